import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_PROFILE } from '../../src/db/seed/demo-accounts';
import { JOURNEY_FIXTURES } from '../../src/db/seed/demo-fixtures';
import type { OrderPage } from '../../src/domain/orders/orders';
import { LANG_COOKIE } from '../../src/i18n/request-locale';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { signedInCustomer } from './helpers/customer';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const { customerOrders } = JOURNEY_FIXTURES;

/** The order cards of /commandes, in the order shown. */
const orderCards = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('listitem');

/** Signs the demo customer in through the sign-in page, then follows the header's user icon. */
async function openOrdersFromHeader(): Promise<Page> {
  const page = await signedInCustomer(shop, desktop);
  await page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).click();
  await page.waitForURL((url) => url.pathname === '/commandes');
  return page;
}

describe('the customer’s orders', () => {
  it('lists them 10 at a time, shows one with its lines and addresses, and removes one from the list after a confirmation', async () => {
    const page = await openOrdersFromHeader();
    await page.getByRole('heading', { level: 1, name: 'Mes commandes' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Mon compte' });
    expect(await menu.getByRole('link').first().textContent()).toBe('Mes commandes');
    expect(await menu.getByRole('link', { name: 'Mes commandes' }).getAttribute('aria-current')).toBe('page');

    // Other journeys may have bought as this customer too: the list is whatever the API says.
    const { total } = (await (await page.request.get('/api/store/orders')).json()) as OrderPage;
    expect(total).toBeGreaterThanOrEqual(customerOrders.count);
    expect(total).toBeLessThanOrEqual(20);
    expect(await orderCards(page).count()).toBe(10);
    const first = orderCards(page).first();
    expect(await first.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await first.textContent()).toMatch(/\d+,\d{2}\s€/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Plus de commandes' }).click();
    await page.waitForURL((url) => url.search === '?page=2');
    await expect.poll(() => orderCards(page).count()).toBe(total);
    expect(await page.getByRole('link', { name: 'Plus de commandes' }).count()).toBe(0);
    // The focus moved to the first order the button brought.
    const eleventh = orderCards(page).nth(10).getByRole('heading').getByRole('link');
    await expect.poll(() => eleventh.evaluate((link) => link === document.activeElement)).toBe(true);

    // The oldest order: the demo customer's first, with a product taken off sale since.
    const oldest = orderCards(page).last();
    const oldestTitle = (await oldest.getByRole('heading').textContent())!;
    expect(oldestTitle).toBe('Commande AT001001');
    expect(await oldest.textContent()).toContain('Livrée');
    await oldest.getByRole('heading').getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/commande/'));
    const orderPath = new URL(page.url()).pathname;
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: oldestTitle }).waitFor();
    expect(await main.textContent()).toContain('Livrée');

    const [home] = DEMO_CUSTOMER_PROFILE.addresses;
    for (const role of ['Adresse de livraison', 'Adresse de facturation']) {
      const section = main.locator('section').filter({ has: page.getByRole('heading', { name: role }) });
      const text = await section.textContent();
      expect(text).toContain('Camille Durand');
      expect(text).toContain(home.line1);
      expect(text).toContain(`${home.zip} ${home.city}`);
      expect(text).toContain('France');
      // The phone is grouped in pairs of digits, as the address book shows it.
      expect(text).toContain('06 12 34 56 78');
    }

    const table = main.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Référence', 'Produit', 'Couleur', 'Taille', 'Prix', 'Quantité']);
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(customerOrders.oldest.length + 1);
    for (const [index, line] of customerOrders.oldest.entries()) {
      const cells = await rows
        .nth(index + 1)
        .getByRole('cell')
        .allTextContents();
      expect(cells.slice(0, 4)).toEqual([line.reference, line.nameFr, line.color.nameFr, line.size]);
      expect(cells[5]).toBe(String(line.quantity));
      const link = rows.nth(index + 1).getByRole('link', { name: line.nameFr });
      if (line.onSale) expect(await link.getAttribute('href')).toBe(`/produit/${line.id}`);
      else expect(await link.count()).toBe(0);
    }
    for (const amount of ['Sous-total', 'Livraison', 'Total']) expect(await main.textContent()).toContain(amount);
    await expectNoSeriousA11yViolations(page);

    // On a phone the lines are cards: nothing scrolls sideways, each value beside its column's name.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const firstLine = rows.nth(1);
    const colorCell = firstLine.getByRole('cell').nth(2);
    expect(await colorCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Couleur"');
    const [reference, color] = [(await firstLine.getByRole('cell').first().boundingBox())!, (await colorCell.boundingBox())!];
    expect(color.y).toBeGreaterThan(reference.y);
    expect(color.x + color.width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(desktop.viewport);

    // A browser speaking English, with the same session, reads the same order with the English names of what was bought.
    const { cookies } = await page.context().storageState();
    const session = { cookies: cookies.filter((cookie) => cookie.name !== LANG_COOKIE), origins: [] };
    const english = await shop.open(orderPath, { ...desktop, locale: 'en-GB', storageState: session });
    const englishMain = english.getByRole('main');
    await englishMain.getByRole('heading', { level: 1, name: 'Order AT001001' }).waitFor();
    const englishRows = englishMain.getByRole('table').getByRole('row');
    for (const [index, line] of customerOrders.oldest.entries()) {
      const cells = await englishRows
        .nth(index + 1)
        .getByRole('cell')
        .allTextContents();
      expect(cells.slice(0, 4)).toEqual([line.reference, line.nameEn, line.color.nameEn, line.size]);
    }
    expect(await englishMain.textContent()).not.toContain(customerOrders.oldest[0]!.nameFr);
    expectNoPageProblems(english);
    await english.context().close();

    // Back to the list, and remove the oldest order from it.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/commandes');
    await expect.poll(() => orderCards(page).count()).toBe(total);
    const remove = page.getByRole('button', { name: `Supprimer de la commande AT001001` });
    const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous certain de vouloir supprimer cette commande ?' });

    // ANNULER leaves everything as it was.
    await remove.click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('irréversible');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await orderCards(page).count()).toBe(total);

    await remove.click();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const notice = page.getByRole('status').filter({ hasText: 'La commande AT001001 a été supprimée de votre liste.' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await expect.poll(() => orderCards(page).count()).toBe(total - 1);
    expect(await page.getByRole('heading', { name: 'Commande AT001001' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expectNoSeriousA11yViolations(page);

    // The order is no longer the customer's to see: its page says so, with a 404.
    const response = await page.goto(orderPath);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Commande introuvable' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(page);
  });

  it('sends a visitor who is not signed in from /commandes to the home page, and the header’s user icon to the sign-in page', async () => {
    const page = await shop.open('/commandes', desktop);
    expect(new URL(page.url()).pathname).toBe('/');
    await acceptInfoPopup(page);
    await page.getByRole('banner').getByRole('link', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/connexion');
    expectNoPageProblems(page);
  });
});
