import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { testPaymentSchema } from '../../../domain/payments/test-cards';
import { HttpError } from '../../errors';
import { shopCounters } from '../../operations/shop-counters';
import { errorSchema } from '../catalogue/schemas';
import { checkoutVisitor } from '../checkout/checkout-read';
import { WebhookSignatureError, type PaymentProvider } from './provider';
import { receivePaymentEvent, type ReceiveDeps } from './receive-event';
import { payWithTestCard } from './test-payment';
import type { TestPaymentProvider } from './test-provider';

type WebhookDeps = ReceiveDeps & { provider: PaymentProvider };

/** Where a provider delivers its events (`/api/payments/stripe/webhook`, `/api/payments/test/webhook`). */
export const webhookPath = (provider: PaymentProvider) => `/api/payments/${provider.name}/webhook`;

/**
 * The configured provider's webhook. The signature is computed over the exact bytes sent, so
 * this scope keeps the raw body (no JSON parsing before the check). A missing, wrong or too
 * old signature answers 400 and records nothing; an event is handled once (handle-event.ts).
 */
export const webhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app, { provider, ...deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    `/payments/${provider.name}/webhook`,
    {
      schema: {
        tags: ['payments'],
        summary: `The ${provider.name} provider’s signed payment events (Stripe format, header stripe-signature)`,
        response: { 200: z.object({ received: z.literal(true) }), 400: errorSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = provider.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        // Anyone can post here: a refused signature is bad input, not an incident.
        request.log.info({ provider: provider.name }, 'payment webhook refused: bad or expired signature');
        shopCounters.paymentWebhookFailures.inc({ reason: 'invalid_signature' });
        throw new HttpError(400, 'invalid_signature', 'errors:payment.invalidSignature');
      }
      try {
        await receivePaymentEvent(deps, event, request.log);
      } catch (error) {
        shopCounters.paymentWebhookFailures.inc({ reason: 'error' });
        throw error;
      }
      return { received: true as const };
    },
  );
};

/**
 * The test provider's card form (only when Stripe is not configured). The payment is
 * confirmed the way Stripe confirms one: by its signed event, verified by the provider's
 * parseWebhook (the same verifyStripeFormatEvent as Stripe's, on the bytes signed) and
 * handled by the same receivePaymentEvent as the webhook's. Only the HTTP round trip to itself
 * is skipped: through app.inject it cost the payment step a second request's worth of work.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod<ReceiveDeps & { provider: TestPaymentProvider }> = async (app, { provider, ...deps }) => {
  const { db, catalogue } = deps;
  app.post(
    '/store/checkout/test-payment',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Pay the order awaiting payment with a test card (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 and 4000 0000 0000 9995 fail)',
        body: testPaymentSchema,
        response: {
          200: z.object({ state: z.enum(['paid', 'failed']), message: z.string().optional() }),
          400: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const deliver = (payload: string, signature: string) =>
        receivePaymentEvent(deps, provider.parseWebhook(Buffer.from(payload), signature), request.log);
      return payWithTestCard({ db, provider, deliver }, await checkoutVisitor(catalogue, request), request.body);
    },
  );
};
