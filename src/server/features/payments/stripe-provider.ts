import Stripe from 'stripe';
import { HttpError } from '../../errors';
import type { PayableOrder, PaymentProvider } from './provider';
import { verifyStripeFormatEvent } from './stripe-events';

export type StripeProviderConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests; tests point it at a fake Stripe API on 127.0.0.1. Default: api.stripe.com over HTTPS. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** A customer waits on this call when going to pay: fail within seconds rather than the SDK's 80. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Safe to retry: every PaymentIntent creation carries its idempotency key, so a retry never creates a second one. */
const NETWORK_RETRIES = 2;

/**
 * The Stripe provider: one PaymentIntent per order and amount (euro, captured at once, the
 * order id in its metadata), paid in the browser through the Payment Element with its client
 * secret, and confirmed only by Stripe's signed `payment_intent.*` events.
 */
export function createStripeProvider({ secretKey, publishableKey, webhookSecret, api }: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(secretKey, { ...api, timeout: REQUEST_TIMEOUT_MS, maxNetworkRetries: NETWORK_RETRIES });

  return {
    name: 'stripe',

    async openPayment(order: PayableOrder) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: order.totalCents,
            currency: 'eur',
            capture_method: 'automatic',
            automatic_payment_methods: { enabled: true },
            description: `Atelier ${order.number}`,
            metadata: { orderId: String(order.id), orderNumber: order.number },
            receipt_email: order.email,
          },
          // Stripe answers a repeated key with the intent it created the first time: going to
          // pay twice for the same order and amount never opens a second payment. A changed
          // amount is a different payment, under a key of its own.
          { idempotencyKey: paymentKey(order) },
        );
      } catch (error) {
        throw providerFailure(error);
      }
      // Stripe always gives one on creation; without it the page could not pay.
      if (!intent.client_secret) throw new HttpError(502, 'payment_provider_error', 'errors:payment.providerError');
      return { providerRef: intent.id, clientSecret: intent.client_secret };
    },

    async refund({ orderId, providerRef, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: providerRef, amount: amountCents, metadata: { orderId: String(orderId) } },
          // Stripe answers a repeated key with the refund it made the first time: one refund, whatever the retries.
          { idempotencyKey },
        );
        return { ok: true, refundRef: refund.id };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        return { ok: false, reason: isPassing(error) ? 'unavailable' : 'refused' };
      }
    },

    parseWebhook(rawBody, signature) {
      return verifyStripeFormatEvent(stripe, 'stripe', rawBody, signature, webhookSecret);
    },

    publicConfig() {
      return { provider: 'stripe', publishableKey };
    },
  };
}

/** Stripe out of reach (network, timeout, its own 5xx or rate limit): it may pass, try again. */
function isPassing(error: InstanceType<typeof Stripe.errors.StripeError>): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  );
}

/** The idempotency key of an order's payment: the same order at the same amount is one payment. */
export function paymentKey(order: Pick<PayableOrder, 'id' | 'totalCents'>): string {
  return `order-${order.id}-${order.totalCents}`;
}

/**
 * What the customer is told when Stripe cannot open the payment. Stripe out of reach (network,
 * timeout, its own 5xx or rate limit) may pass: 503, try again. Stripe refusing the request
 * (a revoked key, an amount it does not accept) is the shop's to fix: 502. The Stripe error is
 * kept as the cause, which the log shows by kind and code only (logging/logged-error.ts): its
 * message may quote the key's last characters.
 */
function providerFailure(error: unknown): unknown {
  // Anything else is a bug of ours, for the shop's generic 500.
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const failure = isPassing(error)
    ? new HttpError(503, 'payment_unavailable', 'errors:payment.unavailable')
    : new HttpError(502, 'payment_provider_error', 'errors:payment.providerError');
  failure.cause = error;
  return failure;
}
