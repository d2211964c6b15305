import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('a visitor searches the catalogue in Chromium', () => {
  it('types in the header, picks a suggestion with the keyboard and lands on the product', async () => {
    const page = await shop.open('/', desktop);
    await acceptInfoPopup(page);
    const field = page.getByRole('combobox', { name: 'Rechercher un produit' });
    await field.click();
    // No accent, as people type: the Marinières are suggested all the same.
    await field.pressSequentially('mariniere quimp');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect.poll(() => suggestions.getByRole('option').allTextContents()).toEqual([expect.stringContaining('Marinière Quimper')]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'suggestion' }).textContent()).toContain('1 suggestion');
    await field.press('ArrowDown');
    await expect.poll(() => suggestions.getByRole('option', { selected: true }).textContent()).toContain('Marinière Quimper');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/produit/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Marinière Quimper');
    await expectNoPageProblems(page);
  });

  it('presses Enter for the results page, forgives a typo, filters, and finds nothing for nonsense', async () => {
    const page = await shop.open('/', desktop);
    await acceptInfoPopup(page);
    const field = page.getByRole('combobox', { name: 'Rechercher un produit' });
    await field.fill('sweet');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/recherche' && url.searchParams.get('q') === 'sweet');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Résultats pour « sweet »');
    const names = () => page.locator('.product-grid .product-card h3').allTextContents();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(0);
    expect((await names()).every((name) => /sweat/i.test(name))).toBe(true);
    // The lists' filters, with the words kept; the best match is the default order.
    const filters = page.getByRole('group', { name: 'Filtres' });
    await filters.locator('summary', { hasText: 'Trier' }).click();
    await filters.getByRole('link', { name: 'Prix croissant', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc' && url.searchParams.get('q') === 'sweet');
    await expectNoSeriousA11yViolations(page);

    // The page's own field searches again.
    const own = page.getByRole('search').getByRole('searchbox', { name: 'Rechercher un produit' });
    await own.fill('zzxqw');
    await own.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zzxqw');
    await expect.poll(() => page.getByText('Aucun produit ne correspond à « zzxqw ».').count()).toBe(1);
    await page.getByRole('link', { name: 'Sweat-shirts', exact: true }).last().click();
    await page.waitForURL((url) => url.pathname === '/sweat-shirts');
    await expectNoPageProblems(page);
  });

  it('searches in English from a phone, through the search page', async () => {
    const page = await shop.open('/?lang=en', { ...phone, locale: 'en-GB' });
    await acceptInfoPopup(page);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/recherche');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search');
    const field = page.getByRole('searchbox', { name: 'Search for a product' });
    await field.fill('navy breton');
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'navy breton');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “navy breton”');
    await expect.poll(async () => (await page.locator('.product-grid .product-card h3').allTextContents()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await expectNoPageProblems(page);
  });
});
