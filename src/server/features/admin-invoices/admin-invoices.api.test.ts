import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { ciiFacts, embeddedFacturX, en16931Violations } from '../../../../tests/helpers/factur-x';
import { startMailDelivery, type MailDelivery } from '../../../../tests/helpers/mail-delivery';
import { homeAddress, insertOrder } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices, mailOutbox, payments, settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { InvoicePage, StaffInvoiceSummary } from '../../../domain/invoicing/invoice-lists';
import type { StaffOrderDetail, StaffOrderPage } from '../../../domain/orders/staff-orders';
import { SETTING_KEYS } from '../../../domain/settings';
import { eventually } from '../../../../tests/helpers/wait';

let t: TestApp;
let collaborator: string;
let administrator: string;
let delivery: MailDelivery;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  delivery = await startMailDelivery(t.db);
});
afterAll(async () => {
  await delivery?.stop();
  await t?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const list = async (query = ''): Promise<InvoicePage<StaffInvoiceSummary>> => {
  const response = await call(collaborator, 'GET', `/invoices?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const listed = async (number: string) => (await list(`q=${number}`)).items.find((item) => item.number === number);

const bill = async (orderId: number, cookie = collaborator) => {
  const response = await call(cookie, 'POST', `/orders/${orderId}/invoice`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; number: string; kind: string }>();
};

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

const invoiceRows = () => t.db.select().from(invoices);

describe('Facturer', () => {
  it('a collaborator bills a paid order; the orders desk then says it is invoiced, and a second Facturer answers "Déjà facturé"', async () => {
    const order = await insertOrder(t.db, { status: 'processing', billing: { lastName: 'Facturée' } });
    const before = (await call(collaborator, 'GET', '/orders?q=factur%C3%A9e')).json<StaffOrderPage>();
    expect(before.items[0]).toMatchObject({ number: order.number, invoiced: false });

    const invoice = await bill(order.id);
    expect(invoice.number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(invoice.kind).toBe('invoice');
    const after = (await call(collaborator, 'GET', '/orders?q=factur%C3%A9e')).json<StaffOrderPage>();
    expect(after.items[0]).toMatchObject({ number: order.number, invoiced: true });
    expect((await call(collaborator, 'GET', `/orders/${order.id}`)).json<StaffOrderDetail>().invoiced).toBe(true);

    const again = await call(collaborator, 'POST', `/orders/${order.id}/invoice`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'already_invoiced', message: 'Déjà facturé' } });
    expect((await invoiceRows()).filter((row) => row.orderId === order.id)).toHaveLength(1);
  });

  it('refuses an order not paid yet or cancelled, in the staff member’s language, and issues nothing', async () => {
    const unpaid = await insertOrder(t.db, { status: 'awaiting_payment' });
    const cancelled = await insertOrder(t.db, { status: 'cancelled' });
    const count = (await invoiceRows()).length;
    const first = await call(collaborator, 'POST', `/orders/${unpaid.id}/invoice`);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.message).toBe('Cette commande n’est pas payée : elle ne peut pas encore être facturée.');
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled.id}/invoice?lang=en`,
      headers: { cookie: collaborator },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('This order is cancelled: it cannot be invoiced.');
    expect((await call(collaborator, 'POST', '/orders/999999/invoice')).statusCode).toBe(404);
    expect((await call(collaborator, 'POST', '/orders/abc/invoice')).statusCode).toBe(400);
    expect(await invoiceRows()).toHaveLength(count);
  });

  it('a customer’s session is no staff session: 401, and nothing is billed', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    const customer = await signInAs(t.db, (await insertCustomer(t.db)).id);
    expect((await call(customer, 'POST', `/orders/${order.id}/invoice`)).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/invoices')).statusCode).toBe(401);
    expect((await invoiceRows()).filter((row) => row.orderId === order.id)).toHaveLength(0);
  });
});

describe('the invoice list', () => {
  it('shows number, date, amount and customer, 10 a page with more to load, searched and sorted', async () => {
    const placed = [];
    for (let i = 0; i < 11; i++)
      placed.push(await insertOrder(t.db, { status: 'processing', billing: { lastName: 'Listée' }, shippingCents: 100 * (i + 1) }));
    const issued = [];
    for (const order of placed) issued.push(await bill(order.id));

    const first = await list('q=list%C3%A9e');
    expect(first.total).toBe(11);
    expect(first.hasMore).toBe(true);
    // Newest first.
    expect(first.items.map((item) => item.number)).toEqual(
      issued
        .map((invoice) => invoice.number)
        .reverse()
        .slice(0, 10),
    );
    expect(first.items[0]).toMatchObject({
      customerName: 'Camille Listée',
      email: homeAddress.email,
      orderNumber: placed.at(-1)!.number,
      orderId: placed.at(-1)!.id,
      totalCents: placed.at(-1)!.totalCents,
      kind: 'invoice',
      cancelled: false,
      sent: false,
      relatedNumber: null,
    });
    const second = await list('q=list%C3%A9e&page=2');
    expect(second.items.map((item) => item.number)).toEqual([issued[0]!.number]);
    expect(second.hasMore).toBe(false);

    const cheapest = await list('q=list%C3%A9e&sort=amount&dir=asc');
    expect(cheapest.items[0]!.number).toBe(issued[0]!.number);
    // By order number and by invoice number.
    expect((await list(`q=${placed[3]!.number}`)).items.map((item) => item.number)).toEqual([issued[3]!.number]);
    expect((await list(`q=${issued[5]!.number}`)).items.map((item) => item.number)).toEqual([issued[5]!.number]);
  });

  it('refuses a bad sort with a 400 naming the field', async () => {
    const response = await call(collaborator, 'GET', '/invoices?sort=colour');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('sort');
  });
});

describe('the PDF', () => {
  it('is served to staff as application/pdf, the stored file with the invoice’s number and mentions', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    const invoice = await bill(order.id);
    const response = await call(collaborator, 'GET', `/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`FACTURE N° ${invoice.number}`);
    expect(text).toContain(order.number);
    // Made once at issue: the same bytes every time.
    expect((await call(administrator, 'GET', `/invoices/${invoice.id}/pdf`)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers 404 for an unknown invoice and 401 to a customer’s session', async () => {
    expect((await call(collaborator, 'GET', '/invoices/999999/pdf')).statusCode).toBe(404);
    const customer = await signInAs(t.db, (await insertCustomer(t.db)).id);
    expect((await call(customer, 'GET', '/invoices/1/pdf')).statusCode).toBe(401);
  });
});

describe('the Factur-X XML in the PDF', () => {
  it('states the invoice in EN 16931 CII (number, total paid, VAT per rate, sums that hold), and its credit note as type 381 with positive amounts', async () => {
    const order = await insertOrder(t.db, {
      status: 'processing',
      shippingCents: 699,
      discountCents: 830,
      lines: [
        { name: 'Sweat-shirt Montagne', unitPriceCents: 5900, vatRateBp: 2000 },
        { name: 'Livre Le tricot', unitPriceCents: 1200, quantity: 2, vatRateBp: 550 },
      ],
    });
    await t.db
      .insert(payments)
      .values({ orderId: order.id, provider: 'test', providerRef: `test_${order.id}`, status: 'succeeded', amountCents: order.totalCents });
    const invoice = await bill(order.id);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const pdf = (await call(collaborator, 'GET', `/invoices/${invoice.id}/pdf`)).rawPayload;

    const facts = ciiFacts(await embeddedFacturX(pdf));
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts).toMatchObject({ guideline: 'urn:cen.eu:en16931:2017', number: invoice.number, typeCode: '380', currency: 'EUR' });
    expect(facts.seller).toEqual({ name: 'Atelier Lumière', siren: '912345675', vatNumber: 'FR65912345675', country: 'FR' });
    expect(facts.lines.map((line) => line.name)).toEqual(['Sweat-shirt Montagne – Marine – M', 'Livre Le tricot – Marine – M']);
    // What the customer paid, to the cent, already paid by card.
    expect(row!.totalGrossCents).toBe(order.totalCents);
    expect(facts.totals).toMatchObject({
      grand: order.totalCents,
      taxBasis: row!.totalNetCents,
      tax: row!.totalVatCents,
      prepaid: order.totalCents,
      due: 0,
    });
    expect(facts.paymentMeans).toBe('48');
    expect(facts.vat).toEqual(
      row!.vatBreakdown.map((rate) => ({ category: 'S', rate: String(rate.vatRateBp / 100), basisCents: rate.netCents, cents: rate.vatCents })),
    );
    // A PDF/A-3 whose XMP metadata names the Factur-X attachment and profile, and still prints every mention.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(raw).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
    expect(raw).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(await pdfText(pdf)).toContain(`FACTURE N° ${invoice.number}`);

    const credit = (await call(administrator, 'POST', `/invoices/${invoice.id}/cancel`)).json<{ id: number; number: string }>();
    const creditFacts = ciiFacts(await embeddedFacturX((await call(collaborator, 'GET', `/invoices/${credit.id}/pdf`)).rawPayload));
    expect(en16931Violations(creditFacts)).toEqual([]);
    expect(creditFacts).toMatchObject({ number: credit.number, typeCode: '381' });
    expect(creditFacts.notes[0]).toContain(`Avoir annulant la facture N° ${invoice.number}`);
    // Stored negated, stated positive: the whole amount is due back to the customer.
    expect(creditFacts.totals).toMatchObject({ grand: order.totalCents, due: order.totalCents });
    expect(creditFacts.vat).toEqual(facts.vat);
    expect(creditFacts.lines).toEqual(facts.lines);
  });
});

describe('Annuler and Rétablir (administrators)', () => {
  it('a collaborator gets 403 and nothing changes; an administrator’s Annuler issues the credit note quoting the invoice', async () => {
    const order = await insertOrder(t.db, { status: 'processing', billing: { lastName: 'Annulée' } });
    const invoice = await bill(order.id);
    const count = (await invoiceRows()).length;

    const refused = await call(collaborator, 'POST', `/invoices/${invoice.id}/cancel`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Cette action est réservée aux administrateurs.');
    expect(await invoiceRows()).toHaveLength(count);
    expect((await listed(invoice.number))!.cancelled).toBe(false);

    const cancel = await call(administrator, 'POST', `/invoices/${invoice.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(201);
    const credit = cancel.json<{ id: number; number: string; kind: string }>();
    expect(credit.kind).toBe('credit_note');
    expect(await listed(invoice.number)).toMatchObject({ cancelled: true, relatedNumber: credit.number });
    expect(await listed(credit.number)).toMatchObject({ kind: 'credit_note', totalCents: -order.totalCents, relatedNumber: invoice.number });
    const creditPdf = await pdfText((await call(collaborator, 'GET', `/invoices/${credit.id}/pdf`)).rawPayload);
    expect(creditPdf).toContain(invoice.number);
    // The order may be billed again, and Annuler twice is refused.
    expect((await call(collaborator, 'GET', `/orders/${order.id}`)).json<StaffOrderDetail>().invoiced).toBe(false);
    expect((await call(administrator, 'POST', `/invoices/${invoice.id}/cancel`)).statusCode).toBe(409);

    expect((await call(collaborator, 'POST', `/invoices/${invoice.id}/restore`)).statusCode).toBe(403);
    const restore = await call(administrator, 'POST', `/invoices/${invoice.id}/restore`);
    expect(restore.statusCode, restore.body).toBe(201);
    const restored = restore.json<{ number: string; kind: string }>();
    expect(restored.kind).toBe('invoice');
    expect(restored.number).not.toBe(invoice.number);
    expect(await listed(restored.number)).toMatchObject({ cancelled: false, totalCents: order.totalCents, orderNumber: order.number });
    expect((await call(collaborator, 'GET', `/orders/${order.id}`)).json<StaffOrderDetail>().invoiced).toBe(true);
  });
});

describe('Rétablir, once', () => {
  it('a cancelled invoice without an order is restored once: a second Rétablir, even at the same moment, answers 409 and issues nothing; the database holds the rule too', async () => {
    const typed = await call(administrator, 'POST', '/invoices', {
      customer: { ...homeAddress, lastName: 'Rétablie' },
      lines: [{ description: 'Atelier de broderie', quantity: 2, unitPriceCents: 3500 }],
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const invoice = typed.json<{ id: number; number: string }>();
    expect((await call(administrator, 'POST', `/invoices/${invoice.id}/cancel`)).statusCode).toBe(201);
    expect(await listed(invoice.number)).toMatchObject({ cancelled: true, restoredBy: null });
    const count = (await invoiceRows()).length;

    // Two presses at once: the cancelled invoice's lock makes the second wait for the first, then refuses it.
    const [first, second] = await Promise.all([
      call(administrator, 'POST', `/invoices/${invoice.id}/restore`),
      call(administrator, 'POST', `/invoices/${invoice.id}/restore`),
    ]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const [won, lost] = first!.statusCode === 201 ? [first!, second!] : [second!, first!];
    expect(lost.json()).toMatchObject({ error: { code: 'already_restored', message: 'Déjà facturé' } });
    const restored = won.json<{ number: string }>();

    const later = await call(administrator, 'POST', `/invoices/${invoice.id}/restore`);
    expect(later.statusCode).toBe(409);
    expect(later.json().error.code).toBe('already_restored');
    const live = (await invoiceRows()).filter(
      (row) => row.billingAddress.lastName === 'Rétablie' && row.kind === 'invoice' && row.cancelledAt === null,
    );
    expect(live.map((row) => row.number)).toEqual([restored.number]);
    expect(await invoiceRows()).toHaveLength(count + 1);
    // The list names the invoice that restored it, so the desk offers Rétablir no more.
    expect(await listed(invoice.number)).toMatchObject({ cancelled: true, restoredBy: restored.number });
    expect(await listed(restored.number)).toMatchObject({ cancelled: false, restoredBy: null, totalCents: 7000 });

    // The database holds the rule whatever the code path: the link is part of what was issued
    // (never changed), and no second invoice can restore the same one.
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, restored.number));
    expect(row!.restoredFromInvoiceId).toBe(invoice.id);
    await expect(t.db.update(invoices).set({ restoredFromInvoiceId: null }).where(eq(invoices.id, row!.id))).rejects.toThrow();
    const { id: _id, number: _number, sequence, ...copy } = row!;
    const twice = await t.db
      .insert(invoices)
      .values({ ...copy, number: 'F-1999-000001', year: 1999, sequence })
      .catch((error: unknown) => error);
    expect((twice as { cause?: { constraint?: string } }).cause?.constraint).toBe('invoices_one_restore');
  });
});

describe('Envoyer', () => {
  it('mails the PDF to the billing address over SMTP; the list then says it was sent; a cancelled invoice is not sent', async () => {
    const order = await insertOrder(t.db, { status: 'processing', billing: { email: 'lea.envoi@exemple.fr', firstName: 'Léa' } });
    const invoice = await bill(order.id);
    const pdf = (await call(collaborator, 'GET', `/invoices/${invoice.id}/pdf`)).rawPayload;

    const sent = await call(collaborator, 'POST', `/invoices/${invoice.id}/send`);
    expect(sent.statusCode, sent.body).toBe(204);
    await eventually(() => expect(delivery.mailbox.to('lea.envoi@exemple.fr')).toHaveLength(1));
    const [mail] = delivery.mailbox.to('lea.envoi@exemple.fr');
    expect(mail!.subject).toContain(`Votre facture ${invoice.number}`);
    expect(mail!.text).toContain('Bonjour Léa,');
    expect(mail!.attachments).toHaveLength(1);
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    expect(attachment!.content.equals(pdf)).toBe(true);
    expect((await listed(invoice.number))!.sent).toBe(true);

    // "Envoyer à nouveau" sends it again.
    expect((await call(collaborator, 'POST', `/invoices/${invoice.id}/send`)).statusCode).toBe(204);
    await eventually(() => expect(delivery.mailbox.to('lea.envoi@exemple.fr')).toHaveLength(2));

    await call(administrator, 'POST', `/invoices/${invoice.id}/cancel`);
    const refused = await call(collaborator, 'POST', `/invoices/${invoice.id}/send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Cette facture est annulée : elle ne peut plus être envoyée.');
    // A send queues its mail before it answers: nothing was queued, so nothing more will arrive.
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, 'lea.envoi@exemple.fr'))).toBe(2);
    expect(delivery.mailbox.to('lea.envoi@exemple.fr')).toHaveLength(2);
    expect((await call(collaborator, 'POST', '/invoices/999999/send')).statusCode).toBe(404);
  });
});

describe('the creation form’s endpoint (administrators)', () => {
  const form = {
    customer: { ...homeAddress, lastName: 'Manuelle' },
    orderNumber: '',
    lines: [{ description: 'Retouche sur mesure', quantity: 1, unitPriceCents: 2400 }],
  };

  it('issues a typed invoice for an administrator; a collaborator gets 403', async () => {
    const count = (await invoiceRows()).length;
    expect((await call(collaborator, 'POST', '/invoices', form)).statusCode).toBe(403);
    expect(await invoiceRows()).toHaveLength(count);
    const response = await call(administrator, 'POST', '/invoices', form);
    expect(response.statusCode, response.body).toBe(201);
    expect(await listed(response.json<{ number: string }>().number)).toMatchObject({
      customerName: 'Camille Manuelle',
      totalCents: 2400,
      orderNumber: null,
      orderId: null,
    });
  });

  it('refuses bad input with the spec’s message next to its field, and issues nothing', async () => {
    const count = (await invoiceRows()).length;
    const response = await call(administrator, 'POST', '/invoices', { ...form, orderNumber: 'ABC' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'orderNumber', message: 'Veuillez saisir un numero valide' });
    const line = await call(administrator, 'POST', '/invoices', { ...form, lines: [{ ...form.lines[0], quantity: 0 }] });
    expect(line.statusCode).toBe(400);
    expect(line.json().error).toMatchObject({ field: 'lines.0.quantity', message: 'La quantité doit être un nombre entier d’au moins 1' });
    expect(await invoiceRows()).toHaveLength(count);
  });
});
