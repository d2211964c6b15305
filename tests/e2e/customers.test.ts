import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COLLABORATOR } from '../../src/db/seed/demo-accounts';
import type { PersonalData } from '../../src/domain/customers/personal-data';
import type { StaffOrderPage } from '../../src/domain/orders/staff-orders';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { guestPaidOrder } from './helpers/checkout';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';
import { openBackSection } from './helpers/back-menu';

const shop = useShop();
const WIDTHS = [
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const;

/** A guest's paid order, bought in its own browser; the e-mail is this run's own. */
const guestOrder = () => guestPaidOrder(shop, 5);

/** A staff call from the signed-in page (its session cookie), for what the journey does not test: moving the order on. */
async function staffCall(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/admin${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: response.status === 204 ? null : await response.json() };
    },
    { method, path, body },
  );
}

/** The page has no horizontal scroll at its width. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** From the sidebar's "Clients", the search typed key by key as staff type it, to the person's page. */
async function findCustomer(page: Page, typed: string, name: string): Promise<void> {
  await openBackSection(page, 'Clients');
  await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).pressSequentially(typed);
  // The list follows the typing, and the URL keeps the search.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
  const card = page.getByRole('listitem').filter({ hasText: typed });
  await card.getByText('Invité').waitFor();
  await card.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name: `Fiche client : ${name}` }).waitFor();
}

describe('the customers desk', () => {
  it.each(WIDTHS)('a collaborator finds a guest by e-mail and exports their data (%s)', async (_, size) => {
    const { number, email } = await guestOrder();
    const page = await shop.open('/back/tableau-de-bord', size);
    await signInStaff(page, DEMO_COLLABORATOR);
    await findCustomer(page, email.slice(0, -'@exemple.fr'.length), 'Zoé Martin');

    await page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: email }).waitFor();
    await page
      .getByRole('region', { name: 'Commandes' })
      .getByRole('link', { name: `Commande ${number}` })
      .waitFor();
    // A collaborator exports; only administrators erase.
    expect(await page.getByRole('button', { name: 'Effacer' }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter ses données (JSON)' }).click()]);
    expect(json.suggestedFilename()).toMatch(/^donnees-invite-\d+-\d+-exemple-fr-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as PersonalData;
    expect(data.person).toEqual({ kind: 'guest', email });
    expect(data.orders.map((order) => order.number)).toEqual([number]);
    expect(data.orders[0]!.deliveryAddress).toMatchObject({ firstName: 'Zoé', lastName: 'Martin', line1: '12 rue des Tisserands' });

    const [html] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter ses données (page lisible)' }).click(),
    ]);
    expect(html.suggestedFilename()).toMatch(/^donnees-invite-.*\.html$/);
    const readable = await readFile((await html.path())!, 'utf8');
    expect(readable).toContain(`<h1>Données personnelles : ${email}</h1>`);
    expect(readable).toContain(`Commande ${number}`);

    // Back on the list, the search is still in the URL and the field.
    await page.getByRole('link', { name: 'Tous les clients' }).click();
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(page);
  });

  it.each(WIDTHS)(
    'the administrator erases a guest: refused while the order is in progress, then their invoice PDF stays and their name leaves the desk (%s)',
    async (_, size) => {
      const { number, email } = await guestOrder();
      const page = await shop.open('/back/tableau-de-bord', size);
      await signInStaff(page, DEMO_ADMIN);
      const orders = (await staffCall(page, 'GET', `/orders?q=${number}`)).data as StaffOrderPage;
      const orderId = orders.items[0]!.id;

      await findCustomer(page, email.slice(0, -'@exemple.fr'.length), 'Zoé Martin');
      // The order is paid, not delivered: the page says why erasing must wait, and the API refuses it in the dialog.
      const waiting =
        'Une commande de ce client est en cours (en attente de paiement, à confirmer, en préparation ou en livraison) : effacez ses données une fois qu’elle est livrée ou annulée.';
      await page.getByText(waiting).first().waitFor();
      await page.getByRole('button', { name: 'Effacer' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Effacer les données de Zoé Martin ?' });
      await dialog.getByText(/les factures et avoirs, tels qu’émis et avec leurs PDF, car la loi impose de les garder 10 ans/).waitFor();
      await dialog.getByRole('button', { name: 'EFFACER' }).click();
      await dialog.getByRole('alert').getByText(waiting).waitFor();
      await dialog.getByRole('button', { name: 'ANNULER' }).click();

      // Delivered and invoiced, as the shop does it, then the erasure goes through.
      for (const [path, body] of [
        [`/orders/${orderId}/confirm`, undefined],
        [`/orders/${orderId}/ship`, { carrier: 'colissimo', trackingNumber: '6A12345678901' }],
        [`/orders/${orderId}/deliver`, undefined],
      ] as const) {
        expect((await staffCall(page, 'POST', path, body)).status, path).toBe(204);
      }
      const invoice = (await staffCall(page, 'POST', `/orders/${orderId}/invoice`)).data as { id: number; number: string };
      const pdf = () =>
        page.evaluate(async (id) => Array.from(new Uint8Array(await (await fetch(`/api/admin/invoices/${id}/pdf`)).arrayBuffer())), invoice.id);
      const before = await pdf();
      expect(before.length).toBeGreaterThan(1000);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Fiche client : Zoé Martin' }).waitFor();
      await page
        .getByRole('region', { name: 'Factures et avoirs' })
        .getByRole('link', { name: `Facture ${invoice.number} (PDF)` })
        .waitFor();
      expect(await page.getByText(waiting).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Effacer' }).click();
      await page.getByRole('alertdialog', { name: 'Effacer les données de Zoé Martin ?' }).getByRole('button', { name: 'EFFACER' }).click();

      await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
      await page.getByRole('status').getByText('Les données de Zoé Martin ont été effacées.').waitFor();
      const typed = email.slice(0, -'@exemple.fr'.length);
      await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(typed);
      await page.getByText(`Aucun client ne correspond à « ${typed} ».`).waitFor();
      await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(number);
      await page.getByText(`Aucun client ne correspond à « ${number} ».`).waitFor();
      await expectNoHorizontalScroll(page);

      // The invoice PDF stays, byte for byte.
      expect(await pdf()).toEqual(before);
      expectNoPageProblems(page);
    },
  );
});
