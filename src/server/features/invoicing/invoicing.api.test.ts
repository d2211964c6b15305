import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/helpers/database';
import { homeAddress, insertOrder } from '../../../../tests/helpers/orders';
import { API_TEST_MS } from '../../../../tests/timeouts';
import type { Database, DatabaseHandle } from '../../../db/client';
import { invoiceLines, invoices, invoiceSequences, payments, settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import { SETTING_KEYS } from '../../../domain/settings';
import { HttpError } from '../../errors';
import { cancelInvoice, issueInvoiceForOrder, issueManualInvoice, restoreInvoice, type IssueOptions } from './issue';
import { invoicePdfPath } from './invoice-file';
import { takeInvoiceNumber } from './numbering';

let handle: DatabaseHandle;
let db: Database;
let dir: string;
let options: IssueOptions;

// 14 March 2026 at 10:00 in Paris.
const NOW = new Date('2026-03-14T09:00:00Z');
/** 50 invoices, each a PDF rendered and written: twice an API test's bound. */
const FIFTY_INVOICES_MS = 2 * API_TEST_MS;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  dir = await mkdtemp(path.join(tmpdir(), 'atelier-invoices-'));
  options = { staffId: null, invoicesDir: path.join(dir, 'invoices'), now: NOW };
  await db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
});

afterAll(async () => {
  await handle?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The PDF's text on one line: no-break spaces of French amounts made plain (so "1 234,56 €" reads as typed), wrapped lines joined. */
async function pdfText(fileName: string | null): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path.join(options.invoicesDir, fileName!))));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** A typed invoice for no order of the shop (`orderNumber` names an order, whose billing e-mail is the buyer's here). */
const manualInput = (orderNumber = '') => ({
  customer: { ...homeAddress, country: 'FR' },
  orderNumber,
  lines: [{ description: 'Tote bag Canut', quantity: 1, unitPriceCents: 1500 }],
});

async function expectRefusal(promise: Promise<unknown>, status: number, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: status, code });
}

describe('invoice numbers', () => {
  it(
    '50 invoices issued at once get F-2026-000001 to 000050: no gap, no duplicate',
    async () => {
      await db.delete(invoiceSequences);
      const issued = await Promise.all(Array.from({ length: 50 }, () => issueManualInvoice(db, manualInput(), options)));
      const sequences = issued.map((invoice) => invoice.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(50);
      expect(issued.map((invoice) => invoice.number)).toContain('F-2026-000050');
    },
    FIFTY_INVOICES_MS,
  );

  it('a rolled-back issue does not use its number', async () => {
    const before = (await db.select().from(invoiceSequences).where(eq(invoiceSequences.year, 2026)))[0]!.lastNumber;
    await expect(
      db.transaction(async (tx) => {
        await takeInvoiceNumber(tx, NOW);
        throw new Error('the invoice could not be written');
      }),
    ).rejects.toThrow('could not be written');
    const next = await issueManualInvoice(db, manualInput(), options);
    expect(next.sequence).toBe(before + 1);
  });

  it('an invoice whose PDF could not be written stays issued, says so, and its PDF is made from the stored rows when first asked for', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, '');
    const answered = await issueManualInvoice(db, manualInput(), { ...options, invoicesDir: blocked });
    expect(answered.pdfStored).toBe(false);
    const [issued] = await db.select().from(invoices).orderBy(desc(invoices.id)).limit(1);
    expect(issued!.id).toBe(answered.id);
    const file = await invoicePdfPath(db, issued!.id, options.invoicesDir);
    expect(file).toBe(path.join(options.invoicesDir, issued!.fileName!));
    expect(await pdfText(issued!.fileName)).toContain(`FACTURE N° ${issued!.number}`);
    expect(await invoicePdfPath(db, 999_999, options.invoicesDir)).toBeNull();
  });

  it('starts again at 1 in a new year (Europe/Paris): 31 December 23:30 UTC is already next year', async () => {
    const invoice = await issueManualInvoice(db, manualInput(), { ...options, now: new Date('2026-12-31T23:30:00Z') });
    expect(invoice.number).toBe('F-2027-000001');
  });
});

/** A paid order with two VAT rates, a 10 % code and shipping (see invoice-amounts.test.ts for the arithmetic). */
async function paidMixedOrder() {
  const order = await insertOrder(db, {
    createdAt: new Date('2026-03-10T15:00:00Z'),
    delivery: { line1: '3 place Bellecour', line2: '', zip: '69002', city: 'Lyon', firstName: 'Louis' },
    billing: { lastName: 'Lefèvre-Œuvray' },
    shippingCents: 699,
    discountCents: 830,
    promoCode: 'PRINTEMPS',
    lines: [
      {
        name: 'Sweat-shirt Montagne en molleton épais tricoté à Troyes, édition limitée',
        colorName: 'Forêt',
        sizeName: 'XL',
        unitPriceCents: 5900,
        vatRateBp: 2000,
        reference: 'SW-MONT',
      },
      { name: 'Livre Le tricot', colorName: '', sizeName: '', unitPriceCents: 1200, quantity: 2, vatRateBp: 550, reference: 'LIV-01' },
    ],
  });
  await db
    .insert(payments)
    .values({ orderId: order.id, provider: 'test', providerRef: `test_${order.id}`, status: 'succeeded', amountCents: order.totalCents });
  return order;
}

describe('invoicing a paid order', () => {
  it('totals what the customer paid, with VAT per rate, and prints every mandatory mention', async () => {
    const order = await paidMixedOrder();
    const invoice = await issueInvoiceForOrder(db, order.id, { ...options, staffId: null });
    expect(order.totalCents).toBe(8169);
    expect(invoice).toMatchObject({ totalGrossCents: 8169, totalNetCents: 7055, totalVatCents: 1114, discountCents: 830, shippingCents: 699 });
    expect(invoice).toMatchObject({ orderNumber: order.number, soldOn: '2026-03-10', paidOn: '2026-03-10', paymentMeans: 'card', kind: 'invoice' });
    expect(invoice.lines[0]!.description).toHaveLength(65);
    expect(invoice.lines[0]!.description.endsWith('…')).toBe(true);

    const text = await pdfText(invoice.fileName);
    for (const mention of [
      `FACTURE N° ${invoice.number}`,
      'Atelier Lumière',
      'SAS au capital de 20 000 €',
      '14 rue des Canuts',
      '69004 Lyon',
      'SIREN 912 345 675',
      'RCS Lyon 912 345 675',
      'N° TVA intracommunautaire : FR65912345675',
      'Camille Lefèvre-Œuvray',
      '27 rue de la République',
      'Louis Durand',
      '3 place Bellecour',
      // Stored as typed (0612345678), printed in pairs of digits.
      '06 12 34 56 78',
      'Date d’émission : 14/03/2026',
      'Date de la vente : 10/03/2026',
      `Commande N° ${order.number}`,
      invoice.lines[0]!.description,
      '49,17 €', // 59.00 / 1.2
      '11,37 €', // 12.00 / 1.055
      '5,5 %',
      '20 %',
      'Remise TTC',
      '-8,30 €',
      'Livraison TTC',
      '6,99 €',
      'Base HT à 20 %',
      '50,08 €',
      'TVA à 20 %',
      '10,01 €',
      'Base HT à 5,5 %',
      '20,47 €',
      'TVA à 5,5 %',
      '1,13 €',
      'Total HT',
      '70,55 €',
      'Total TVA',
      '11,14 €',
      'Total TTC',
      '81,69 €',
      'Payée le 10/03/2026 par carte bancaire.',
    ])
      expect(text).toContain(mention);
    const raw = await readFile(path.join(options.invoicesDir, invoice.fileName!), 'latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    // PDF/A identification in the XMP metadata: part 3, conformance B.
    expect(raw).toMatch(/pdfaid:part>3</);
    expect(raw).toMatch(/pdfaid:conformance>B</);
  });

  it('writes thousands the French way: 1 234,56 €', async () => {
    const order = await insertOrder(db, { shippingCents: 0, lines: [{ unitPriceCents: 123_456, vatRateBp: 2000 }] });
    const invoice = await issueInvoiceForOrder(db, order.id, options);
    const text = await pdfText(invoice.fileName);
    expect(text).toContain('Total TTC 1 234,56 €');
    // Paid (the order has no payment row, as the demo's orders): it says when and how, not "on receipt".
    expect(text).toContain(`Payée le ${order.createdAt.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })} par carte bancaire.`);
    expect(text).not.toContain('Paiement à réception');
  });

  it('prints each line so that quantity x unit price without VAT is the line’s amount: 2 x 74,17 € = 148,34 €', async () => {
    const order = await insertOrder(db, { shippingCents: 0, lines: [{ unitPriceCents: 8900, quantity: 2, vatRateBp: 2000 }] });
    const invoice = await issueInvoiceForOrder(db, order.id, options);
    expect(invoice.lines[0]).toMatchObject({ quantity: 2, unitNetCents: 7417, lineNetCents: 14834 });
    // What VAT is charged on is still worked back from what was paid: 178.00 / 1.2 = 148.33.
    expect(invoice).toMatchObject({ totalGrossCents: 17800, totalNetCents: 14833, totalVatCents: 2967 });
    expect(await pdfText(invoice.fileName)).toMatch(/2 74,17 € 20 % 148,34 €/);
  });

  it('bills an order once; refuses an order not paid, cancelled or unknown', async () => {
    const order = await paidMixedOrder();
    await issueInvoiceForOrder(db, order.id, options);
    await expectRefusal(issueInvoiceForOrder(db, order.id, options), 409, 'already_invoiced');
    const twice = await Promise.allSettled([
      paidMixedOrder().then((o) => Promise.allSettled([1, 2].map(() => issueInvoiceForOrder(db, o.id, options)))),
    ]);
    const attempts = (twice[0] as PromiseFulfilledResult<PromiseSettledResult<unknown>[]>).value;
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    await expectRefusal(issueInvoiceForOrder(db, (await insertOrder(db, { status: 'awaiting_payment' })).id, options), 409, 'order_not_paid');
    await expectRefusal(issueInvoiceForOrder(db, (await insertOrder(db, { status: 'cancelled' })).id, options), 409, 'order_cancelled');
    await expectRefusal(issueInvoiceForOrder(db, 999_999, options), 404, 'order_not_found');
  });
});

describe('cancelling an invoice', () => {
  it('issues a credit note with the next number that quotes the invoice, marks it cancelled, and lets the order be billed again', async () => {
    const order = await paidMixedOrder();
    const invoice = await issueInvoiceForOrder(db, order.id, options);
    const credit = await cancelInvoice(db, invoice.id, options);
    expect(credit).toMatchObject({ kind: 'credit_note', creditForInvoiceId: invoice.id, sequence: invoice.sequence + 1, orderId: order.id });
    expect(credit).toMatchObject({ totalGrossCents: -8169, totalNetCents: -7055, totalVatCents: -1114 });
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.cancelledAt).toEqual(NOW);
    expect(stored!.totalGrossCents).toBe(8169);

    const text = await pdfText(credit.fileName);
    for (const mention of [
      `AVOIR N° ${credit.number}`,
      // The invoice it cancels, by number and date.
      `Avoir annulant la facture N° ${invoice.number} du 14/03/2026`,
      'SIREN 912 345 675',
      'Camille Lefèvre-Œuvray',
      '-49,17 €',
      'Total TTC',
      '-81,69 €',
      '-10,01 €',
    ])
      expect(text).toContain(mention);

    await expectRefusal(cancelInvoice(db, invoice.id, options), 409, 'already_cancelled');
    await expectRefusal(cancelInvoice(db, credit.id, options), 409, 'credit_note_not_cancellable');
    const again = await issueInvoiceForOrder(db, order.id, options);
    expect(again.sequence).toBe(credit.sequence + 1);
  });

  it('"Rétablir" issues a new invoice with the same amounts, once; the cancelled one stays cancelled', async () => {
    const invoice = await issueManualInvoice(db, manualInput(), options);
    await cancelInvoice(db, invoice.id, options);
    const restored = await restoreInvoice(db, invoice.id, options);
    expect(restored).toMatchObject({ kind: 'invoice', totalGrossCents: invoice.totalGrossCents, orderNumber: null, cancelledAt: null });
    expect(restored.number).not.toBe(invoice.number);
    expect(restored.restoredFromInvoiceId).toBe(invoice.id);
    await expectRefusal(restoreInvoice(db, restored.id, options), 409, 'already_invoiced');
    // Once only, though it has no order to say it is billed again.
    await expectRefusal(restoreInvoice(db, invoice.id, options), 409, 'already_restored');
  });
});

describe('an issued invoice', () => {
  it('can be neither changed nor deleted, by any code path', async () => {
    const invoice = await issueManualInvoice(db, manualInput(), options);
    await expect(db.update(invoices).set({ totalGrossCents: 1 }).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(db.update(invoices).set({ number: 'F-2026-999999' }).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(db.update(invoiceLines).set({ quantity: 9 }).where(eq(invoiceLines.invoiceId, invoice.id))).rejects.toThrow();
    await expect(db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id))).rejects.toThrow();
    // Its marks may change: sent, hidden by the customer.
    await db.update(invoices).set({ sentAt: NOW, hiddenByCustomerAt: NOW }).where(eq(invoices.id, invoice.id));
    const [row] = await db.select({ total: invoices.totalGrossCents }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.total).toBe(1500);
  });

  it('a manual invoice from the form: prices VAT included, a fixed discount and shipping, for no order of the shop', async () => {
    const invoice = await issueManualInvoice(
      db,
      {
        ...manualInput(),
        lines: [
          { description: 'T-shirt Canut', quantity: 1, unitPriceCents: 2990, vatRateBp: 2000 },
          { description: 'Carte brodée', quantity: 1, unitPriceCents: 1500, vatRateBp: 550 },
        ],
        discount: { type: 'fixed', value: 1000 },
        paymentMeans: 'transfer',
        paidOn: '2026-03-12',
      },
      options,
    );
    // 29.90 + 15.00 - 10.00 = 34.90 (see invoice-amounts.test.ts: 19.37 + 3.87 at 20 %, 11.05 + 0.61 at 5.5 %).
    expect(invoice).toMatchObject({
      orderId: null,
      orderNumber: null,
      customerId: null,
      totalGrossCents: 3490,
      totalNetCents: 3042,
      totalVatCents: 448,
    });
    const text = await pdfText(invoice.fileName);
    expect(text).not.toContain('Commande N°');
    expect(text).toContain('Payée le 12/03/2026 par virement.');
    expect(text).toContain('Carte brodée');
  });

  it('refuses a manual invoice for an order that already has one, naming the field', async () => {
    const order = await paidMixedOrder();
    await issueInvoiceForOrder(db, order.id, options);
    const error = await issueManualInvoice(db, manualInput(order.number), options).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 409, code: 'already_invoiced', field: 'orderNumber' });
    const billed = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderNumber, order.number));
    expect(billed).toHaveLength(1);
  });
});
