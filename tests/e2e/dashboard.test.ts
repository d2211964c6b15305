import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COLLABORATOR } from '../../src/db/seed/demo-accounts';
import { formatPrice } from '../../src/domain/money';
import type { StaffOrderPage } from '../../src/domain/orders/staff-orders';
import { dayLabel } from '../../src/domain/sales/paris-calendar';
import { formatChange, type SalesDashboard } from '../../src/domain/sales/sales-dashboard';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

/** What the dashboard's API answers now, read in the signed-in page. */
const dashboardOf = (page: Page) => page.evaluate(async () => (await (await fetch('/api/admin/dashboard')).json()) as SalesDashboard);

/** The revenue and count of the orders the orders list shows as paid (its status filters) placed between two instants. */
function listedSales(page: Page, from: string, to: string): Promise<{ revenueCents: number; orders: number }> {
  return page.evaluate(
    async ({ from, to }) => {
      let revenueCents = 0;
      let orders = 0;
      for (const status of ['pending', 'processing', 'shipped', 'delivered']) {
        for (let page = 1; ; page++) {
          const list = (await (await fetch(`/api/admin/orders?status=${status}&page=${page}`)).json()) as StaffOrderPage;
          for (const item of list.items) {
            const at = Date.parse(item.createdAt);
            if (Date.parse(from) <= at && at < Date.parse(to)) [revenueCents, orders] = [revenueCents + item.totalCents, orders + 1];
          }
          if (!list.hasMore) break;
        }
      }
      return { revenueCents, orders };
    },
    { from, to },
  );
}

/** The text of every script file the page loaded. */
const loadedScripts = (page: Page) =>
  page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\/assets\/.*\.js$/.test(url));
    return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
  });
// A class name only uPlot's code writes.
const isUplot = (script: { text: string }) => script.text.includes('u-legend');

describe('the sales dashboard', () => {
  it('the administrator lands on it and reads the paid orders’ figures as the orders list sums them, the chart and its table, and goes on to the orders and products', async () => {
    const page = await shop.open('/back/gestion-des-produits', desktop);
    await signInStaff(page, DEMO_ADMIN);
    expect(new URL(page.url()).pathname).toBe('/back/tableau-de-bord');
    const main = page.getByRole('main');
    const sales = main.getByRole('region', { name: 'Ventes', exact: true });
    await sales.getByRole('heading', { name: '30 derniers jours', exact: true }).waitFor();

    // The demo shop's paid orders of the last 30 days, as the card says and as the orders list adds them up.
    const answer = await dashboardOf(page);
    const month = answer.periods.find((period) => period.key === 'month')!;
    const listed = await listedSales(page, month.from, month.to);
    expect(listed.orders).toBeGreaterThan(0);
    expect(month.current).toEqual(listed);
    const monthCard = sales.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '30 derniers jours', exact: true }) });
    expect(await monthCard.getByRole('definition').allInnerTexts()).toEqual([formatPrice(listed.revenueCents, 'fr'), String(listed.orders)]);
    if (month.revenueChange !== null) {
      // The arrow says the same as the words; screen readers read the words only.
      const arrow = month.revenueChange > 0 ? '▲' : month.revenueChange < 0 ? '▼' : '=';
      expect(await monthCard.locator('p').allInnerTexts()).toContain(
        `${arrow} ${formatChange(month.revenueChange, 'fr')} par rapport aux 30 jours précédents`,
      );
    }
    const today = sales.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Aujourd’hui' }) });
    await today
      .getByText(/par rapport à hier à la même heure|Aucune vente sur la période précédente/)
      .first()
      .waitFor();

    // The chart is drawn (uPlot, loaded with it) under an accessible name that says what it shows; its figures are in a table.
    const chart = main.getByRole('region', { name: 'Chiffre d’affaires par jour, 90 derniers jours' });
    const plot = chart.getByRole('img', { name: /^Graphique : .+ sur 90 jours, \d+ commandes? ; meilleur jour le \d\d\/\d\d\/\d{4}/ });
    await plot.locator('canvas').first().waitFor();
    // Before any day is hovered, the legend reads the last day, not blanks.
    const lastDay = answer.daily.at(-1)!;
    await expect.poll(() => plot.locator('.u-legend').innerText()).toContain(dayLabel(lastDay.day));
    expect(await plot.locator('.u-legend').innerText()).toContain(formatPrice(lastDay.revenueCents, 'fr'));
    expect((await loadedScripts(page)).some(isUplot)).toBe(true);
    await chart.getByText('Voir les données du graphique (tableau)').click();
    const table = chart.getByRole('table', { name: 'Chiffre d’affaires et commandes par jour, des 90 derniers jours' });
    expect(await table.locator('tbody tr').count()).toBe(90);
    const best = answer.daily.reduce((top, day) => (day.revenueCents > top.revenueCents ? day : top));
    const bestRow = table.getByRole('row', { name: new RegExp(`^${dayLabel(best.day)}`) });
    expect(await bestRow.getByRole('cell').allInnerTexts()).toEqual([formatPrice(best.revenueCents, 'fr'), String(best.orders)]);
    await expectNoSeriousA11yViolations(page);

    // The orders waiting for a decision: each opens its order; the link lists them all.
    const awaiting = main.getByRole('region', { name: 'Commandes en attente' });
    if (answer.awaiting.oldest.length > 0) {
      const first = answer.awaiting.oldest[0]!;
      expect(await awaiting.getByRole('link', { name: `Commande ${first.number}` }).getAttribute('href')).toBe(`/back/commandes/${first.id}`);
      await awaiting.getByRole('link', { name: 'Voir les commandes en attente' }).click();
      await page.waitForURL((url) => url.pathname === '/back/gestion-des-commandes' && url.searchParams.get('status') === 'pending');
      await page.getByRole('row').filter({ hasText: first.number }).waitFor();
      await page.goBack();
    }

    // A best seller opens its product's edit page; the low stock list leads to the products by stock.
    const seller = answer.bestSellers[0]!;
    await main.getByRole('region', { name: 'Meilleures ventes, 30 derniers jours' }).getByRole('link', { name: seller.nameFr, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/back/modification/produit/${seller.productId}`);
    await page.getByRole('heading', { level: 1, name: 'Modifier un produit' }).waitFor();
    await page.goBack();
    const lowStock = main.getByRole('region', { name: 'Stock faible' });
    const low = answer.lowStock.items[0]!;
    expect(await lowStock.getByRole('link', { name: low.nameFr, exact: true }).first().getAttribute('href')).toBe(
      `/back/modification/produit/${low.productId}`,
    );
    await lowStock.getByRole('link', { name: 'Voir les produits par stock croissant' }).click();
    await page.waitForURL((url) => url.pathname === '/back/gestion-des-produits' && url.searchParams.get('sort') === 'stock');
    await page.getByRole('heading', { level: 1, name: 'Gestion des produits' }).waitFor();
    expectNoPageProblems(page);
  });

  it('a collaborator lands on it too, and reads it in English', async () => {
    const page = await shop.open('/back/login', desktop);
    await signInStaff(page, DEMO_COLLABORATOR);
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const month = (await dashboardOf(page)).periods.find((period) => period.key === 'month')!;
    const card = page
      .getByRole('region', { name: 'Sales' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Last 30 days', exact: true }) });
    await card.getByText(formatPrice(month.current.revenueCents, 'en'), { exact: true }).waitFor();
    await page.getByRole('img', { name: /^Chart: .+ over 90 days/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expectNoPageProblems(page);
  });

  it('leaves uPlot out of the storefront: a visitor’s page never loads it', async () => {
    const page = await shop.open('/', desktop);
    const scripts = await loadedScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isUplot).map((script) => script.url)).toEqual([]);
  });
});
