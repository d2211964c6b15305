import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestCardOutcome } from '../../../domain/payments/test-cards';
import type { OpenedPayment, PayableOrder, PaymentEvent, PaymentProvider, RefundablePayment, RefundOutcome } from './provider';
import { verifyStripeFormatEvent } from './stripe-events';

/** The payment the test card form pays, as the test provider knows it. */
export type TestPayment = { providerRef: string; orderId: number; amountCents: number; currency: string };

/**
 * The built-in provider, used when Stripe is not configured, so the shop sells offline. Its
 * card form (POST /api/store/checkout/test-payment) never marks an order paid itself: it
 * writes the event Stripe would send, signs it with this provider's secret the way Stripe
 * signs, and hands it to parseWebhook and the webhook's event handling, which verify and handle
 * it exactly as they do Stripe's (ADR 11).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly #secret: string;

  /** Without a secret (env TEST_PAYMENT_WEBHOOK_SECRET), a random one for this process. */
  constructor(secret?: string) {
    this.#secret = secret ?? `whsec_${randomBytes(24).toString('hex')}`;
  }

  /** One payment per order: opening it again finds the same reference, so it is never paid twice. */
  async openPayment(order: PayableOrder): Promise<OpenedPayment> {
    return { providerRef: `test_pi_${order.number}`, clientSecret: null };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    // The Stripe class's static webhooks verify signatures without an API key.
    return verifyStripeFormatEvent(Stripe, 'test', rawBody, signature, this.#secret);
  }

  /** No money moved, none to give back: the refund is recorded as made. */
  async refund(payment: RefundablePayment): Promise<RefundOutcome> {
    return { ok: true, refundRef: `test_re_${payment.idempotencyKey}` };
  }

  publicConfig() {
    return { provider: 'test' as const };
  }

  /** The signed event of a card payment, in Stripe's format: the body and its `stripe-signature` header. */
  signedEvent(payment: TestPayment, outcome: TestCardOutcome, now: Date): { payload: string; signature: string } {
    const payload = JSON.stringify(testPaymentEvent(payment, outcome, now));
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.#secret }) };
  }
}

/** A `payment_intent.succeeded` or `payment_intent.payment_failed` event, as Stripe writes them. */
export function testPaymentEvent(payment: TestPayment, outcome: TestCardOutcome, now: Date) {
  const created = Math.floor(now.getTime() / 1000);
  const intent = {
    id: payment.providerRef,
    object: 'payment_intent',
    amount: payment.amountCents,
    currency: payment.currency,
    created,
    livemode: false,
    metadata: { orderId: String(payment.orderId) },
    status: outcome.succeeded ? 'succeeded' : 'requires_payment_method',
    last_payment_error: outcome.succeeded
      ? null
      : { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode ?? undefined, message: outcome.messageKey },
  };
  return {
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: outcome.succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    created,
    livemode: false,
    api_version: null,
    data: { object: intent },
  };
}
