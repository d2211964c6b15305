import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DEMO_COLLABORATOR, DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import type { InvoicePage, StaffInvoiceSummary } from '../../src/domain/invoicing/invoice-lists';
import type { OrderPage } from '../../src/domain/orders/orders';
import type { CustomerOrderReturns, StaffOrderReturns } from '../../src/domain/orders/return-views';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { FRENCH, signedInCustomer } from './helpers/customer';
import { useShop, waitForHydration } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const main = (page: Page) => page.getByRole('main');

/** A delivered order of the demo customer with two lines, nothing returned yet, returns still open (the demo has one delivered 24 days ago). */
async function twoLineOrder(page: Page): Promise<CustomerOrderReturns> {
  const { items } = (await (await page.request.get('/api/store/orders')).json()) as OrderPage;
  for (const item of items.filter((order) => order.status === 'delivered')) {
    const returns = (await (await page.request.get(`/api/store/orders/${item.id}/returns`, FRENCH)).json()) as CustomerOrderReturns;
    if (returns.window.open && returns.lines.length === 2 && returns.returns.length === 0) return returns;
  }
  throw new Error('The demo customer has no delivered two-line order within its return period');
}

/** The invoices desk's search, as the staff member's browser asks it. */
async function invoicesFound(page: Page, q: string): Promise<StaffInvoiceSummary[]> {
  return ((await (await page.request.get(`/api/admin/invoices?q=${encodeURIComponent(q)}`)).json()) as InvoicePage<StaffInvoiceSummary>).items;
}

/** The text of a PDF the staff member's browser downloads, spaces made plain. */
async function pdfText(page: Page, href: string): Promise<string> {
  const pdf = await (await page.request.get(href)).body();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe('returns', () => {
  it('a customer returns one of two items; staff receive it, put it back on sale and refund it with a credit note quoting the invoice', async () => {
    const customer = await signedInCustomer(shop, desktop);
    const order = await twoLineOrder(customer);
    const [kept, returned] = order.lines as [CustomerOrderReturns['lines'][number], CustomerOrderReturns['lines'][number]];

    // Staff bill the order first, as "Facturer" does, so that the refund corrects an invoice.
    const desk = await shop.open('/back/login', desktop);
    await signInStaff(desk, DEMO_COLLABORATOR);
    await desk.goto(`/back/commandes/${order.orderId}`);
    await desk.getByRole('heading', { level: 1, name: `Commande ${order.number}` }).waitFor();
    const bill = desk.getByRole('button', { name: `Facturer la commande ${order.number}` });
    if (await bill.isVisible()) {
      await bill.click();
      await desk.getByRole('alertdialog').getByRole('button', { name: 'CONFIRMER' }).click();
      await desk
        .getByRole('status')
        .getByText(/^Facture .* éditée pour la commande/)
        .waitFor();
    }
    const invoiceNumber = (await invoicesFound(desk, order.number)).find(
      (invoice) => invoice.kind === 'invoice' && invoice.orderId === order.orderId,
    )!.number;

    // The customer: from the order's page to the return form.
    await customer.goto(`/commande/${order.orderId}`);
    await waitForHydration(customer);
    const section = main(customer).getByRole('region', { name: 'Vos retours' });
    expect(await section.textContent()).toContain(`jusqu’au ${order.window.lastDay} inclus`);
    await section.getByRole('link', { name: 'Retourner des articles' }).click();
    await customer.getByRole('heading', { level: 1, name: 'Retourner des articles' }).waitFor();
    await expectNoSeriousA11yViolations(customer);

    // Sending nothing is refused on the spot; then one unit of the second line, for its size.
    const send = main(customer).getByRole('button', { name: 'Envoyer la demande de retour' });
    await send.click();
    await main(customer).getByRole('alert').getByText('Choisissez au moins un article à retourner.').waitFor();
    await main(customer)
      .getByRole('combobox', { name: `Quantité à retourner : ${returned.name} (${returned.colorName}, ${returned.sizeName})` })
      .selectOption('1');
    await main(customer).getByRole('combobox', { name: 'Motif du retour' }).selectOption({ label: 'Taille ne convenant pas' });
    await main(customer).getByRole('textbox', { name: 'Commentaire (facultatif)' }).fill('Un peu juste aux épaules.');
    const mailsBefore = await mailCount(shop.mailDir);
    await send.click();
    await main(customer).getByRole('status').getByText('Votre demande de retour est enregistrée.', { exact: false }).waitFor();
    const list = main(customer).getByRole('region', { name: 'Vos retours' });
    await list.getByText('Demandé : en attente de votre colis').waitFor();
    expect(await list.textContent()).toContain(`${returned.name} (${returned.colorName}, ${returned.sizeName}) × 1`);
    expect(await list.textContent()).not.toContain(kept.name);
    const requested = await waitForMail(shop.mailDir, DEMO_CUSTOMER.email, { subject: /Votre demande de retour/, after: mailsBefore });
    expect(requested.text).toContain(`${returned.name} (${returned.colorName}, ${returned.sizeName})`);
    expect(requested.text).toContain('Adresse de retour');
    await expectNoPageProblems(customer);

    // Staff: the parcel arrives.
    await desk.reload();
    const returns = desk.getByRole('region', { name: 'Retours' });
    const card = returns.getByRole('article', { name: /^Retour n° \d+ — Demandé, colis attendu$/ });
    await card.getByText('Commentaire du client : Un peu juste aux épaules.').waitFor();
    const returnId = Number(/n° (\d+)/.exec((await card.getByRole('heading').textContent())!)![1]);
    await card.getByRole('button', { name: `Marquer le retour n° ${returnId} comme reçu` }).click();
    await returns.getByRole('status').getByText(`Retour n° ${returnId} marqué comme reçu : le client est prévenu.`).waitFor();
    await waitForMail(shop.mailDir, DEMO_CUSTOMER.email, { subject: /Nous avons reçu votre retour/, after: mailsBefore });

    // Inspection: the unit goes back on sale; the button names the amount the rule gives.
    const preview = ((await (await desk.request.get(`/api/admin/returns?order=${order.orderId}`)).json()) as StaffOrderReturns).returns[0]!.refund!;
    const amount = `${(preview.amountCents / 100).toFixed(2).replace('.', ',')}\u00a0€`;
    await returns
      .getByRole('combobox', { name: `Unités remises en vente : ${returned.name} (${returned.colorName}, ${returned.sizeName})` })
      .selectOption('1');
    await expectNoSeriousA11yViolations(desk);
    await returns.getByRole('button', { name: `Rembourser ${amount} pour le retour n° ${returnId}` }).click();
    const dialog = desk.getByRole('alertdialog', { name: `Rembourser ${amount} ?` });
    expect(await dialog.textContent()).toContain('1 unité sera remise en vente.');
    expect(await dialog.textContent()).toContain('frais de retour −5,99');
    await dialog.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await returns.getByRole('status').getByText(`Retour n° ${returnId} remboursé : ${amount}.`).waitFor();
    await returns.getByRole('article', { name: `Retour n° ${returnId} — Remboursé` }).waitFor();
    // Nothing more to press: no second refund.
    expect(await returns.getByRole('button', { name: /^Rembourser/ }).count()).toBe(0);
    await expectNoPageProblems(desk);

    // The customer is told, item by item.
    const refunded = await waitForMail(shop.mailDir, DEMO_CUSTOMER.email, { subject: /Remboursement de votre retour/, after: mailsBefore });
    expect(refunded.text).toContain(`Montant remboursé : ${amount}`);

    // The credit note quotes the invoice and lists exactly the returned item (and the fee kept).
    const after = ((await (await desk.request.get(`/api/admin/returns?order=${order.orderId}`)).json()) as StaffOrderReturns).returns[0]!;
    const creditNoteNumber = after.refund!.creditNoteNumber!;
    await returns.getByText(`Avoir ${creditNoteNumber}`).waitFor();
    const creditNote = (await invoicesFound(desk, creditNoteNumber)).find((invoice) => invoice.number === creditNoteNumber)!;
    const text = await pdfText(desk, `/api/admin/invoices/${creditNote.id}/pdf`);
    expect(text).toContain(`Avoir partiel sur la facture N° ${invoiceNumber}`);
    expect(text).toContain(returned.name);
    expect(text).not.toContain(kept.name);
    expect(text).toContain(`Total TTC -${amount.replace('\u00a0', ' ')}`);

    // The order's page shows the return refunded, with its amount.
    await customer.goto(`/commande/${order.orderId}`);
    const done = main(customer).getByRole('region', { name: 'Vos retours' });
    await done.getByText('Remboursé', { exact: true }).waitFor();
    expect(await done.textContent()).toContain(`Remboursement : ${amount}`);
  });
});
