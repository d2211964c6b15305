import type Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent, type ProviderName } from './provider';
import { parseDecimalId } from '../../../domain/decimal-id';

/** Stripe's default: an event signed more than 5 minutes ago is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a Stripe-format signed event (header `t=…,v1=…`, HMAC-SHA256 of `t.payload`) with
 * the official SDK and normalises it. The test provider signs its events the same way with
 * its own secret, so both providers go through this one function. `stripe` is a client, or
 * the Stripe class itself (its static `webhooks` needs no API key).
 */
export function verifyStripeFormatEvent(
  stripe: Pick<Stripe, 'webhooks'>,
  provider: ProviderName,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): PaymentEvent {
  if (!signature) throw new WebhookSignatureError('no signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new WebhookSignatureError('bad or expired signature');
  }
  return normaliseEvent(provider, event);
}

function normaliseEvent(provider: ProviderName, event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, provider, type: event.type };
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return { ...base, kind: 'ignored', providerRef: null, orderId: null, amountCents: null, currency: null, failureCode: null };
  }
  const intent = event.data.object;
  return {
    ...base,
    kind: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
    providerRef: intent.id,
    orderId: orderIdOf(intent.metadata?.orderId),
    amountCents: intent.amount,
    currency: intent.currency,
    failureCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
  };
}

/** The order id the shop wrote in the metadata, in decimal digits; anything else ('1e3', ' 12', '0x1F') names no order. */
const orderIdOf = parseDecimalId;
