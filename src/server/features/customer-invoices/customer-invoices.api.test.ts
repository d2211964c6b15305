import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices } from '../../../db/schema';
import type { InvoicePage } from '../../../domain/invoicing/invoice-lists';

let t: TestApp;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  staffCookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});
afterAll(() => t?.close());

/** An invoice of a paid order of that customer, issued through the back office's Facturer. */
async function billedOrder(customerId: number, createdAt?: Date) {
  const order = await insertOrder(t.db, { customerId, status: 'processing', ...(createdAt ? { createdAt } : {}) });
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/invoice`, headers: { cookie: staffCookie } });
  expect(response.statusCode, response.body).toBe(201);
  return { order, invoice: response.json<{ id: number; number: string }>() };
}

const as = (cookie: string | undefined, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/store${url}`, headers: cookie ? { cookie } : {} });

describe('the customer’s invoices', () => {
  it('lists the customer’s own invoices, newest first, 10 a page, and never another customer’s', async () => {
    const me = await insertCustomer(t.db);
    const other = await insertCustomer(t.db);
    const cookie = await signInAs(t.db, me.id);
    const mine = [];
    for (let i = 0; i < 11; i++) mine.push(await billedOrder(me.id));
    await billedOrder(other.id);

    const first = (await as(cookie, 'GET', '/invoices')).json<InvoicePage>();
    expect(first.total).toBe(11);
    expect(first.hasMore).toBe(true);
    expect(first.items.map((item) => item.number)).toEqual(
      mine
        .map(({ invoice }) => invoice.number)
        .reverse()
        .slice(0, 10),
    );
    expect(first.items[0]).toMatchObject({
      customerName: 'Camille Durand',
      totalCents: mine.at(-1)!.order.totalCents,
      kind: 'invoice',
      cancelled: false,
    });
    const second = (await as(cookie, 'GET', '/invoices?page=2')).json<InvoicePage>();
    expect(second.items.map((item) => item.number)).toEqual([mine[0]!.invoice.number]);
    expect(second.hasMore).toBe(false);
  });

  it('serves the customer’s own PDF; another customer’s invoice answers 404, like one that does not exist', async () => {
    const me = await insertCustomer(t.db);
    const other = await insertCustomer(t.db);
    const { invoice } = await billedOrder(me.id);
    const { invoice: theirs } = await billedOrder(other.id);
    const cookie = await signInAs(t.db, me.id);

    const own = await as(cookie, 'GET', `/invoices/${invoice.id}/pdf`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const foreign = await as(cookie, 'GET', `/invoices/${theirs.id}/pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('This invoice does not exist.');
    expect((await as(cookie, 'GET', '/invoices/999999/pdf')).statusCode).toBe(404);
    expect((await as(undefined, 'GET', `/invoices/${invoice.id}/pdf`)).statusCode).toBe(401);
    // A staff session is not a customer's either.
    expect((await as(staffCookie, 'GET', `/invoices/${invoice.id}/pdf`)).statusCode).toBe(401);
  });

  it('"supprimer" takes the invoice off the customer’s list only; the shop keeps it, and nobody else can hide it', async () => {
    const me = await insertCustomer(t.db);
    const other = await insertCustomer(t.db);
    const { invoice } = await billedOrder(me.id);
    const cookie = await signInAs(t.db, me.id);
    const otherCookie = await signInAs(t.db, other.id);

    expect((await as(otherCookie, 'DELETE', `/invoices/${invoice.id}`)).statusCode).toBe(404);
    expect((await as(cookie, 'GET', '/invoices')).json<InvoicePage>().items.map((item) => item.id)).toEqual([invoice.id]);

    expect((await as(cookie, 'DELETE', `/invoices/${invoice.id}`)).statusCode).toBe(204);
    expect((await as(cookie, 'GET', '/invoices')).json<InvoicePage>()).toMatchObject({ items: [], total: 0, hasMore: false });
    expect((await as(cookie, 'DELETE', `/invoices/${invoice.id}`)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept!.number).toBe(invoice.number);
    expect(kept!.hiddenByCustomerAt).toBeInstanceOf(Date);
    // Still in the staff's list.
    const staffList = await t.app.inject({ method: 'GET', url: `/api/admin/invoices?q=${invoice.number}`, headers: { cookie: staffCookie } });
    expect(staffList.json<InvoicePage>().items.map((item) => item.id)).toEqual([invoice.id]);
  });

  it('answers 401 without a session and 400 for a bad page', async () => {
    expect((await as(undefined, 'GET', '/invoices')).statusCode).toBe(401);
    const cookie = await signInAs(t.db, (await insertCustomer(t.db)).id);
    const bad = await as(cookie, 'GET', '/invoices?page=zero');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('page');
  });

  it('shows a credit note to its customer too, and the invoice it cancels as cancelled', async () => {
    const me = await insertCustomer(t.db);
    const cookie = await signInAs(t.db, me.id);
    const { invoice } = await billedOrder(me.id);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/invoices/${invoice.id}/cancel`, headers: { cookie: staffCookie } });
    const credit = cancel.json<{ number: string }>();
    const page = (await as(cookie, 'GET', '/invoices')).json<InvoicePage>();
    expect(page.items.map((item) => [item.number, item.kind, item.cancelled, item.relatedNumber])).toEqual([
      [credit.number, 'credit_note', false, invoice.number],
      [invoice.number, 'invoice', true, credit.number],
    ]);
  });
});
