import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices, mailOutbox, orderEvents, orders, payments, refunds, settings, stock } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { StaffOrderDetail, StaffOrderPage } from '../../../domain/orders/staff-orders';
import { SETTING_KEYS } from '../../../domain/settings';

/**
 * The order lifecycle through the desk's API, replaying the paths that moved money by mistake:
 * back to pending then reject, "Annulée" on an invoiced order, restoring the invoice of a
 * refunded order, hiding an unshipped paid order. Each is refused or does the right thing, with
 * money, stock, invoices and mails checked.
 */

let t: TestApp;
let admin: string;
let collaborator: string;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  admin = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin', { firstName: 'Alix', lastName: 'Admin' })).id);
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator', { firstName: 'Rémi', lastName: 'Colla' })).id);
  base = await insertCatalogueBase(t.db);
});
afterAll(() => t?.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A paid order of two sweat-shirts (their stock already taken: 2 left on the shelf), and its succeeded test payment. */
async function paidOrder(status: 'pending' | 'processing' = 'processing') {
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 2 }] });
  const order = await insertOrder(t.db, {
    status,
    email: 'jeanne@exemple.fr',
    lines: [{ productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id, unitPriceCents: 8900, quantity: 2 }],
  });
  await t.db
    .insert(payments)
    .values({ orderId: order.id, provider: 'test', providerRef: `test_pi_${order.number}`, status: 'succeeded', amountCents: order.totalCents });
  return { order, product };
}

const stockOf = async (productId: number) =>
  (await t.db.select({ quantity: stock.quantity }).from(stock).where(eq(stock.productId, productId)))[0]!.quantity;
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const mailsOf = async (orderId: number) =>
  await t.db
    .select({ template: mailOutbox.template, to: mailOutbox.to, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId));
const open = async (cookie: string, id: number) => (await call(cookie, 'GET', `/orders/${id}`)).json<StaffOrderDetail>();

describe('going backward never leads to a refund of goods that left the shop', () => {
  it('refuses "back to pending then reject" on a delivered order, and its correction path too', async () => {
    const { order, product } = await paidOrder();
    const ship = await call(collaborator, 'POST', `/orders/${order.id}/ship`, { carrier: 'colissimo', trackingNumber: '6A12345678901' });
    expect(ship.statusCode, ship.body).toBe(204);
    expect((await call(collaborator, 'POST', `/orders/${order.id}/deliver`)).statusCode).toBe(204);

    // The old path: "Modifier le statut" → "En attente", then "Rejeter".
    const back = await call(collaborator, 'PATCH', `/orders/${order.id}/status?lang=fr`, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ error: { code: 'transition_notAllowed', message: expect.stringContaining('pas possible') } });
    expect((await call(collaborator, 'POST', `/orders/${order.id}/reject`, { refundCents: order.totalCents })).json()).toMatchObject({
      error: { code: 'transition_tooLateToCancel' },
    });

    // A collaborator may not correct; an administrator corrects one step at a time, with a reason, and still cannot cancel.
    expect((await call(collaborator, 'POST', `/orders/${order.id}/correct`, { status: 'shipped', reason: 'Erreur' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/orders/${order.id}/correct`, { status: 'processing', reason: 'Erreur' })).statusCode).toBe(409);
    const noReason = await call(admin, 'POST', `/orders/${order.id}/correct?lang=en`, { status: 'shipped', reason: '  ' });
    expect(noReason.json()).toMatchObject({ error: { field: 'reason', message: 'Write the reason for the correction.' } });
    expect((await call(admin, 'POST', `/orders/${order.id}/correct`, { status: 'shipped', reason: 'Livrée par erreur' })).statusCode).toBe(204);
    expect((await call(admin, 'POST', `/orders/${order.id}/correct`, { status: 'processing', reason: 'Pas encore parti' })).statusCode).toBe(204);
    const cancel = await call(admin, 'POST', `/orders/${order.id}/cancel?lang=fr`, { refundCents: order.totalCents });
    expect(cancel.json()).toMatchObject({
      error: { code: 'transition_tooLateToCancel', message: 'Une commande expédiée ou livrée ne peut plus être annulée.' },
    });

    // Nothing moved: no refund, the stock still sold, no mail but the shipping and delivery ones.
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(2);
    expect((await orderRow(order.id)).refundedCents).toBe(0);
    expect((await mailsOf(order.id)).map((mail) => mail.template)).toEqual(['order-shipped', 'order-delivered']);
    const detail = await open(admin, order.id);
    expect(detail.status).toBe('processing');
    expect(detail.actions).toEqual([{ action: 'ship', to: 'shipped' }]);
    expect(detail.timeline.filter((entry) => entry.kind === 'corrected')).toEqual([
      expect.objectContaining({ from: 'delivered', to: 'shipped', note: 'Livrée par erreur', by: 'Alix Admin' }),
      expect.objectContaining({ from: 'shipped', to: 'processing', note: 'Pas encore parti', by: 'Alix Admin' }),
    ]);
  });
});

describe('shipping and delivery', () => {
  it('ships with a carrier and a tracking number, mails the link, and delivery mails the withdrawal period', async () => {
    const { order } = await paidOrder();
    const empty = await call(collaborator, 'POST', `/orders/${order.id}/ship?lang=fr`, { carrier: 'colissimo', trackingNumber: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { field: 'trackingNumber', message: 'Le numéro de suivi est manquant.' } });
    const viaStatus = await call(collaborator, 'PATCH', `/orders/${order.id}/status?lang=en`, { status: 'shipped' });
    expect(viaStatus.json()).toMatchObject({ error: { field: 'carrier', message: 'Choose the carrier.' } });
    expect((await orderRow(order.id)).status).toBe('processing');

    expect(
      (await call(collaborator, 'PATCH', `/orders/${order.id}/status`, { status: 'shipped', carrier: 'chronopost', trackingNumber: 'XY 1234 5678' }))
        .statusCode,
    ).toBe(204);
    const shipped = await open(collaborator, order.id);
    expect(shipped.shipment).toEqual({
      carrier: 'chronopost',
      trackingNumber: 'XY 1234 5678',
      trackingLink: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY12345678',
    });
    expect(shipped.statusChoices).toEqual(['delivered']);
    expect((await call(collaborator, 'POST', `/orders/${order.id}/deliver`)).statusCode).toBe(204);

    const [shippedMail, deliveredMail] = await mailsOf(order.id);
    expect(shippedMail).toMatchObject({ template: 'order-shipped', to: 'jeanne@exemple.fr' });
    expect(shippedMail!.text).toContain('Chronopost');
    expect(shippedMail!.text).toContain('https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY12345678');
    expect(deliveredMail!.text).toMatch(/rétracter jusqu’au \d\d\/\d\d\/\d{4}/);
    expect((await orderRow(order.id)).deliveredAt).not.toBeNull();
  });
});

describe('cancelling moves money once, and only when said', () => {
  it('"Annulée" on an invoiced order asks the amount first, then refunds once, restocks and issues the credit note with it', async () => {
    const { order, product } = await paidOrder();
    const billed = await call(admin, 'POST', `/orders/${order.id}/invoice`);
    expect(billed.statusCode, billed.body).toBe(201);

    const withoutAmount = await call(collaborator, 'PATCH', `/orders/${order.id}/status?lang=fr`, { status: 'cancelled' });
    expect(withoutAmount.statusCode).toBe(400);
    expect(withoutAmount.json()).toMatchObject({ error: { field: 'refundCents' } });
    const preview = (await call(collaborator, 'GET', `/orders/${order.id}/cancellation`)).json();
    expect(preview).toEqual({ refundCents: order.totalCents, units: 2, invoiceNumber: billed.json<{ number: string }>().number });
    const stale = await call(collaborator, 'PATCH', `/orders/${order.id}/status`, { status: 'cancelled', refundCents: order.totalCents - 1 });
    expect(stale.json()).toMatchObject({ error: { code: 'cancellation_changed' } });
    expect((await orderRow(order.id)).status).toBe('processing');

    expect((await call(collaborator, 'PATCH', `/orders/${order.id}/status`, { status: 'cancelled', refundCents: order.totalCents })).statusCode).toBe(
      204,
    );
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'cancelled', refundedCents: order.totalCents, stockState: 'released' });
    expect(await stockOf(product.id)).toBe(4);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ amountCents: order.totalCents, status: 'succeeded', reason: 'cancellation' }),
    ]);
    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const creditNote = issued.find((invoice) => invoice.kind === 'credit_note')!;
    expect(creditNote.totalGrossCents).toBe(-order.totalCents);
    expect(issued.find((invoice) => invoice.kind === 'invoice')!.cancelledAt).not.toBeNull();
    expect((await refundsOf(order.id))[0]!.creditNoteId).toBe(creditNote.id);
    expect((await mailsOf(order.id)).map((mail) => mail.template)).toEqual(['order-cancelled', 'order-refunded']);
    const refundedMail = (await mailsOf(order.id))[1]!;
    expect(refundedMail.text).toContain('183,99');

    // Again: refused, nothing more refunded.
    expect((await call(collaborator, 'POST', `/orders/${order.id}/cancel`, { refundCents: 0 })).json()).toMatchObject({
      error: { code: 'transition_final' },
    });
    expect((await call(collaborator, 'POST', `/orders/${order.id}/refund`)).statusCode).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
    const detail = await open(collaborator, order.id);
    expect(detail.refunds).toEqual([expect.objectContaining({ amountCents: order.totalCents, status: 'succeeded' })]);
    expect(detail.timeline.map((entry) => entry.kind)).toContain('credited');
  });

  it('rejects a pending order once when twenty staff members confirm the same refund at once', async () => {
    const { order } = await paidOrder('pending');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(collaborator, 'POST', `/orders/${order.id}/reject`, { refundCents: order.totalCents })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).refundedCents).toBe(order.totalCents);
  });
});

describe('hidden orders', () => {
  it('keeps an unshipped paid order in sight, and finds a hidden one under "Masquées" to show it again', async () => {
    const { order } = await paidOrder();
    const refused = await call(collaborator, 'DELETE', `/orders/${order.id}?lang=fr`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'order_awaits_decision' } });
    await call(collaborator, 'POST', `/orders/${order.id}/ship`, { carrier: 'dhl', trackingNumber: '1234567890' });
    expect((await call(collaborator, 'DELETE', `/orders/${order.id}`)).statusCode).toBe(204);

    const listed = async (query: string) =>
      (await call(collaborator, 'GET', `/orders?${query}`)).json<StaffOrderPage>().items.map((item) => item.number);
    expect(await listed(`q=${order.number}`)).toEqual([]);
    expect(await listed(`view=hidden&q=${order.number}`)).toEqual([order.number]);
    // Its page still opens, and says so.
    expect((await open(collaborator, order.id)).hidden).toBe(true);
    expect((await call(collaborator, 'POST', `/orders/${order.id}/show`)).statusCode).toBe(204);
    expect(await listed(`q=${order.number}`)).toEqual([order.number]);
    const events = await t.db
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id)));
    expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(['removed', 'shown']));
  });
});
