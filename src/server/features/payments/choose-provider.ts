import type { Env } from '../../env';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

type PaymentEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'TEST_PAYMENT_WEBHOOK_SECRET'>;

/**
 * Stripe when its keys are set (env.ts accepts all three or none), else the built-in test
 * provider, so a fresh clone sells offline (README, Payments).
 */
export function choosePaymentProvider(env: PaymentEnv): PaymentProvider {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (secretKey && publishableKey && webhookSecret) return createStripeProvider({ secretKey, publishableKey, webhookSecret });
  return new TestPaymentProvider(env.TEST_PAYMENT_WEBHOOK_SECRET);
}
