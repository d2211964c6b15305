import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signedWebhook } from '../../../../tests/helpers/fake-stripe';
import { WebhookSignatureError } from './provider';
import { verifyStripeFormatEvent } from './stripe-events';

/** Verification and normalisation of Stripe-format events, shared by the Stripe and test providers. */

const stripe = new Stripe('sk_test_unused');
const secret = newWebhookSecret();

const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_3Nq',
  object: 'payment_intent',
  amount: 4599,
  amount_received: 4599,
  currency: 'eur',
  metadata: { orderId: '12', orderNumber: 'AT001012' },
  last_payment_error: null,
  status: 'succeeded',
  ...overrides,
});

const event = (type: string, object: unknown, id = 'evt_1') => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  data: { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
});

function verify(body: unknown, provider: 'stripe' | 'test' = 'stripe', options: { timestamp?: number; secret?: string } = {}) {
  const { payload, headers } = signedWebhook(body, options.secret ?? secret, options);
  return verifyStripeFormatEvent(stripe, provider, Buffer.from(payload), headers['stripe-signature'], secret);
}

describe('verifyStripeFormatEvent', () => {
  it('normalises a succeeded payment: its intent, order, amount and currency', () => {
    expect(verify(event('payment_intent.succeeded', intent()), 'test')).toEqual({
      id: 'evt_1',
      provider: 'test',
      kind: 'succeeded',
      type: 'payment_intent.succeeded',
      providerRef: 'pi_3Nq',
      orderId: 12,
      amountCents: 4599,
      currency: 'eur',
      failureCode: null,
    });
  });

  it('gives a failed payment the issuer’s decline code, or else the error code', () => {
    const declined = intent({
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect(verify(event('payment_intent.payment_failed', declined))).toMatchObject({ kind: 'failed', failureCode: 'insufficient_funds' });

    const expired = intent({ status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'expired_card' } });
    expect(verify(event('payment_intent.payment_failed', expired))).toMatchObject({ kind: 'failed', failureCode: 'expired_card' });
  });

  it.each(['payment_intent.created', 'payment_intent.processing', 'charge.succeeded', 'charge.refunded', 'customer.created'])(
    'records %s as ignored, with nothing for the order logic to act on',
    (type) => {
      expect(verify(event(type, intent(), 'evt_other'))).toEqual({
        id: 'evt_other',
        provider: 'stripe',
        kind: 'ignored',
        type,
        providerRef: null,
        orderId: null,
        amountCents: null,
        currency: null,
        failureCode: null,
      });
    },
  );

  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['1e3', null],
    [' 12', null],
    ['0x1F', null],
    ['012', null],
    ['', null],
    ['douze', null],
  ])('reads the order id %j from the metadata as %j', (orderId, expected) => {
    expect(verify(event('payment_intent.succeeded', intent({ metadata: { orderId } }))).orderId).toBe(expected);
  });

  it('reads no order id from an intent without metadata', () => {
    expect(verify(event('payment_intent.succeeded', intent({ metadata: {} }))).orderId).toBeNull();
  });

  it('refuses a missing, forged or expired signature', () => {
    const body = event('payment_intent.succeeded', intent());
    expect(() => verifyStripeFormatEvent(stripe, 'stripe', Buffer.from(JSON.stringify(body)), undefined, secret)).toThrow(WebhookSignatureError);
    expect(() => verify(body, 'stripe', { secret: newWebhookSecret() })).toThrow(WebhookSignatureError);
    expect(() => verify(body, 'stripe', { timestamp: Math.floor(Date.now() / 1000) - 301 })).toThrow(WebhookSignatureError);
    expect(() => verify(body, 'stripe', { timestamp: Math.floor(Date.now() / 1000) - 290 })).not.toThrow();
  });
});
