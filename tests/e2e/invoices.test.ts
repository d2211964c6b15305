import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import type { StaffOrderPage } from '../../src/domain/orders/staff-orders';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { signedInCustomer } from './helpers/customer';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

/** One of the demo customer's delivered orders that has no invoice yet (other journeys share the shop). */
async function deliveredOrderToBill(page: Page): Promise<string> {
  const list = await page.evaluate(async (email) => {
    const response = await fetch(`/api/admin/orders?status=delivered&q=${encodeURIComponent(email)}`);
    return (await response.json()) as StaffOrderPage;
  }, DEMO_CUSTOMER.email);
  const order = list.items.find((item) => !item.invoiced);
  expect(order, 'a delivered order of the demo customer without an invoice').toBeDefined();
  return order!.number;
}

const invoiceNumber = (text: string) => /F-\d{4}-\d{6}/.exec(text)![0];

describe('invoices', () => {
  it('the administrator bills an order, opens its PDF, sends it, cancels it; the customer finds both documents in /factures', async () => {
    const page = await shop.open('/back/gestion-des-commandes', desktop);
    await signInStaff(page, DEMO_ADMIN);
    const orderNumber = await deliveredOrderToBill(page);

    // Facturer, from the orders desk, after the spec's question.
    await page.goto(`/back/gestion-des-commandes?q=${orderNumber}`);
    const orderRow = page.getByRole('row').filter({ hasText: orderNumber });
    await orderRow.getByRole('button', { name: `Facturer la commande ${orderNumber}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Une nouvelle facture sera éditée, confirmez-vous cette action ?' });
    await dialog.getByRole('button', { name: 'CONFIRMER' }).click();
    const billed = page.getByRole('status').getByText(new RegExp(`^Facture F-\\d{4}-\\d{6} éditée pour la commande ${orderNumber}\\.$`));
    await billed.waitFor();
    const number = invoiceNumber(await billed.innerText());
    await expect.poll(() => orderRow.getByRole('button', { name: 'Déjà facturé' }).isDisabled()).toBe(true);

    // The invoice list, from the sidebar.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Factures' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des factures' }).waitFor();

    // The administrator's switch for automatic invoicing: off in the demo; on, then off again for the other journeys.
    const autoInvoicing = page.getByRole('checkbox', { name: 'Facturer automatiquement les commandes payées' });
    await expect.poll(() => autoInvoicing.isEnabled()).toBe(true);
    expect(await autoInvoicing.isChecked()).toBe(false);
    await autoInvoicing.check();
    await page.getByRole('status').getByText('Facturation automatique activée : les prochaines commandes payées seront facturées.').waitFor();
    await expect.poll(() => autoInvoicing.isEnabled()).toBe(true);
    await autoInvoicing.uncheck();
    await page.getByRole('status').getByText('Facturation automatique désactivée.').waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/admin/settings/auto-invoicing')).json())).toEqual({ enabled: false });

    // The search applies as it is typed.
    await page.getByRole('searchbox', { name: /^Rechercher/ }).fill(orderNumber);
    await page.waitForURL((url) => url.searchParams.get('q') === orderNumber);
    const invoiceRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
    await invoiceRow.waitFor();
    expect(await invoiceRow.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await invoiceRow.innerText()).toContain('Camille Durand');
    await expectNoSeriousA11yViolations(page);

    // The PDF opens in a new tab, as a PDF.
    const pdfResponse = page.context().waitForEvent('response', (response) => response.url().endsWith('/pdf'));
    await invoiceRow.getByRole('link', { name: `Voir le PDF de la facture ${number}` }).click();
    const pdf = await pdfResponse;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // Envoyer: the mail with the PDF attached arrives over SMTP; the button then reads 'Envoyer à nouveau'.
    const mailsBefore = await mailCount(shop.mailDir);
    await invoiceRow.getByRole('button', { name: `Envoyer la facture ${number}` }).click();
    await page
      .getByRole('alertdialog', { name: `Envoyer la facture ${number} ?` })
      .getByRole('button', { name: 'CONFIRMER' })
      .click();
    await page.getByRole('status').getByText(`Facture ${number} envoyée à ${DEMO_CUSTOMER.email}.`).waitFor();
    const mail = await waitForMail(shop.mailDir, DEMO_CUSTOMER.email, { subject: new RegExp(number), after: mailsBefore });
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `${number}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    await invoiceRow.getByRole('button', { name: `Envoyer à nouveau la facture ${number}` }).waitFor();

    // Annuler: a credit note appears, and the invoice reads 'Annulée' and can no longer be sent.
    await invoiceRow.getByRole('button', { name: `Annuler la facture ${number}` }).click();
    const cancelDialog = page.getByRole('alertdialog', { name: 'Confirmez-vous cette action ?' });
    // Its way out is not a second "Annuler", which would say the opposite.
    expect(await cancelDialog.getByRole('button', { name: 'ANNULER' }).count()).toBe(0);
    await cancelDialog.getByRole('button', { name: 'GARDER LA FACTURE' }).waitFor();
    await cancelDialog.getByRole('button', { name: 'CONFIRMER' }).click();
    const cancelled = page.getByRole('status').getByText(new RegExp(`^Facture ${number} annulée : avoir F-\\d{4}-\\d{6} édité\\.$`));
    await cancelled.waitFor();
    const creditNumber = (await cancelled.innerText()).match(/F-\d{4}-\d{6}/g)![1]!;
    const creditRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(creditNumber) }) });
    await creditRow.getByText(`annule ${number}`).waitFor();
    await invoiceRow.getByRole('cell', { name: 'Annulée', exact: true }).waitFor();
    expect(await invoiceRow.getByRole('button', { name: `Envoyer à nouveau la facture ${number}` }).isDisabled()).toBe(true);
    await expectNoPageProblems(page);

    // The order's history tells the invoice mail was sent, to whom, when, and who sent it.
    await page.goto(`/back/gestion-des-commandes?q=${orderNumber}`);
    await page.getByRole('link', { name: `Consulter la commande ${orderNumber}` }).click();
    const history = page.getByRole('region', { name: 'Historique' });
    const mailLine = new RegExp(
      `Mail « Votre facture ${number}.* » à ${DEMO_CUSTOMER.email} : envoyé le \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} — Claire Martin$`,
    );
    await history.getByText(mailLine).waitFor();
    await history.getByText(`Avoir émis (${creditNumber}) — Claire Martin`).waitFor();

    // The customer sees both in /factures.
    const customer = await signedInCustomer(shop, desktop);
    await customer.getByRole('banner').getByRole('link', { name: 'Mon compte' }).click();
    await customer.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes factures' }).click();
    await customer.getByRole('heading', { level: 1, name: 'Mes factures' }).waitFor();
    const invoiceCard = customer.getByRole('article', { name: `Facture ${number}` });
    await invoiceCard.getByText(`Annulée par l’avoir ${creditNumber}`).waitFor();
    expect(await invoiceCard.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await customer.getByRole('article', { name: `Avoir ${creditNumber}` }).waitFor();
    expect(await invoiceCard.getByRole('link', { name: /^Voir la facture/ }).getAttribute('target')).toBe('_blank');
    await expectNoSeriousA11yViolations(customer);

    // "supprimer" takes the credit note off her list after the confirmation.
    await customer
      .getByRole('article', { name: `Avoir ${creditNumber}` })
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    await customer
      .getByRole('alertdialog', { name: 'Êtes-vous certain de vouloir supprimer cette facture ?' })
      .getByRole('button', { name: 'Confirmer' })
      .click();
    await customer.getByRole('status').getByText(`La facture ${creditNumber} a été supprimée de votre liste.`).waitFor();
    expect(await customer.getByRole('article', { name: `Avoir ${creditNumber}` }).count()).toBe(0);
    await invoiceCard.waitFor();
    await expectNoPageProblems(customer);
  });
});
