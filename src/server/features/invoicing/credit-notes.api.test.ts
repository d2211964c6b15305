import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { ciiFacts, embeddedFacturX, en16931Violations } from '../../../../tests/helpers/factur-x';
import { homeAddress, insertOrder } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices, invoiceSequences, orders, settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { InvoicePage, StaffInvoiceSummary } from '../../../domain/invoicing/invoice-lists';
import { parisDay } from '../../../domain/pricing/paris-day';
import { SETTING_KEYS } from '../../../domain/settings';
import { cancelInvoiceInTx, invoicesDir, issueCreditNoteForRefund, liveInvoiceIdOfOrder, type RefundCreditInput } from './issue';
import { lockOrderForInvoicing } from './repo';

/** Credit notes: the partial ones a return's refund issues inside its own transaction, the one that cancels the rest, and Rétablir. */

let t: TestApp;
let administrator: string;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  staffId = (await insertStaff(t.db, 'admin')).id;
  administrator = await signInStaffAs(t.db, staffId);
});
afterAll(() => t?.close());

const admin = (method: 'GET' | 'POST', url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: administrator } });

const frenchDay = (date: Date) => date.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });

async function pdfOf(id: number) {
  const pdf = (await admin('GET', `/invoices/${id}/pdf`)).rawPayload;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text: text.replace(/[\s\u00a0\u202f]+/g, ' '), facts: ciiFacts(await embeddedFacturX(pdf)) };
}

const listed = async (number: string) =>
  (await admin('GET', `/invoices?q=${number}`)).json<InvoicePage<StaffInvoiceSummary>>().items.find((item) => item.number === number);

/**
 * A customer's paid order, billed: a sweat-shirt 59.00 at 20 %, two books 12.00 at 5.5 %,
 * 8.30 off and 6.99 shipping, 81.69 paid (the arithmetic of invoice-amounts.test.ts).
 */
async function billedOrder() {
  const customer = await insertCustomer(t.db);
  const order = await insertOrder(t.db, {
    customerId: customer.id,
    status: 'delivered',
    shippingCents: 699,
    discountCents: 830,
    lines: [
      { name: 'Sweat-shirt Montagne', colorName: 'Forêt', sizeName: 'XL', unitPriceCents: 5900, vatRateBp: 2000, reference: 'SW-MONT' },
      { name: 'Livre Le tricot', colorName: '', sizeName: '', unitPriceCents: 1200, quantity: 2, vatRateBp: 550, reference: 'LIV-01' },
    ],
  });
  const billed = await admin('POST', `/orders/${order.id}/invoice`);
  expect(billed.statusCode, billed.body).toBe(201);
  return { order, customer, invoice: billed.json<{ id: number; number: string }>() };
}

/** As the returns feature does: its own transaction, the order locked, then the PDF once it committed. */
async function refund(input: Omit<RefundCreditInput, 'staffId'>) {
  const issued = await t.db.transaction(async (tx) => {
    await lockOrderForInvoicing(tx, input.orderId);
    return issueCreditNoteForRefund(tx, { ...input, staffId }, { invoicesDir: invoicesDir(t.dataDir) });
  });
  await issued?.writePdf();
  return issued?.creditNote ?? null;
}

describe('a partial credit note for a return', () => {
  it('gives back the returned units, the shipping and keeps the fee as a line; quotes the invoice by number and date; says it was refunded; leaves the invoice live', async () => {
    const { order, customer, invoice } = await billedOrder();
    const [sweat, books] = order.lines;
    const [issued] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));

    // One book back, the shipping given back, a 5.99 fee kept: 10.80 + 6.99 - 5.99 = 11.80 refunded.
    const first = await refund({ orderId: order.id, lines: [{ orderLineId: books!.id, quantity: 1 }], shippingCents: 699, feeCents: 599 });
    expect(first).toMatchObject({
      kind: 'credit_note',
      creditForInvoiceId: invoice.id,
      orderId: order.id,
      customerId: customer.id,
      totalGrossCents: -1180,
    });
    expect(first!.lines.map((l) => [l.description, l.quantity, l.lineGrossCents])).toEqual([
      ['Livre Le tricot', 1, -1200],
      ['Frais de retour', 1, 599],
    ]);
    expect(await liveInvoiceIdOfOrder(t.db, order.id)).toBe(invoice.id);

    const { text, facts } = await pdfOf(first!.id);
    for (const mention of [
      `AVOIR N° ${first!.number}`,
      `Avoir partiel sur la facture N° ${invoice.number} du ${frenchDay(issued!.issuedAt)}`,
      'Livre Le tricot',
      'Frais de retour TTC 5,99 €',
      'Total TTC -11,80 €',
      `Remboursé le ${frenchDay(new Date())} par carte bancaire : 11,80 €. Reste dû : 0,00 €.`,
    ])
      expect(text).toContain(mention);
    expect(text).not.toContain('annulant');
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts).toMatchObject({
      typeCode: '381',
      precedingInvoice: invoice.number,
      precedingInvoiceDate: parisDay(issued!.issuedAt).replaceAll('-', ''),
    });
    expect(facts.totals).toMatchObject({ grand: 1180, prepaid: 1180, due: 0 });
    expect(facts.lines.map((line) => [line.name, line.quantity, line.priceCents, line.cents])).toEqual([
      ['Livre Le tricot', '1', 1137, 1137],
      ['Frais de retour', '-1', 499, -499],
    ]);

    // The sweat-shirt next: a second credit note, quoting the first (one per quoted row), correcting the same invoice.
    const second = await refund({ orderId: order.id, lines: [{ orderLineId: sweat!.id, quantity: 1 }], shippingCents: 0, feeCents: 0 });
    expect(second).toMatchObject({ creditForInvoiceId: first!.id, totalGrossCents: -5310 });
    expect((await pdfOf(second!.id)).facts.precedingInvoice).toBe(invoice.number);

    // The desk lists each with the invoice it partly refunds; the invoice stays live, not cancelled.
    expect(await listed(first!.number)).toMatchObject({ kind: 'credit_note', partial: true, relatedNumber: invoice.number, totalCents: -1180 });
    expect(await listed(second!.number)).toMatchObject({ partial: true, relatedNumber: invoice.number });
    expect(await listed(invoice.number)).toMatchObject({ cancelled: false, relatedNumber: null, partial: false });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/store/invoices', headers: { cookie: await signInAs(t.db, customer.id) } })
    ).json<InvoicePage>();
    expect(mine.items.map((item) => [item.number, item.partial, item.relatedNumber])).toEqual([
      [second!.number, true, invoice.number],
      [first!.number, true, invoice.number],
      [invoice.number, false, null],
    ]);

    // Annuler on the desk gives back only what is left (the last book, at its part of the discount, and the fee kept), so all adds up to zero.
    const cancel = await admin('POST', `/invoices/${invoice.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(201);
    const rest = cancel.json<{ id: number; number: string }>();
    const chain = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(chain.reduce((sum, row) => sum + row.totalGrossCents, 0)).toBe(0);
    expect(chain.reduce((sum, row) => sum + row.totalVatCents, 0)).toBe(0);
    expect(await listed(invoice.number)).toMatchObject({ cancelled: true, relatedNumber: rest.number });
    expect(await listed(rest.number)).toMatchObject({ partial: false, relatedNumber: invoice.number });
    expect(await listed(first!.number)).toMatchObject({ partial: true });
    const restPdf = await pdfOf(rest.id);
    expect(restPdf.text).toContain(`Avoir annulant la facture N° ${invoice.number}`);
    expect(en16931Violations(restPdf.facts)).toEqual([]);

    // And Rétablir would bill again the units refunded: refused.
    const restore = await admin('POST', `/invoices/${invoice.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error).toMatchObject({
      code: 'partly_credited',
      message: 'Des articles de cette facture ont été remboursés par un avoir : elle ne peut pas être rétablie telle quelle.',
    });
  });

  it('refuses more units than the invoice still bills, with a clear message, and writes nothing; answers null for an order without a live invoice', async () => {
    const { order } = await billedOrder();
    const books = order.lines[1]!;
    await refund({ orderId: order.id, lines: [{ orderLineId: books.id, quantity: 2 }], shippingCents: 0, feeCents: 0 });
    const count = (await t.db.select().from(invoices)).length;
    const error = await refund({ orderId: order.id, lines: [{ orderLineId: books.id, quantity: 1 }], shippingCents: 0, feeCents: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 409, code: 'credit_quantity_too_high' });
    expect((await t.db.select().from(invoices)).length).toBe(count);

    const unbilled = await insertOrder(t.db, { status: 'delivered' });
    expect(
      await refund({ orderId: unbilled.id, lines: [{ orderLineId: unbilled.lines[0]!.id, quantity: 1 }], shippingCents: 0, feeCents: 0 }),
    ).toBeNull();
  });

  it('rolls back with the caller’s transaction: no credit note, no number taken', async () => {
    const { order } = await billedOrder();
    const [before] = await t.db.select().from(invoiceSequences);
    await expect(
      t.db.transaction(async (tx) => {
        await issueCreditNoteForRefund(
          tx,
          { orderId: order.id, lines: [{ orderLineId: order.lines[0]!.id, quantity: 1 }], shippingCents: 0, feeCents: 0, staffId },
          { invoicesDir: invoicesDir(t.dataDir) },
        );
        throw new Error('the provider refused the refund');
      }),
    ).rejects.toThrow('refused');
    expect((await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).length).toBe(1);
    expect((await t.db.select().from(invoiceSequences))[0]).toEqual(before);
  });

  it('cannot be made from a typed invoice attached to the order: its lines are not the order’s', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices',
      headers: { cookie: administrator },
      payload: {
        customer: homeAddress,
        orderNumber: order.number,
        lines: [{ description: 'Forfait', quantity: 1, unitPriceCents: order.totalCents }],
      },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const error = await refund({ orderId: order.id, lines: [{ orderLineId: order.lines[0]!.id, quantity: 1 }], shippingCents: 0, feeCents: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 409, code: 'invoice_lines_differ' });
  });
});

describe('cancelling inside the caller’s transaction', () => {
  it('an order cancelled in the same transaction: the credit note says it was refunded, nothing left due', async () => {
    const { order, invoice } = await billedOrder();
    const issued = await t.db.transaction(async (tx) => {
      await lockOrderForInvoicing(tx, order.id);
      await tx.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.id, order.id));
      return cancelInvoiceInTx(tx, (await liveInvoiceIdOfOrder(tx, order.id))!, { staffId, invoicesDir: invoicesDir(t.dataDir) });
    });
    await issued.writePdf();
    expect(issued.creditNote).toMatchObject({ creditForInvoiceId: invoice.id, totalGrossCents: -order.totalCents, paymentMeans: 'card' });
    const { text, facts } = await pdfOf(issued.creditNote.id);
    expect(text).toContain('Remboursé le');
    expect(text).toContain('Reste dû : 0,00 €');
    expect(facts.totals).toMatchObject({ grand: order.totalCents, due: 0 });
    expect(await liveInvoiceIdOfOrder(t.db, order.id)).toBeNull();
  });
});

describe('Rétablir never bills a refunded order again', () => {
  it('refuses, with a clear message, for an order cancelled or refunded in full, and issues nothing', async () => {
    for (const [change, code, message] of [
      [{ status: 'cancelled' as const }, 'order_cancelled', 'Cette commande est annulée : elle ne peut pas être facturée.'],
      [{ refundedCents: 8169 }, 'order_refunded', 'Cette commande a été remboursée en totalité : elle ne peut pas être facturée.'],
    ] as const) {
      const { order, invoice } = await billedOrder();
      expect((await admin('POST', `/invoices/${invoice.id}/cancel`)).statusCode).toBe(201);
      await t.db.update(orders).set(change).where(eq(orders.id, order.id));
      const count = (await t.db.select().from(invoices)).length;
      const restore = await admin('POST', `/invoices/${invoice.id}/restore`);
      expect(restore.statusCode).toBe(409);
      expect(restore.json().error).toMatchObject({ code, message });
      expect((await t.db.select().from(invoices)).length).toBe(count);
    }
  });

  it('still restores an order partly refunded whose invoice no return credited', async () => {
    const { order, invoice } = await billedOrder();
    await admin('POST', `/invoices/${invoice.id}/cancel`);
    await t.db.update(orders).set({ refundedCents: 100 }).where(eq(orders.id, order.id));
    expect((await admin('POST', `/invoices/${invoice.id}/restore`)).statusCode).toBe(201);
  });
});
