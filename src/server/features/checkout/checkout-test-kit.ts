import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { Database } from '../../../db/client';
import { cartLines, checkoutDrafts, mailOutbox, orderLines, orders, payments, stock } from '../../../db/schema';
import type { CheckoutState, PaymentStart } from '../../../domain/checkout/checkout';
import type { App } from '../../app';
import { Visitor } from '../cart/cart-test-kit';

/** Helpers of the checkout and payment API tests. */

export const TEST_WEBHOOK_SECRET = 'whsec_checkout_tests_0123456789abcdef';

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123', name: 'Zoé Martin' });

export const typedAddress = (overrides: Record<string, string> = {}) => ({
  firstName: 'Zoé',
  lastName: 'Martin',
  email: 'zoe@exemple.fr',
  phone: '06 12 34 56 78',
  line1: '12 rue des Canuts',
  line2: '',
  city: 'Lyon',
  zip: '69004',
  country: 'FR',
  ...overrides,
});

/** A visitor going through the checkout API. */
export class Shopper extends Visitor {
  async checkout(method: 'GET' | 'PUT' = 'GET', path = '', body?: unknown): Promise<CheckoutState> {
    const response = await this.call(method, `/checkout${path}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckoutState>();
  }

  async placeOrder(body: unknown = {}): Promise<PaymentStart> {
    const response = await this.call('POST', '/checkout/order', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PaymentStart>();
  }

  pay(cardNumber: string): Promise<LightMyRequestResponse> {
    return this.call('POST', '/checkout/test-payment', card(cardNumber));
  }

  /** A guest with an e-mail and a delivery address, billing the same. */
  async answerAsGuest(email = 'zoe@exemple.fr', address = typedAddress()): Promise<CheckoutState> {
    await this.checkout('PUT', '/email', { email });
    await this.checkout('PUT', '/delivery', address);
    return this.checkout('PUT', '/billing', { sameAsDelivery: true });
  }
}

export async function stockOf(db: Database, variant: { productId: number; colorId: number; sizeId: number }): Promise<number> {
  const [row] = await db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.productId, variant.productId), eq(stock.colorId, variant.colorId), eq(stock.sizeId, variant.sizeId)));
  return row!.quantity;
}

export async function orderById(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function orderLinesOf(db: Database, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

export async function paymentOf(db: Database, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}

export async function mailsAbout(db: Database, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'order-confirmation')));
}

export async function cartContents(db: Database, cartId: string) {
  const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, cartId));
  const [draft] = await db.select().from(checkoutDrafts).where(eq(checkoutDrafts.cartId, cartId));
  return { lines, draft: draft ?? null };
}

/** Moves an order's hold into the past, as if the customer had waited longer than the reservation. */
export async function expireHold(db: Database, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ reservedUntil: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId));
}

type IntentFields = { id: string; orderId: number; amount: number; currency?: string; failure?: { code: string; decline_code?: string } };

/** A Stripe-format payment event, signed with the tests' secret (`timestamp` in seconds, default now). */
export function signedEvent(
  kind: 'succeeded' | 'failed' | 'other',
  intent: IntentFields,
  {
    id = `evt_${Math.random().toString(36).slice(2)}`,
    timestamp,
    secret = TEST_WEBHOOK_SECRET,
  }: { id?: string; timestamp?: number; secret?: string } = {},
) {
  const type = kind === 'succeeded' ? 'payment_intent.succeeded' : kind === 'failed' ? 'payment_intent.payment_failed' : 'payment_intent.created';
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency ?? 'eur',
        metadata: { orderId: String(intent.orderId) },
        last_payment_error: intent.failure ? { type: 'card_error', ...intent.failure } : null,
      },
    },
  });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}

export function deliver(app: App, event: { payload: string; signature?: string }, provider: 'test' | 'stripe' = 'test') {
  return app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/webhook`,
    headers: { 'content-type': 'application/json', ...(event.signature ? { 'stripe-signature': event.signature } : {}) },
    payload: event.payload,
  });
}
