import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { newWebhookSecret, signedWebhook, startFakeStripe, type FakeStripe, type StripeEvent } from '../../../../tests/helpers/fake-stripe';
import { insertCatalogueBase, insertProduct, insertSettings } from '../../../../tests/helpers/factories';
import { LogCapture } from '../../../../tests/helpers/log-capture';
import { paymentEvents, payments } from '../../../db/schema';
import type { Confirmation, PaymentStart } from '../../../domain/checkout/checkout';
import { expectRefusal } from '../cart/cart-test-kit';
import { mailsAbout, orderById, paymentOf, Shopper, stockOf } from '../checkout/checkout-test-kit';
import { createStripeProvider } from './stripe-provider';

/**
 * The checkout paid through Stripe, end to end on the shop's side: the real Stripe provider
 * (the official SDK) talks to a fake Stripe API on 127.0.0.1, and Stripe's webhooks are
 * signed by the SDK's own test signer and sent to POST /api/payments/stripe/webhook.
 */

const PUBLISHABLE_KEY = 'pk_test_atelier_checkout';
const webhookSecret = newWebhookSecret();
const log = new LogCapture();
let fake: FakeStripe;
let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    logStream: log,
    payments: createStripeProvider({ secretKey: fake.secretKey, publishableKey: PUBLISHABLE_KEY, webhookSecret, api: fake.api }),
  });
  base = await insertCatalogueBase(t.db);
  await insertSettings(t.db, { thresholdAmount: '100' });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
  // Whatever happened in this file (refusals, an outage, forged webhooks), no secret reached the log.
  expect(log.text()).not.toContain(fake.secretKey);
  expect(log.text()).not.toContain(webhookSecret);
});

let buyers = 0;

/** A guest with one T-shirt at 29,90 € (+ 5,99 € shipping) in the cart and every answer given, at the payment step. */
async function guestAtPayment(lang: 'fr' | 'en' = 'fr') {
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 5 }] });
  const variant = { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id };
  const shopper = new Shopper(t.app, lang);
  await shopper.cart('POST', '/cart/lines', { ...variant, quantity: 1 });
  const email = `buyer${++buyers}@exemple.fr`;
  await shopper.answerAsGuest(email);
  return { shopper, variant, email };
}

/** Stripe delivering an event to the shop's webhook; `timestamp` (seconds) backdates its signature. */
function deliver(event: StripeEvent, options: { secret?: string; timestamp?: number } = {}) {
  const { payload, headers } = signedWebhook(event, options.secret ?? webhookSecret, options);
  return t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload });
}

const confirmation = async (shopper: Shopper) => (await shopper.call('GET', '/checkout/confirmation')).json<Confirmation>();
const eventsRecorded = async () => (await t.db.select().from(paymentEvents)).length;
const stripeStart = (start: PaymentStart) => {
  if (start.provider !== 'stripe') throw new Error(`expected a Stripe payment, got ${start.provider}`);
  return start;
};

describe('going to pay through Stripe', () => {
  it('gives the payment page the PaymentIntent’s client secret and the publishable key, never a secret', async () => {
    const { shopper, email } = await guestAtPayment();
    const response = await shopper.call('POST', '/checkout/order', {});
    expect(response.statusCode, response.body).toBe(200);
    const start = stripeStart(response.json<PaymentStart>());

    const intent = fake.intents().find((i) => i.client_secret === start.clientSecret);
    expect(intent).toMatchObject({
      amount: 3589,
      currency: 'eur',
      capture_method: 'automatic',
      automatic_payment_methods: { enabled: true },
      metadata: { orderId: String(start.orderId), orderNumber: start.orderNumber },
      receipt_email: email,
    });
    expect(start).toMatchObject({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY, totalCents: 3589 });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ provider: 'stripe', providerRef: intent!.id, status: 'pending', amountCents: 3589 });
    expect(response.body).not.toContain(fake.secretKey);
    expect(response.body).not.toContain(webhookSecret);
  });

  it('opens one PaymentIntent per order however often the customer goes to pay', async () => {
    const { shopper } = await guestAtPayment();
    const intentsBefore = fake.intents().length;

    const first = stripeStart(await shopper.placeOrder());
    const again = stripeStart(await shopper.placeOrder());
    const third = stripeStart(await shopper.placeOrder());

    expect(again.orderId).toBe(first.orderId);
    expect([again.clientSecret, third.clientSecret]).toEqual([first.clientSecret, first.clientSecret]);
    expect(fake.intents().length - intentsBefore).toBe(1);
    const key = `order-${first.orderId}-${first.totalCents}`;
    expect(fake.createRequests().filter((r) => r.idempotencyKey === key)).toHaveLength(3);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, first.orderId))).toHaveLength(1);
  });

  it('tells the customer, in their language, that card payment is unavailable while Stripe is down; the order waits', async () => {
    const { shopper, variant } = await guestAtPayment('en');
    const logged = log.lines.length;
    fake.setOutage(true);
    try {
      const refused = await shopper.call('POST', '/checkout/order', {});
      expectRefusal(refused, 503, 'payment_unavailable', 'errors:payment.unavailable', { locale: 'en' });
    } finally {
      fake.setOutage(false);
    }
    // The owner learns why from the log: Stripe's error by kind, after the SDK's retries.
    expect(log.entries(logged)).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'service failure',
        err: expect.objectContaining({ cause: expect.objectContaining({ type: 'StripeAPIError' }) }),
      }),
    );
    expect(fake.requests.filter((r) => r.status === 500)).toHaveLength(3);
    // The order holds its stock until its deadline; going to pay again, Stripe back, opens its payment.
    expect(await stockOf(t.db, variant)).toBe(4);
    const start = stripeStart(await shopper.placeOrder());
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'reserved' });
    expect(await stockOf(t.db, variant)).toBe(4);
  });
});

describe('Stripe’s payment_intent.succeeded', () => {
  it('arriving before the customer is back: one paid order, the confirmation page reads it paid', async () => {
    const { shopper, email } = await guestAtPayment();
    const start = stripeStart(await shopper.placeOrder());
    const intentId = (await paymentOf(t.db, start.orderId)).providerRef;

    const delivered = await deliver(fake.paymentSucceeded(intentId));
    expect(delivered.statusCode, delivered.body).toBe(200);

    expect(await confirmation(shopper)).toMatchObject({ orderNumber: start.orderNumber, state: 'paid', totalCents: 3589 });
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending', stockState: 'committed' });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'succeeded' });
    expect(await mailsAbout(t.db, email)).toHaveLength(1);
    expect((await shopper.cart()).lines).toEqual([]);
  });

  it('arriving after the customer is back: processing until it comes, then paid, once', async () => {
    const { shopper, email } = await guestAtPayment();
    const start = stripeStart(await shopper.placeOrder());
    const intentId = (await paymentOf(t.db, start.orderId)).providerRef;

    // Back from Stripe before its event: the page only reads, and reading confirms nothing.
    for (let i = 0; i < 2; i += 1) expect(await confirmation(shopper)).toMatchObject({ state: 'processing' });
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', paidAt: null });

    expect((await deliver(fake.paymentSucceeded(intentId))).statusCode).toBe(200);
    expect(await confirmation(shopper)).toMatchObject({ state: 'paid' });
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending' });
    expect(await mailsAbout(t.db, email)).toHaveLength(1);
  });

  it('replayed (the same event again, or Stripe sending another about the same payment) changes nothing twice', async () => {
    const { shopper, email, variant } = await guestAtPayment();
    const start = stripeStart(await shopper.placeOrder());
    const intentId = (await paymentOf(t.db, start.orderId)).providerRef;
    const event = fake.paymentSucceeded(intentId);

    expect((await deliver(event)).statusCode).toBe(200);
    const paidAt = (await orderById(t.db, start.orderId)).paidAt;
    const recorded = await eventsRecorded();

    // Stripe retries a delivery it thinks failed, with the same event id; a new signature each time.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await eventsRecorded()).toBe(recorded);
    // Another event about the same payment.
    expect((await deliver(fake.paymentSucceeded(intentId))).statusCode).toBe(200);

    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending', paidAt, refundRequired: false });
    expect(await mailsAbout(t.db, email)).toHaveLength(1);
    expect(await stockOf(t.db, variant)).toBe(4);
    const [recordedOnce] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recordedOnce).toMatchObject({ provider: 'stripe', outcome: 'paid' });
  });

  it('for another amount than the order’s changes nothing (recorded for staff)', async () => {
    const { shopper, email } = await guestAtPayment();
    const start = stripeStart(await shopper.placeOrder());
    const intentId = (await paymentOf(t.db, start.orderId)).providerRef;
    const event = fake.paymentSucceeded(intentId);
    event.data.object.amount = 100;
    event.data.object.amount_received = 100;

    expect((await deliver(event)).statusCode).toBe(200);

    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', paidAt: null, stockState: 'reserved' });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'pending' });
    expect(await mailsAbout(t.db, email)).toHaveLength(0);
    expect(await confirmation(shopper)).toMatchObject({ state: 'processing' });
    const [recorded] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toMatchObject({ outcome: 'amount_mismatch' });
  });
});

describe('Stripe’s payment_intent.payment_failed', () => {
  it('leaves the order unpaid with the card issuer’s reason, and a second card in the same form can still pay it', async () => {
    const { shopper, email, variant } = await guestAtPayment();
    const start = stripeStart(await shopper.placeOrder());
    const intentId = (await paymentOf(t.db, start.orderId)).providerRef;

    const failed = await deliver(fake.paymentFailed(intentId, { code: 'card_declined', declineCode: 'insufficient_funds' }));
    expect(failed.statusCode).toBe(200);

    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', paidAt: null, stockState: 'released' });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(await confirmation(shopper)).toMatchObject({ state: 'failed' });
    expect(await mailsAbout(t.db, email)).toHaveLength(0);
    expect(await stockOf(t.db, variant)).toBe(5);

    // Stripe's intent takes another payment method after a refusal: the customer tries another card.
    expect((await deliver(fake.paymentSucceeded(intentId))).statusCode).toBe(200);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending', stockState: 'committed' });
    expect(await stockOf(t.db, variant)).toBe(4);
    expect(await mailsAbout(t.db, email)).toHaveLength(1);
  });
});

describe('the Stripe webhook refuses what Stripe did not sign', () => {
  async function unpaidOrder() {
    const { shopper, email } = await guestAtPayment();
    const start = stripeStart(await shopper.placeOrder());
    return { start, email, event: fake.paymentSucceeded((await paymentOf(t.db, start.orderId)).providerRef) };
  }

  async function expectNothingRecorded(start: PaymentStart, email: string, recordedBefore: number) {
    expect(await eventsRecorded()).toBe(recordedBefore);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', paidAt: null });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'pending' });
    expect(await mailsAbout(t.db, email)).toHaveLength(0);
  }

  it('answers 400 to an event signed with another secret, and records nothing', async () => {
    const { start, email, event } = await unpaidOrder();
    const recorded = await eventsRecorded();

    const forged = await deliver(event, { secret: newWebhookSecret() });
    // Stripe sends no Accept-Language: the shop's English.
    expectRefusal(forged, 400, 'invalid_signature', 'errors:payment.invalidSignature', { locale: 'en' });
    await expectNothingRecorded(start, email, recorded);
  });

  it('answers 400 to a genuine signature over an altered body, or to no signature', async () => {
    const { start, email, event } = await unpaidOrder();
    const recorded = await eventsRecorded();
    const { payload, headers } = signedWebhook(event, webhookSecret);

    const altered = payload.replace(`"id":"${event.id}"`, '"id":"evt_forged"');
    expect(altered).not.toBe(payload);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload: altered })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    await expectNothingRecorded(start, email, recorded);
  });

  it('answers 400 to a signature older than 5 minutes (a replay), and records nothing', async () => {
    const { start, email, event } = await unpaidOrder();
    const recorded = await eventsRecorded();

    const old = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expectRefusal(old, 400, 'invalid_signature', 'errors:payment.invalidSignature', { locale: 'en' });
    await expectNothingRecorded(start, email, recorded);

    // The same event, freshly signed, is taken.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending' });
  });

  it('does not take the test provider’s events on the Stripe address, nor offer the test card form', async () => {
    const { shopper } = await guestAtPayment();
    await shopper.placeOrder();
    const testWebhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
      payload: '{}',
    });
    expect(testWebhook.statusCode).toBe(404);
    const card = await shopper.call('POST', '/checkout/test-payment', {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Zoé',
    });
    expect(card.statusCode).toBe(404);
  });
});
