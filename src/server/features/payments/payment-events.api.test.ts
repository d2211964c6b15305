import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { paymentEvents } from '../../../db/schema';
import { translatorFor } from '../../../i18n/instance';
import { expectRefusal } from '../cart/cart-test-kit';
import {
  card,
  CARDS,
  deliver,
  expireHold,
  mailsAbout,
  orderById,
  paymentOf,
  Shopper,
  signedEvent,
  stockOf,
  TEST_WEBHOOK_SECRET,
} from '../checkout/checkout-test-kit';
import { releaseExpiredReservations, startReservationWorker } from '../checkout/reservation-expiry';
import type { TestCardOutcome } from '../../../domain/payments/test-cards';
import { TestPaymentProvider, type TestPayment } from './test-provider';
import { eventually } from '../../../../tests/helpers/wait';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp({ payments: new TestPaymentProvider(TEST_WEBHOOK_SECRET) });
  base = await insertCatalogueBase(t.db);
});

afterAll(async () => {
  await t?.close();
});

/** A guest who went to pay for `quantity` units of a fresh product (29,90 € each, shipping 5,99 €). */
async function awaitingOrder(quantity = 1, stockQuantity = 5, email = 'payeur@exemple.fr') {
  const product = await insertProduct(t.db, { stock: [{ color: base.colors.red, size: base.sizes.S, quantity: stockQuantity }] });
  const variant = { productId: product.id, colorId: base.colors.red.id, sizeId: base.sizes.S.id };
  const shopper = new Shopper(t.app);
  await shopper.cart('POST', '/cart/lines', { ...variant, quantity });
  await shopper.answerAsGuest(email);
  const start = await shopper.placeOrder();
  const payment = await paymentOf(t.db, start.orderId);
  const intent = { id: payment.providerRef, orderId: start.orderId, amount: start.totalCents };
  return { shopper, variant, start, payment, intent };
}

const eventCount = async () => t.db.$count(paymentEvents);

describe('refused cards', () => {
  it.each([
    [CARDS.declined, 'card_declined', 'errors:payment.cardDeclined'],
    [CARDS.insufficientFunds, 'insufficient_funds', 'errors:payment.insufficientFunds'],
    ['5555 5555 5555 4444', 'card_declined', 'errors:payment.notTestCard'],
  ])('%s: the order stays unpaid, the stock goes back, the customer is told why and can pay again', async (number, code, key) => {
    const { shopper, variant, start } = await awaitingOrder(2);
    expect(await stockOf(t.db, variant)).toBe(3);

    const refused = await shopper.pay(number);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ state: 'failed', message: translatorFor('fr')(key) });
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'released', paidAt: null });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'failed', failureCode: code });
    expect(await stockOf(t.db, variant)).toBe(5);
    expect((await shopper.cart()).lines).toHaveLength(1);
    expect((await shopper.call('GET', '/checkout/confirmation')).json()).toMatchObject({ state: 'failed' });

    // Paying again without going to pay again: the stock is no longer held for that order.
    expectRefusal(await shopper.pay(CARDS.succeeds), 409, 'reservation_expired', 'errors:checkout.reservationExpired');

    // Going to pay again takes the stock again for the same order, and the good card pays it.
    const retry = await shopper.placeOrder();
    expect(retry.orderId).toBe(start.orderId);
    expect(await stockOf(t.db, variant)).toBe(3);
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending', stockState: 'committed' });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await stockOf(t.db, variant)).toBe(3);
  });
});

describe('the test card form', () => {
  it('confirms the order by its signed event: recorded once, with what it did', async () => {
    const { shopper, payment } = await awaitingOrder(1, 5, 'signed@exemple.fr');
    const before = await eventCount();
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
    expect(await eventCount()).toBe(before + 1);
    const recorded = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
    expect(recorded).toEqual([expect.objectContaining({ provider: 'test', type: 'payment_intent.succeeded', outcome: 'paid' })]);
  });

  it('pays nothing when its event fails the signature check, as a forged webhook would', async () => {
    /** Alters the event after signing it: what verification is there to catch. */
    class AlteringProvider extends TestPaymentProvider {
      override signedEvent(payment: TestPayment, outcome: TestCardOutcome, now: Date) {
        const signed = super.signedEvent(payment, outcome, now);
        return { ...signed, payload: `${signed.payload} ` };
      }
    }
    const altered = await createTestApp({ payments: new AlteringProvider(TEST_WEBHOOK_SECRET) });
    try {
      const own = await insertCatalogueBase(altered.db);
      const product = await insertProduct(altered.db, { stock: [{ color: own.colors.red, size: own.sizes.S, quantity: 5 }] });
      const variant = { productId: product.id, colorId: own.colors.red.id, sizeId: own.sizes.S.id };
      const shopper = new Shopper(altered.app);
      await shopper.cart('POST', '/cart/lines', { ...variant, quantity: 1 });
      await shopper.answerAsGuest('altered@exemple.fr');
      const start = await shopper.placeOrder();

      expect((await shopper.pay(CARDS.succeeds)).statusCode).toBe(500);
      expect(await orderById(altered.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'reserved', paidAt: null });
      expect(await paymentOf(altered.db, start.orderId)).toMatchObject({ status: 'pending' });
      expect(await altered.db.$count(paymentEvents)).toBe(0);
      expect(await mailsAbout(altered.db, 'altered@exemple.fr')).toEqual([]);
    } finally {
      await altered.close();
    }
  });
});

describe('the webhook', () => {
  it('takes what the order bought out of its cart, and leaves what was added since (another tab)', async () => {
    const { shopper, variant, intent, start } = await awaitingOrder(1, 5, 'since@exemple.fr');
    const other = await insertProduct(t.db, { stock: [{ color: base.colors.red, size: base.sizes.S, quantity: 5 }] });
    // After going to pay, another tab adds two more units of the ordered item and another product.
    await shopper.cart('POST', '/cart/lines', { ...variant, quantity: 2 });
    await shopper.cart('POST', '/cart/lines', { productId: other.id, colorId: base.colors.red.id, sizeId: base.sizes.S.id, quantity: 1 });

    expect((await deliver(t.app, signedEvent('succeeded', intent))).statusCode).toBe(200);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending', stockState: 'committed' });
    const cart = await shopper.cart();
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [variant.productId, 2],
      [other.id, 1],
    ]);
    // The answers went with the order: the next checkout starts again.
    expect((await shopper.checkout()).draft).toMatchObject({ email: null, delivery: null, step: 1 });
  });

  it('ignores a replayed event: the order is paid once, one mail', async () => {
    const { intent, start, variant } = await awaitingOrder(1, 5, 'replay@exemple.fr');
    const event = signedEvent('succeeded', intent);
    for (let i = 0; i < 3; i += 1) expect((await deliver(t.app, event)).statusCode).toBe(200);
    const order = await orderById(t.db, start.orderId);
    expect(order).toMatchObject({ status: 'pending', stockState: 'committed' });
    expect(await mailsAbout(t.db, 'replay@exemple.fr')).toHaveLength(1);
    expect(await stockOf(t.db, variant)).toBe(4);
    const [recorded] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toMatchObject({ outcome: 'paid', provider: 'test' });

    // Another event saying the same (a second delivery with a new id) changes nothing either.
    expect((await deliver(t.app, signedEvent('succeeded', intent))).statusCode).toBe(200);
    expect(await orderById(t.db, start.orderId)).toEqual(order);
    expect(await mailsAbout(t.db, 'replay@exemple.fr')).toHaveLength(1);
  });

  it('handles two deliveries of one event at the same moment once', async () => {
    const { intent, start } = await awaitingOrder(1, 5, 'twice@exemple.fr');
    const event = signedEvent('succeeded', intent);
    const answers = await Promise.all([deliver(t.app, event), deliver(t.app, event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending' });
    expect(await mailsAbout(t.db, 'twice@exemple.fr')).toHaveLength(1);
  });

  it('handles a success and a refusal of one order arriving at the same moment one after the other: paid once, stock right', async () => {
    const { intent, start, variant } = await awaitingOrder(1, 5, 'race@exemple.fr');
    const answers = await Promise.all([
      deliver(t.app, signedEvent('failed', { ...intent, failure: { code: 'card_declined' } })),
      deliver(t.app, signedEvent('succeeded', intent)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending', stockState: 'committed', refundRequired: false });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'succeeded' });
    expect(await stockOf(t.db, variant)).toBe(4);
    expect(await mailsAbout(t.db, 'race@exemple.fr')).toHaveLength(1);
  });

  it('changes nothing for an event whose amount or currency is not the order’s, and records why', async () => {
    const { intent, start, variant } = await awaitingOrder(1);
    const before = await orderById(t.db, start.orderId);
    const wrongAmount = signedEvent('succeeded', { ...intent, amount: intent.amount - 1 });
    const wrongCurrency = signedEvent('succeeded', { ...intent, currency: 'usd' });
    for (const event of [wrongAmount, wrongCurrency]) {
      expect((await deliver(t.app, event)).statusCode).toBe(200);
      const [recorded] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
      expect(recorded!.outcome).toBe('amount_mismatch');
    }
    expect(await orderById(t.db, start.orderId)).toEqual(before);
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'pending' });
    expect(await stockOf(t.db, variant)).toBe(4);
  });

  it('refuses a bad, missing or foreign signature with 400 and records nothing', async () => {
    const { intent, start } = await awaitingOrder(1);
    const before = await eventCount();
    const event = signedEvent('succeeded', intent);
    for (const forged of [
      { payload: event.payload, signature: event.signature.replace(/v1=(.)/, (_all, first: string) => `v1=${first === '0' ? '1' : '0'}`) },
      { payload: event.payload.replace(`"amount":${intent.amount}`, '"amount":1'), signature: event.signature },
      { payload: event.payload },
      signedEvent('succeeded', intent, { secret: 'whsec_someone_else_secret_000000' }),
    ]) {
      expectRefusal(await deliver(t.app, forged), 400, 'invalid_signature', 'errors:payment.invalidSignature', { locale: 'en' });
    }
    expect(await eventCount()).toBe(before);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('refuses an event signed more than 5 minutes ago (a replay), and records nothing', async () => {
    const { intent, start } = await awaitingOrder(1);
    const before = await eventCount();
    const old = signedEvent('succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expectRefusal(await deliver(t.app, old), 400, 'invalid_signature', 'errors:payment.invalidSignature', { locale: 'en' });
    expect(await eventCount()).toBe(before);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('lets a refusal arriving after the success change nothing', async () => {
    const { intent, start, variant } = await awaitingOrder(1);
    await deliver(t.app, signedEvent('succeeded', intent));
    const paid = await orderById(t.db, start.orderId);
    const late = signedEvent('failed', { ...intent, failure: { code: 'card_declined' } });
    expect((await deliver(t.app, late)).statusCode).toBe(200);
    expect(await orderById(t.db, start.orderId)).toEqual(paid);
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'succeeded' });
    expect(await stockOf(t.db, variant)).toBe(4);
    const [recorded] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, late.id));
    expect(recorded!.outcome).toBe('late_failure');
  });

  it('records an event of a payment the shop does not know, or of a type it does not act on, and changes nothing', async () => {
    const unknown = signedEvent('succeeded', { id: 'test_pi_nothing', orderId: 999_999, amount: 100 });
    const other = signedEvent('other', { id: 'test_pi_nothing', orderId: 999_999, amount: 100 });
    expect((await deliver(t.app, unknown)).statusCode).toBe(200);
    expect((await deliver(t.app, other)).statusCode).toBe(200);
    const outcomes = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, unknown.id));
    expect(outcomes[0]!.outcome).toBe('unknown_payment');
    const ignored = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, other.id));
    expect(ignored[0]!.outcome).toBe('ignored');
  });

  it('has no Stripe address while Stripe is not configured', async () => {
    const { intent } = await awaitingOrder(1);
    expect((await deliver(t.app, signedEvent('succeeded', intent), 'stripe')).statusCode).toBe(404);
  });
});

describe('reservations that expire', () => {
  it('give the stock back; the order stays awaiting payment, and the test card is told it is too late', async () => {
    const { shopper, variant, start } = await awaitingOrder(2);
    expect(await stockOf(t.db, variant)).toBe(3);
    expect(await releaseExpiredReservations(t.db)).toBe(0);
    await expireHold(t.db, start.orderId);
    expect(await releaseExpiredReservations(t.db)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t.db, variant)).toBe(5);
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'released' });
    // Run again: nothing is given back twice.
    await releaseExpiredReservations(t.db);
    expect(await stockOf(t.db, variant)).toBe(5);
    expectRefusal(await shopper.pay(CARDS.succeeds), 409, 'reservation_expired', 'errors:checkout.reservationExpired');
  });

  it('are released by the background worker, which makes the catalogue show the stock again', async () => {
    const { variant, start } = await awaitingOrder(2);
    // The product was written straight into the database: the shop is told, as the back office will.
    t.app.catalogue.invalidate();
    const shown = async () => (await t.app.catalogue.snapshot()).productsById.get(variant.productId)!.stock[0]!.quantity;
    expect(await shown()).toBe(3);
    await expireHold(t.db, start.orderId);
    const worker = startReservationWorker({ db: t.db, catalogue: t.app.catalogue, log: { info: () => {}, error: () => {} }, intervalMs: 20 });
    try {
      await eventually(async () => expect(await stockOf(t.db, variant)).toBe(5));
    } finally {
      await worker.stop();
    }
    expect(await shown()).toBe(5);
  });

  it('a payment arriving after the expiry takes the stock again when it is still there', async () => {
    const { variant, start, intent } = await awaitingOrder(2, 5, 'late@exemple.fr');
    await expireHold(t.db, start.orderId);
    await releaseExpiredReservations(t.db);
    expect(await stockOf(t.db, variant)).toBe(5);
    await deliver(t.app, signedEvent('succeeded', intent));
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending', stockState: 'committed', refundRequired: false });
    expect(await stockOf(t.db, variant)).toBe(3);
    expect(await mailsAbout(t.db, 'late@exemple.fr')).toHaveLength(1);
  });

  it('a payment arriving after the expiry, the stock sold meanwhile, is paid and flagged for a refund, the stock never below zero', async () => {
    const { variant, start, intent } = await awaitingOrder(2, 2);
    await expireHold(t.db, start.orderId);
    await releaseExpiredReservations(t.db);
    // Someone else buys one of the two units.
    const other = new Shopper(t.app);
    await other.cart('POST', '/cart/lines', { ...variant, quantity: 1 });
    await other.answerAsGuest('autre@exemple.fr');
    await other.placeOrder();
    expect(await stockOf(t.db, variant)).toBe(1);

    await deliver(t.app, signedEvent('succeeded', intent));
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'pending', stockState: 'shortfall', refundRequired: true });
    expect(await stockOf(t.db, variant)).toBe(1);
  });
});

describe('the test card form', () => {
  it('refuses malformed card details with the field and the form’s sentence, and pays nothing', async () => {
    const { shopper, start } = await awaitingOrder(1);
    const pay = (change: Record<string, string>) => shopper.call('POST', '/checkout/test-payment', { ...card(CARDS.succeeds), ...change });
    expectRefusal(await pay({ cardNumber: '4242 4242 4242 4241' }), 400, 'invalid_parameter', 'errors:payment.cardNumberInvalid', {
      field: 'cardNumber',
    });
    expectRefusal(await pay({ expiry: '1/40' }), 400, 'invalid_parameter', 'errors:payment.expiryInvalid', { field: 'expiry' });
    expectRefusal(await pay({ expiry: '13/40' }), 400, 'invalid_parameter', 'errors:payment.expiryMonthInvalid', { field: 'expiry' });
    expectRefusal(await pay({ expiry: '01/20' }), 400, 'invalid_parameter', 'errors:payment.cardExpired', { field: 'expiry' });
    expectRefusal(await pay({ cvc: '1' }), 400, 'invalid_parameter', 'errors:payment.cvcInvalid', { field: 'cvc' });
    expectRefusal(await pay({ name: '' }), 400, 'invalid_parameter', 'errors:payment.nameMissing', { field: 'name' });
    expect(await orderById(t.db, start.orderId)).toMatchObject({ status: 'awaiting_payment', stockState: 'reserved' });
    expect(await paymentOf(t.db, start.orderId)).toMatchObject({ status: 'pending' });
  });

  it('pays with an expiry typed without its slash', async () => {
    const { shopper } = await awaitingOrder(1);
    expect((await shopper.call('POST', '/checkout/test-payment', { ...card(CARDS.succeeds), expiry: '1240' })).json()).toEqual({ state: 'paid' });
  });

  it('has nothing to pay for a visitor who has not gone to pay, or whose order is paid', async () => {
    const stranger = new Shopper(t.app);
    expectRefusal(await stranger.pay(CARDS.succeeds), 409, 'no_order_to_pay', 'errors:checkout.noOrderToPay');
    const { shopper } = await awaitingOrder(1);
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
    expectRefusal(await shopper.pay(CARDS.succeeds), 409, 'no_order_to_pay', 'errors:checkout.noOrderToPay');
  });

  it('answers in English to an English visitor', async () => {
    const shopper = new Shopper(t.app, 'en');
    expectRefusal(await shopper.pay(CARDS.succeeds), 409, 'no_order_to_pay', 'errors:checkout.noOrderToPay', { locale: 'en' });
  });
});
