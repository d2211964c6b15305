import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { newWebhookSecret, startFakeStripe, type FakeStripe } from '../../../../tests/helpers/fake-stripe';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { orders, payments, refunds } from '../../../db/schema';
import type { StaffOrderDetail } from '../../../domain/orders/staff-orders';
import { createStripeProvider } from '../payments/stripe-provider';

/** Cancelling a paid order gives its money back through the provider it was paid with, once, whatever the retries. */

type Desk = { t: TestApp; cookie: string };

async function desk(app: TestApp): Promise<Desk> {
  return { t: app, cookie: await signInStaffAs(app.db, (await insertStaff(app.db, 'collaborator', { firstName: 'Rémi', lastName: 'Bourse' })).id) };
}

const call = ({ t, cookie }: Desk, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Rejeter, confirming the whole amount as the dialog asks. */
const reject = (d: Desk, order: { id: number; totalCents: number }) =>
  call(d, 'POST', `/orders/${order.id}/reject`, { refundCents: order.totalCents });

/** A paid, pending order and its succeeded payment under `providerRef`. */
async function paidOrder({ t }: Desk, provider: 'test' | 'stripe', providerRef: string) {
  const order = await insertOrder(t.db, { status: 'processing' });
  await t.db.insert(payments).values({ orderId: order.id, provider, providerRef, status: 'succeeded', amountCents: order.totalCents });
  return order;
}

const state = async ({ t }: Desk, orderId: number) => ({
  refunded: (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.refundedCents,
  payment: (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!.status,
  refunds: (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((refund) => refund.status),
});

describe('refunds with the test provider', () => {
  let d: Desk;
  beforeAll(async () => (d = await desk(await createTestApp())));
  afterAll(() => d?.t.close());

  it('refunds a paid order as it is rejected, and says so in its history', async () => {
    const order = await paidOrder(d, 'test', 'test_pi_refund_1');
    expect((await reject(d, order)).statusCode).toBe(200);
    expect(await state(d, order.id)).toEqual({ refunded: order.totalCents, payment: 'refunded', refunds: ['succeeded'] });
    const detail = (await call(d, 'GET', `/orders/${order.id}`)).json<StaffOrderDetail>();
    expect(detail.refundRequired).toBe(false);
    // Opening the order (this read) comes after the refund; the mails are in between.
    expect(detail.timeline.map((entry) => entry.kind).filter((kind) => kind !== 'mail')).toEqual([
      'placed',
      'paid',
      'status_changed',
      'refunded',
      'consulted',
    ]);
    expect(detail.timeline.find((entry) => entry.kind === 'refunded')).toMatchObject({ by: 'Rémi Bourse', amountCents: order.totalCents });
    // Nothing left to refund.
    expect((await call(d, 'POST', `/orders/${order.id}/refund`)).statusCode).toBe(409);
  });
});

describe('refunds through Stripe', () => {
  let d: Desk;
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 });
    const app = await createTestApp({
      payments: createStripeProvider({
        secretKey: fake.secretKey,
        publishableKey: 'pk_test_refunds',
        webhookSecret: newWebhookSecret(),
        api: fake.api,
      }),
    });
    d = await desk(app);
  });
  afterAll(async () => {
    await d?.t.close();
    await fake?.close();
  });

  /** An order paid through the fake Stripe: its PaymentIntent has succeeded for the order's total. */
  async function paidThroughStripe() {
    const placeholder = await insertOrder(d.t.db, { status: 'processing' });
    const intent = await stripe.paymentIntents.create({ amount: placeholder.totalCents, currency: 'eur' });
    fake.paymentSucceeded(intent.id);
    await d.t.db
      .insert(payments)
      .values({ orderId: placeholder.id, provider: 'stripe', providerRef: intent.id, status: 'succeeded', amountCents: placeholder.totalCents });
    return { order: placeholder, intentId: intent.id };
  }

  const refundRequests = (intentId: string) =>
    fake.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === intentId && r.status === 200);

  it('asks Stripe for one refund of the whole amount, with the refund’s own key that makes a retry harmless', async () => {
    const { order, intentId } = await paidThroughStripe();
    expect((await reject(d, order)).statusCode).toBe(200);
    expect(await state(d, order.id)).toEqual({ refunded: order.totalCents, payment: 'refunded', refunds: ['succeeded'] });
    const [request, ...more] = refundRequests(intentId);
    expect(more).toEqual([]);
    const [refund] = await d.t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(request).toMatchObject({ idempotencyKey: refund!.idempotencyKey, params: { amount: String(order.totalCents) } });
  });

  it('keeps the refund due while Stripe is down, tells staff in their language, and refunds once it is back', async () => {
    const { order, intentId } = await paidThroughStripe();
    fake.setOutage(true);
    try {
      // The order is cancelled and its stock given back whatever Stripe answers; the refund waits, its amount held.
      expect((await reject(d, order)).statusCode).toBe(200);
      expect(await state(d, order.id)).toEqual({ refunded: order.totalCents, payment: 'succeeded', refunds: ['pending'] });
      expect((await call(d, 'GET', `/orders/${order.id}`)).json<StaffOrderDetail>().refunds).toEqual([
        expect.objectContaining({ status: 'pending', amountCents: order.totalCents }),
      ]);
      const retry = await call(d, 'POST', `/orders/${order.id}/refund?lang=fr`);
      expect(retry.statusCode).toBe(503);
      expect(retry.json()).toMatchObject({ error: { code: 'refund_unavailable', message: expect.stringContaining('le remboursement reste dû') } });
    } finally {
      fake.setOutage(false);
    }
    // Twice at once: one refund at Stripe, one written.
    const retries = await Promise.all([call(d, 'POST', `/orders/${order.id}/refund`), call(d, 'POST', `/orders/${order.id}/refund`)]);
    expect(retries.map((retry) => retry.statusCode)).toContain(204);
    expect(await state(d, order.id)).toEqual({ refunded: order.totalCents, payment: 'refunded', refunds: ['succeeded'] });
    // Both retries may reach Stripe, with the one refund's key: Stripe answers the second with the first's refund.
    expect(new Set(refundRequests(intentId).map((request) => request.idempotencyKey)).size).toBe(1);
  });

  it('does not refund from here an order paid through the test provider before the shop switched to Stripe', async () => {
    const order = await paidOrder(d, 'test', 'test_pi_before_stripe');
    expect((await reject(d, order)).statusCode).toBe(200);
    const refund = await call(d, 'POST', `/orders/${order.id}/refund?lang=en`);
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ error: { message: expect.stringContaining('another payment provider') } });
    expect(await state(d, order.id)).toEqual({ refunded: order.totalCents, payment: 'succeeded', refunds: ['pending'] });
  });
});
