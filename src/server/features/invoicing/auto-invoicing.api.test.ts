import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { LogCapture } from '../../../../tests/helpers/log-capture';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices, orders, settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { StaffOrderDetail } from '../../../domain/orders/staff-orders';
import { SETTING_KEYS } from '../../../domain/settings';
import { CARDS, deliver, orderById, paymentOf, Shopper, signedEvent, TEST_WEBHOOK_SECRET } from '../checkout/checkout-test-kit';
import { TestPaymentProvider } from '../payments/test-provider';
import { invoiceMissedOrders } from './auto-invoicing';
import { invoicesDir } from './issue';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;
let administrator: string;
let collaborator: string;
const logs = new LogCapture();
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp({ payments: new TestPaymentProvider(TEST_WEBHOOK_SECRET), logStream: logs });
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  base = await insertCatalogueBase(t.db);
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
});
afterAll(() => t?.close());

const staffCall = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

async function switchAutoInvoicing(enabled: boolean): Promise<void> {
  const response = await staffCall(administrator, 'PUT', '/settings/auto-invoicing', { enabled });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ enabled });
}

const invoicesOf = (orderId: number) => t.db.select().from(invoices).where(eq(invoices.orderId, orderId));

/** A guest who went to pay for one T-shirt (29,90 €, shipping 5,99 €). */
async function awaitingOrder(email: string) {
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.red, size: base.sizes.S, quantity: 5 }] });
  const shopper = new Shopper(t.app);
  await shopper.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.red.id, sizeId: base.sizes.S.id, quantity: 1 });
  await shopper.answerAsGuest(email);
  const start = await shopper.placeOrder();
  const payment = await paymentOf(t.db, start.orderId);
  return { shopper, start, intent: { id: payment.providerRef, orderId: start.orderId, amount: start.totalCents } };
}

describe('the automatic invoicing switch', () => {
  it('is off until an administrator switches it on, and can be switched off again', async () => {
    expect((await staffCall(administrator, 'GET', '/settings/auto-invoicing')).json()).toEqual({ enabled: false });
    await switchAutoInvoicing(true);
    expect((await staffCall(administrator, 'GET', '/settings/auto-invoicing')).json()).toEqual({ enabled: true });
    await switchAutoInvoicing(false);
    expect((await staffCall(administrator, 'GET', '/settings/auto-invoicing')).json()).toEqual({ enabled: false });
  });

  it('refuses a collaborator (403) and changes nothing; a body without the flag is refused naming it', async () => {
    expect((await staffCall(collaborator, 'GET', '/settings/auto-invoicing')).statusCode).toBe(403);
    expect((await staffCall(collaborator, 'PUT', '/settings/auto-invoicing', { enabled: true })).statusCode).toBe(403);
    const bad = await staffCall(administrator, 'PUT', '/settings/auto-invoicing', { enabled: 'oui' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('enabled');
    expect((await staffCall(administrator, 'GET', '/settings/auto-invoicing')).json()).toEqual({ enabled: false });
  });

  it('is not sent to the storefront with the public settings', async () => {
    await switchAutoInvoicing(true);
    const publicSettings = (await t.app.inject({ url: '/api/store/settings' })).json<Record<string, string>>();
    expect(publicSettings['name company']).toBe(DEMO_SETTINGS['name company']);
    expect(Object.keys(publicSettings)).not.toContain('autoInvoicing');
    await switchAutoInvoicing(false);
  });
});

describe('paying an order', () => {
  it('with the setting on, the test card gives the order its invoice, issued by the shop, shown in its timeline', async () => {
    await switchAutoInvoicing(true);
    const { shopper, start } = await awaitingOrder('auto@exemple.fr');
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });

    const [invoice, ...others] = await invoicesOf(start.orderId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', automatic: true, createdByStaffId: null, totalGrossCents: start.totalCents, cancelledAt: null });
    expect(invoice!.number).toMatch(/^F-\d{4}-\d{6}$/);

    const detail = (await staffCall(collaborator, 'GET', `/orders/${start.orderId}`)).json<StaffOrderDetail>();
    expect(detail.invoiced).toBe(true);
    expect(detail.timeline).toContainEqual(expect.objectContaining({ kind: 'invoiced', number: invoice!.number, automatic: true, by: null }));
    // Its PDF was made at issue, like any other invoice.
    const pdf = await staffCall(collaborator, 'GET', `/invoices/${invoice!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('with the setting on, the same event delivered twice at once and once more gives one invoice', async () => {
    await switchAutoInvoicing(true);
    const { start, intent } = await awaitingOrder('twice.auto@exemple.fr');
    const event = signedEvent('succeeded', intent);
    const answers = await Promise.all([deliver(t.app, event), deliver(t.app, event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await deliver(t.app, event)).statusCode).toBe(200);

    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending' });
    expect(await invoicesOf(start.orderId)).toHaveLength(1);
  });

  it('with the setting off, leaves the order to be invoiced by staff', async () => {
    await switchAutoInvoicing(false);
    const { shopper, start } = await awaitingOrder('manual@exemple.fr');
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending' });
    expect(await invoicesOf(start.orderId)).toEqual([]);
    expect((await staffCall(collaborator, 'GET', `/orders/${start.orderId}`)).json<StaffOrderDetail>().invoiced).toBe(false);
  });

  it('keeps the payment when invoicing fails, logs it for staff, and the start-up check invoices the order later', async () => {
    await switchAutoInvoicing(true);
    // The database refuses any invoice for a while (a disk full, a bug): the payment must not care.
    await t.db.execute(
      sql`create function refuse_invoices() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`,
    );
    await t.db.execute(sql`create trigger refuse_invoices before insert on invoices for each row execute function refuse_invoices()`);
    const from = logs.lines.length;
    let orderId: number;
    try {
      const { shopper, start } = await awaitingOrder('broken@exemple.fr');
      orderId = start.orderId;
      expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
      expect(await orderById(t.db, orderId)).toMatchObject({ status: 'pending', stockState: 'committed' });
      expect(await invoicesOf(orderId)).toEqual([]);
      expect(logs.entries(from)).toContainEqual(
        expect.objectContaining({ level: 50, orderId, msg: 'automatic invoicing failed; staff can bill the order' }),
      );
    } finally {
      await t.db.execute(sql`drop trigger refuse_invoices on invoices`);
      await t.db.execute(sql`drop function refuse_invoices()`);
    }

    await invoiceMissedOrders({ db: t.db, invoicesDir: invoicesDir(t.dataDir) }, quietLog);
    expect(await invoicesOf(orderId)).toEqual([expect.objectContaining({ automatic: true })]);
  });
});

describe('the start-up check', () => {
  it('invoices only orders paid since the setting was switched on, never invoiced, and still to deliver', async () => {
    await switchAutoInvoicing(false);
    const before = await insertOrder(t.db, { createdAt: new Date(Date.now() - 60_000) });
    await switchAutoInvoicing(true);
    const missed = await insertOrder(t.db);
    const cancelled = await insertOrder(t.db, { status: 'cancelled' });
    const toRefund = await insertOrder(t.db);
    await t.db.update(orders).set({ refundRequired: true }).where(eq(orders.id, toRefund.id));
    const unpaid = await insertOrder(t.db, { status: 'awaiting_payment' });

    await invoiceMissedOrders({ db: t.db, invoicesDir: invoicesDir(t.dataDir) }, quietLog);
    expect(await invoicesOf(missed.id)).toEqual([expect.objectContaining({ automatic: true, totalGrossCents: missed.totalCents })]);
    for (const order of [before, cancelled, toRefund, unpaid]) expect(await invoicesOf(order.id), order.number).toEqual([]);

    // Run again: nothing is invoiced twice.
    await invoiceMissedOrders({ db: t.db, invoicesDir: invoicesDir(t.dataDir) }, quietLog);
    expect(await invoicesOf(missed.id)).toHaveLength(1);
  });

  it('does nothing while the setting is off', async () => {
    await switchAutoInvoicing(true);
    await switchAutoInvoicing(false);
    const paid = await insertOrder(t.db);
    await invoiceMissedOrders({ db: t.db, invoicesDir: invoicesDir(t.dataDir) }, quietLog);
    expect(await invoicesOf(paid.id)).toEqual([]);
  });
});
