import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from '../timeouts';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop } from './helpers/shop';

const shop = useShop();
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

type Timings = { firstPaint: number; largestPicture: { url: string; loadedAt: number } | null; firstScript: number };

/** When the page painted, when its largest picture arrived and when the first of the app's modules was asked for. */
async function timings(page: Page): Promise<Timings> {
  return page.evaluate(async (waitMs) => {
    // The page has painted (it is hydrated): its largest paint is buffered and reported at once; the bound is for a page that never painted.
    const largest = await new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(undefined), waitMs);
    });
    const pictureUrl = (largest as (PerformanceEntry & { url?: string }) | undefined)?.url;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const picture = pictureUrl ? resources.find((entry) => entry.name === pictureUrl) : undefined;
    const scripts = resources.filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      largestPicture: picture ? { url: picture.name, loadedAt: picture.responseEnd } : null,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  }, WAIT_MS);
}

describe('a first visit on a phone', () => {
  it('shows the page and its main picture before the shop’s JavaScript is fetched, then becomes interactive', async () => {
    const products = (await (await fetch(`${shop.baseUrl}/api/store/products?category=tshirts&limit=1`)).json()) as { items: { id: number }[] };
    for (const path of ['/', '/t-shirts', `/produit/${products.items[0]!.id}`]) {
      // open() returns once React has hydrated the page.
      const page = await shop.open(path, phone);
      const { firstPaint, largestPicture, firstScript } = await timings(page);
      expect(largestPicture, `${path}: the largest element is a picture`).not.toBeNull();
      expect(firstScript, `${path}: modules fetched after the first paint`).toBeGreaterThan(firstPaint);
      expect(firstScript, `${path}: modules fetched after ${largestPicture!.url} arrived`).toBeGreaterThan(largestPicture!.loadedAt);
      expectNoPageProblems(page);
      await page.context().close();
    }
  });

  it('downloads no schema library on the pages most visitors land on (zod is the account and checkout pages’ alone)', async () => {
    const products = (await (await fetch(`${shop.baseUrl}/api/store/products?category=tshirts&limit=1`)).json()) as { items: { id: number }[] };
    for (const path of ['/', '/t-shirts', `/produit/${products.items[0]!.id}`]) {
      const page = await shop.open(path, phone);
      const scripts = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map((entry) => entry.name)
          .filter((url) => /\/assets\/.*\.js$/.test(url)),
      );
      expect(scripts.length, `${path}: the page's modules`).toBeGreaterThan(0);
      for (const url of scripts) expect((await (await fetch(url)).text()).includes('ZodError'), `${path}: zod in ${url}`).toBe(false);
      await page.context().close();
    }
  });

  it('downloads the texts of its own language only, and the other language’s when the visitor switches', async () => {
    const page = await shop.open('/', phone);
    const moduleTexts = async () => {
      const urls = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map((entry) => entry.name)
          .filter((url) => /\/assets\/.*\.js$/.test(url)),
      );
      return Promise.all(urls.map(async (url) => (await fetch(url)).text()));
    };
    // The skip link's text in each language (common.skipToContent).
    const french = 'Aller au contenu principal';
    const english = 'Skip to main content';
    let texts = await moduleTexts();
    expect(texts.some((text) => text.includes(french))).toBe(true);
    expect(texts.some((text) => text.includes(english))).toBe(false);

    await acceptInfoPopup(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('link', { name: english }).count()).toBe(1);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    texts = await moduleTexts();
    expect(texts.some((text) => text.includes(english))).toBe(true);
    expectNoPageProblems(page);
    await page.context().close();
  });
});
