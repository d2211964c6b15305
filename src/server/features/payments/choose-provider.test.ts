import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { choosePaymentProvider, describePayments } from './choose-provider';

const stripe = { STRIPE_SECRET_KEY: 'sk_test_51Secret', STRIPE_PUBLISHABLE_KEY: 'pk_test_51Public', STRIPE_WEBHOOK_SECRET: 'whsec_Signing' };

describe('choosePaymentProvider', () => {
  it('takes cards through Stripe when its keys are set, giving the page the publishable key only', () => {
    const provider = choosePaymentProvider(loadEnv(stripe));
    expect(provider.name).toBe('stripe');
    expect(provider.publicConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_51Public' });
  });

  it('sells offline through the built-in test provider when it is chosen (the demo shop, or PAYMENTS=test)', () => {
    for (const env of [loadEnv({}), loadEnv({ DATABASE_URL: 'postgres://atelier@db.internal/atelier', PAYMENTS: 'test' })]) {
      const provider = choosePaymentProvider(env);
      expect(provider.name).toBe('test');
      expect(provider.publicConfig()).toEqual({ provider: 'test' });
    }
  });

  it('never falls back to the test provider when Stripe was asked for without its keys', () => {
    expect(() => choosePaymentProvider({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY } as never)).toThrow(
      /PAYMENTS=stripe needs/,
    );
  });
});

describe('describePayments: the start’s line on who takes payments', () => {
  it('says whether cards are charged, and whether Stripe runs live or in test mode', () => {
    expect(describePayments(loadEnv({}))).toBe('built-in test provider: cards are not charged');
    expect(describePayments(loadEnv(stripe))).toBe('Stripe (test mode)');
    const live = { STRIPE_SECRET_KEY: 'sk_live_51Secret', STRIPE_PUBLISHABLE_KEY: 'pk_live_51Public', STRIPE_WEBHOOK_SECRET: 'whsec_Signing' };
    expect(describePayments(loadEnv(live))).toBe('Stripe (live)');
    expect(describePayments(loadEnv({ ...live, STRIPE_SECRET_KEY: 'rk_live_51Restricted' }))).toBe('Stripe (live)');
  });
});
