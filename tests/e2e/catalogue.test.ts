import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JOURNEY_FIXTURES } from '../../src/db/seed/demo-fixtures';
import { DEMO_PRODUCTS, type DemoProduct } from '../../src/db/seed/demo-products';
import { DEMO_SETTINGS } from '../../src/db/seed/demo-settings';
import { formatWholeEuros } from '../../src/domain/money';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const { filteredTshirts } = JOURNEY_FIXTURES;
// The demo shop's free-delivery threshold (its thresholdAmount setting, in euros).
const DEMO_SETTINGS_THRESHOLD_CENTS = Number(DEMO_SETTINGS.thresholdAmount) * 100;

type ApiProduct = { id: number; name: string; sizes: { id: number; name: string; available: boolean }[] };

/** Prices of the cards on screen, in cents, read as the visitor reads them ("39,00 €"). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-grid .product-card__price .price:not(.price--old)').allTextContents();
  return texts.map((text) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100));
}

const isAscending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

describe('a visitor browses the catalogue in Chromium', () => {
  it('goes from the home page to a filtered, sorted T-shirt list, sees more, opens a product, is refused a sold-out size, and reads it in English', async () => {
    const page = await shop.open('/', desktop);
    await acceptInfoPopup(page);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('.product-grid .product-card').count()).toBeGreaterThan(0);

    // The Products drop-down of the navigation bar leads to the T-shirts.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('button', { name: 'Produits' }).click();
    await nav.getByRole('link', { name: 'T-shirts', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/t-shirts');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('T-shirts');

    // One colour, one size, then the price order: each choice lands in the URL.
    const filters = page.getByRole('group', { name: 'Filtres' });
    await filters.locator('summary', { hasText: 'Couleur' }).click();
    await filters.getByRole('link', { name: filteredTshirts.color.nameFr, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('color') === String(filteredTshirts.color.id));
    await filters.locator('summary', { hasText: 'Taille' }).click();
    await filters.getByRole('link', { name: filteredTshirts.size.name, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('size') === String(filteredTshirts.size.id));
    await filters.locator('summary', { hasText: 'Trier' }).click();
    await filters.getByRole('link', { name: 'Prix croissant' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');

    const listed = (await (
      await fetch(
        `${shop.baseUrl}/api/store/products?category=tshirts&color=${filteredTshirts.color.id}&size=${filteredTshirts.size.id}&sort=price_asc&limit=100&lang=fr`,
      )
    ).json()) as { total: number; items: ApiProduct[] };
    expect(listed.total).toBeGreaterThan(16);
    await expect.poll(() => page.locator('.product-grid .product-card').count()).toBe(16);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'produits' }).first().textContent()).toContain(String(listed.total));
    // The URL changes when the navigation starts; the sorted cards follow once its data is in.
    await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true);

    // "See more" adds the rest, still in price order, and disappears when all are shown.
    await page.getByRole('link', { name: 'Voir plus' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.locator('.product-grid .product-card').count()).toBe(listed.total);
    expect(isAscending(await cardPrices(page))).toBe(true);
    expect(await page.getByRole('link', { name: 'Voir plus' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The filtered list is shareable: a reload shows the same products.
    await page.reload();
    await expect.poll(() => page.locator('.product-grid .product-card').count()).toBe(listed.total);

    // Open a product of the list that has a sold-out size.
    const details = await Promise.all(
      listed.items.map(async (item) => (await (await fetch(`${shop.baseUrl}/api/store/products/${item.id}?lang=fr`)).json()) as ApiProduct),
    );
    const withSoldOutSize = details.find((product) => product.sizes.some((size) => !size.available));
    expect(withSoldOutSize, 'the filtered T-shirts include one with a sold-out size').toBeDefined();
    const product = withSoldOutSize!;
    const soldOutSize = product.sizes.find((size) => !size.available)!;
    await page.locator('.product-grid .product-card', { hasText: product.name }).first().click();
    await page.waitForURL((url) => url.pathname === `/produit/${product.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);
    expect(await page.title()).toBe(`T-shirts | ${product.name}`);

    // The sold-out size is crossed out and says so; it can be chosen to ask for an alert (back-in-stock.test.ts).
    const soldOutRadio = page.getByRole('radio', { name: new RegExp(`^${soldOutSize.name}\\b.*épuisé$`) });
    expect(await page.locator('label.size-chip--sold-out', { has: soldOutRadio }).count()).toBe(1);
    expect(await soldOutRadio.isChecked()).toBe(false);

    // Adding without a choice is refused with the spec's message, then with a colour only.
    const addButton = page.getByRole('button', { name: 'Ajouter au panier' });
    await addButton.click();
    await expect.poll(() => page.locator('.add-to-cart__status').textContent()).toContain('Veuillez sélectionner une taille et une couleur');
    await page.locator('label.swatch', { hasText: filteredTshirts.color.nameFr }).click();
    await page.waitForURL((url) => url.searchParams.get('color') === String(filteredTshirts.color.id));
    await addButton.click();
    await expect.poll(() => page.locator('.add-to-cart__status').textContent()).toContain('Veuillez sélectionner une taille');
    await expectNoSeriousA11yViolations(page);

    // The footer switch shows the same product in English, prices included.
    const english = (await (await fetch(`${shop.baseUrl}/api/store/products/${product.id}?lang=en`)).json()) as ApiProduct;
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(english.name);
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(1);
    expect(await page.locator('.product-page__price .price').first().textContent()).toMatch(/^€\d+\.\d{2}$/);
    expect(await page.title()).toBe(`T-shirts | ${english.name}`);
    // The choice is remembered: a new page without ?lang= stays in English.
    await page.goto('/t-shirts');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('T-shirts');
    expect(await page.getByRole('link', { name: 'See more' }).count()).toBe(1);

    expectNoPageProblems(page);
  });

  it('has the only colour and the only size of a product chosen for the customer, and adds it without asking', async () => {
    // A fresh seed inserts the demo products in their list's order: the id is the position.
    const idOf = (match: (product: DemoProduct) => boolean) =>
      DEMO_PRODUCTS.findIndex((p) => match(p) && !p.unpublished && !p.soldOut && !p.soldOutColors && !p.soldOutSizes) + 1;
    const single = idOf((p) => p.sizes === 'UNI' && p.colors.length === 1);
    const oneSize = idOf((p) => p.sizes === 'UNI' && p.colors.length > 1);
    expect(single).toBeGreaterThan(0);
    expect(oneSize).toBeGreaterThan(0);
    const status = (page: Page) => page.locator('.add-to-cart__status');
    const add = (page: Page) => page.getByRole('button', { name: 'Ajouter au panier' }).click();

    const page = await shop.open(`/produit/${single}`, desktop);
    await acceptInfoPopup(page);
    expect(await page.getByRole('radio', { name: /^UNI\b/ }).isChecked()).toBe(true);
    await add(page);
    await expect.poll(() => status(page).textContent()).toContain('Ajouté au panier');

    // One size in several colours: the size is chosen, the colour is the customer's.
    await page.goto(`/produit/${oneSize}`);
    await waitForHydration(page);
    expect(await page.getByRole('radio', { name: /^UNI\b/ }).isChecked()).toBe(true);
    await add(page);
    await expect.poll(() => status(page).textContent()).toBe('Veuillez sélectionner une couleur');
    await page.locator('label.swatch').first().click();
    await add(page);
    await expect.poll(() => status(page).textContent()).toContain('Ajouté au panier');
    const cart = (await (await page.request.get('/api/store/cart')).json()) as { lines: unknown[] };
    expect(cart.lines).toHaveLength(2);
    expectNoPageProblems(page);
  });

  it('leaves no card alone on the last row of the home grid, and quotes the shop’s free-delivery threshold in the banner', async () => {
    for (const width of [1280, 700]) {
      const page = await shop.open('/', { viewport: { width, height: 900 } });
      await acceptInfoPopup(page);
      const grid = page
        .getByRole('main')
        .getByRole('list')
        .filter({ has: page.locator('.product-card') });
      const cards = await grid.getByRole('listitem').count();
      const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(cards > 1 && cards % columns === 1, `${cards} cards in ${columns} columns at ${width} px`).toBe(false);
      // Whatever the staff pick, from 2 to 40 products: the demo's cards repeated to that count.
      const lone = await grid.evaluate((list) => {
        const sample = [...list.children];
        const found: string[] = [];
        for (let count = 2; count <= 40; count++) {
          list.replaceChildren(...Array.from({ length: count }, (_, i) => sample[i % sample.length]!.cloneNode(true)));
          const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
          if (count % columns === 1) found.push(`${count} cards in ${columns} columns`);
        }
        list.replaceChildren(...sample);
        return found;
      });
      expect(lone, `at ${width} px`).toEqual([]);
      const banner = await page.getByRole('region', { name: 'Informations de la boutique' }).textContent();
      expect(banner).toContain(`Livraison offerte dès ${formatWholeEuros(DEMO_SETTINGS_THRESHOLD_CENTS, 'fr')} en France`);
      expectNoPageProblems(page);
      await page.context().close();
    }
  });

  it('has no serious accessibility violation on a list and on a product page at phone width', async () => {
    for (const path of ['/sweat-shirts', `/produit/${JOURNEY_FIXTURES.soldOutSizes[0].id}`]) {
      const page = await shop.open(path, { viewport: { width: 390, height: 844 }, isMobile: true });
      await acceptInfoPopup(page);
      await expectNoSeriousA11yViolations(page);
      expectNoPageProblems(page);
      await page.context().close();
    }
  });

  it('answers unknown pages with the home page and a 404 status', async () => {
    const response = await fetch(`${shop.baseUrl}/cette-page-n-existe-pas`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('noindex');
  });
});
