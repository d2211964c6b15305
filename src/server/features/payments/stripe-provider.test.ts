import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWebhookSecret, signedWebhook, startFakeStripe, type FakeStripe } from '../../../../tests/helpers/fake-stripe';
import { HttpError } from '../../errors';
import { WebhookSignatureError, type PayableOrder } from './provider';
import { createStripeProvider } from './stripe-provider';

/** The provider against the fake Stripe API: what the SDK really sends, and what the shop makes of the answers. */

const order = (overrides: Partial<PayableOrder> = {}): PayableOrder => ({
  id: 41,
  number: 'AT001041',
  totalCents: 4599,
  email: 'claire@example.fr',
  locale: 'fr',
  ...overrides,
});

let fake: FakeStripe;
const webhookSecret = newWebhookSecret();
const provider = () => createStripeProvider({ secretKey: fake.secretKey, publishableKey: 'pk_test_atelier', webhookSecret, api: fake.api });

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe('Stripe provider: opening a payment', () => {
  it('creates a euro PaymentIntent for the order total, captured at once, with the order in its metadata', async () => {
    const opened = await provider().openPayment(order({ id: 7, number: 'AT001007', totalCents: 2990 }));

    const intent = fake.intents().find((i) => i.id === opened.providerRef);
    expect(intent).toMatchObject({
      amount: 2990,
      currency: 'eur',
      capture_method: 'automatic',
      automatic_payment_methods: { enabled: true },
      metadata: { orderId: '7', orderNumber: 'AT001007' },
      receipt_email: 'claire@example.fr',
      status: 'requires_payment_method',
    });
    expect(opened.clientSecret).toBe(intent?.client_secret);
    expect(opened.clientSecret).toMatch(new RegExp(`^${opened.providerRef}_secret_`));
    expect(fake.createRequests().at(-1)?.idempotencyKey).toBe('order-7-2990');
  });

  it('opens one PaymentIntent per order however often the customer goes to pay', async () => {
    const before = fake.intents().length;
    const first = await provider().openPayment(order({ id: 8 }));
    // Another server process (a fresh SDK client) asked again for the same order.
    const second = await provider().openPayment(order({ id: 8 }));

    expect(second).toEqual(first);
    expect(fake.intents().length - before).toBe(1);
    expect(fake.createRequests().filter((r) => r.idempotencyKey === 'order-8-4599')).toHaveLength(2);
  });

  it('opens a new PaymentIntent when the amount of the order changed', async () => {
    const before = fake.intents().length;
    const first = await provider().openPayment(order({ id: 9, totalCents: 4599 }));
    const second = await provider().openPayment(order({ id: 9, totalCents: 3999 }));

    expect(second.providerRef).not.toBe(first.providerRef);
    expect(fake.intents().length - before).toBe(2);
  });

  it('refuses, as Stripe does, to reuse an order key for other parameters: a 502, never another order’s payment', async () => {
    await provider().openPayment(order({ id: 10 }));
    const reused = provider().openPayment(order({ id: 10, number: 'AT009999', email: 'autre@example.fr' }));

    await expect(reused).rejects.toMatchObject({ statusCode: 502, code: 'payment_provider_error', messageKey: 'errors:payment.providerError' });
    await expect(reused).rejects.toMatchObject({ cause: expect.any(Stripe.errors.StripeIdempotencyError) });
    expect(fake.requests.at(-1)?.status).toBe(400);
  });

  it('answers 502 when Stripe refuses the secret key (the shop’s configuration to fix)', async () => {
    const wrongKey = createStripeProvider({ secretKey: 'sk_test_revoked', publishableKey: 'pk_test_atelier', webhookSecret, api: fake.api });
    const opening = wrongKey.openPayment(order({ id: 11 }));

    await expect(opening).rejects.toBeInstanceOf(HttpError);
    await expect(opening).rejects.toMatchObject({ statusCode: 502, cause: expect.any(Stripe.errors.StripeAuthenticationError) });
    expect(fake.requests.at(-1)?.status).toBe(401);
  });

  it('answers 503 when Stripe cannot be reached, after the SDK’s retries', async () => {
    const gone = await startFakeStripe();
    await gone.close();
    const unreachable = createStripeProvider({ secretKey: gone.secretKey, publishableKey: 'pk_test_atelier', webhookSecret, api: gone.api });
    const opening = unreachable.openPayment(order({ id: 12 }));

    await expect(opening).rejects.toMatchObject({ statusCode: 503, code: 'payment_unavailable', messageKey: 'errors:payment.unavailable' });
    await expect(opening).rejects.toMatchObject({ cause: expect.any(Stripe.errors.StripeConnectionError) });
  });

  it('gives the browser the publishable key only', () => {
    const config = JSON.stringify(provider().publicConfig());
    expect(config).toBe(JSON.stringify({ provider: 'stripe', publishableKey: 'pk_test_atelier' }));
    expect(config).not.toContain(fake.secretKey);
    expect(config).not.toContain(webhookSecret);
  });
});

describe('Stripe provider: webhooks', () => {
  it('reads a payment_intent.succeeded event signed with the webhook secret', async () => {
    const opened = await provider().openPayment(order({ id: 20, totalCents: 5200 }));
    const { payload, headers } = signedWebhook(fake.paymentSucceeded(opened.providerRef), webhookSecret);

    expect(provider().parseWebhook(Buffer.from(payload), headers['stripe-signature'])).toMatchObject({
      provider: 'stripe',
      kind: 'succeeded',
      type: 'payment_intent.succeeded',
      providerRef: opened.providerRef,
      orderId: 20,
      amountCents: 5200,
      currency: 'eur',
      failureCode: null,
    });
  });

  it('reads a refused payment with the card issuer’s reason', async () => {
    const opened = await provider().openPayment(order({ id: 21 }));
    const event = fake.paymentFailed(opened.providerRef, { code: 'card_declined', declineCode: 'insufficient_funds' });
    const { payload, headers } = signedWebhook(event, webhookSecret);

    expect(provider().parseWebhook(Buffer.from(payload), headers['stripe-signature'])).toMatchObject({
      kind: 'failed',
      orderId: 21,
      failureCode: 'insufficient_funds',
    });
  });

  it('refuses an event signed with another secret, an altered body, an old signature or none', async () => {
    const opened = await provider().openPayment(order({ id: 22 }));
    const event = fake.paymentSucceeded(opened.providerRef);
    const parse = (payload: string, signature: string | undefined) => () => provider().parseWebhook(Buffer.from(payload), signature);

    const forged = signedWebhook(event, newWebhookSecret());
    expect(parse(forged.payload, forged.headers['stripe-signature'])).toThrow(WebhookSignatureError);

    const genuine = signedWebhook(event, webhookSecret);
    expect(parse(genuine.payload.replace('"amount":4599', '"amount":1'), genuine.headers['stripe-signature'])).toThrow(WebhookSignatureError);

    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    const old = signedWebhook(event, webhookSecret, { timestamp: sixMinutesAgo });
    expect(parse(old.payload, old.headers['stripe-signature'])).toThrow(WebhookSignatureError);

    expect(parse(genuine.payload, undefined)).toThrow(WebhookSignatureError);
  });

  it('accepts a signature four minutes old (within Stripe’s 300 s tolerance)', async () => {
    const opened = await provider().openPayment(order({ id: 23 }));
    const fourMinutesAgo = Math.floor(Date.now() / 1000) - 240;
    const { payload, headers } = signedWebhook(fake.paymentSucceeded(opened.providerRef), webhookSecret, { timestamp: fourMinutesAgo });

    expect(provider().parseWebhook(Buffer.from(payload), headers['stripe-signature']).kind).toBe('succeeded');
  });
});
