/**
 * One interface for the card providers (ADR 11): Stripe when its keys are set, the built-in
 * test provider otherwise. Both confirm orders the same way: a signed event, verified on the
 * raw body, normalised into a `PaymentEvent` and handled once by the order logic. Nothing a
 * browser sends ever marks an order paid.
 */

export type ProviderName = 'stripe' | 'test';

/** The order as a provider needs it to open a payment; the amount comes from the order row. */
export type PayableOrder = { id: number; number: string; totalCents: number; email: string; locale: 'fr' | 'en' };

export type OpenedPayment = {
  /** The provider's id for this payment (Stripe: the PaymentIntent id), unique per order. */
  providerRef: string;
  /** Stripe: the PaymentIntent's client secret for the Payment Element; test: null. */
  clientSecret: string | null;
};

/**
 * A provider event after its signature was verified. `kind` is what the order logic acts on;
 * any other event type is `ignored` (recorded, nothing changes).
 */
export type PaymentEvent = {
  id: string;
  provider: ProviderName;
  kind: 'succeeded' | 'failed' | 'ignored';
  /** Stripe's event type as received (payment_intent.succeeded, ...). */
  type: string;
  providerRef: string | null;
  /** The order id the payment was opened for (metadata), when the event carries one. */
  orderId: number | null;
  amountCents: number | null;
  currency: string | null;
  /** On failure: the provider's code (card_declined, insufficient_funds, ...). */
  failureCode: string | null;
};

/**
 * Money to give back on a paid order's payment: all of it or part. `idempotencyKey` is the
 * refund's own (refunds.idempotency_key): asking again with it never refunds twice.
 */
export type RefundablePayment = { orderId: number; providerRef: string; amountCents: number; idempotencyKey: string };

/** A refund the provider made, or why it could not: out of reach for now (try again), or refused. */
export type RefundOutcome = { ok: true; refundRef: string } | { ok: false; reason: 'unavailable' | 'refused' };

/** A webhook whose signature is missing, wrong or too old: answered 400, nothing recorded. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Payment webhook refused: ${reason}`);
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Opens (or finds again) the provider's payment for an order. Idempotent per order and
   * amount: calling it twice for the same order never charges twice.
   */
  openPayment(order: PayableOrder): Promise<OpenedPayment>;
  /** Verifies the signature of a webhook on its raw body and normalises the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * Gives back all or part of a paid order's payment. Idempotent per key: asking again (a retry
   * after a timeout, a second instance) never refunds twice.
   */
  refund(payment: RefundablePayment): Promise<RefundOutcome>;
  /** What the payment page may know: the publishable key for Stripe, nothing for the test provider. */
  publicConfig(): { provider: 'stripe'; publishableKey: string } | { provider: 'test' };
}
