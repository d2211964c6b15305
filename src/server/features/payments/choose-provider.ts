import type { Env } from '../../env';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

type PaymentEnv = Pick<Env, 'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'TEST_PAYMENT_WEBHOOK_SECRET'>;

/**
 * The provider env.ts chose (ADR 30): Stripe with its three keys, or the built-in test provider,
 * so a fresh clone sells offline (README, Payments); a production shop gets it only when named.
 */
export function choosePaymentProvider(env: PaymentEnv): PaymentProvider {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (env.PAYMENTS === 'test') return new TestPaymentProvider(env.TEST_PAYMENT_WEBHOOK_SECRET);
  // loadEnv refuses PAYMENTS=stripe without the keys; a caller that skipped it is stopped here.
  if (!secretKey || !publishableKey || !webhookSecret)
    throw new Error('PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  return createStripeProvider({ secretKey, publishableKey, webhookSecret });
}

/** The start's one line on who takes payments, so an operator sees at once whether cards are charged. */
export function describePayments(env: Pick<Env, 'PAYMENTS' | 'STRIPE_SECRET_KEY'>): string {
  if (env.PAYMENTS === 'test') return 'built-in test provider: cards are not charged';
  return env.STRIPE_SECRET_KEY?.split('_')[1] === 'live' ? 'Stripe (live)' : 'Stripe (test mode)';
}
