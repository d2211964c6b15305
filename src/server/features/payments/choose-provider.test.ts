import { describe, expect, it } from 'vitest';
import { choosePaymentProvider } from './choose-provider';

describe('choosePaymentProvider', () => {
  it('takes cards through Stripe when its keys are set, giving the page the publishable key only', () => {
    const provider = choosePaymentProvider({
      STRIPE_SECRET_KEY: 'sk_test_51Secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Public',
      STRIPE_WEBHOOK_SECRET: 'whsec_Signing',
      TEST_PAYMENT_WEBHOOK_SECRET: undefined,
    });
    expect(provider.name).toBe('stripe');
    expect(provider.publicConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_51Public' });
  });

  it('sells offline through the built-in test provider without them', () => {
    const provider = choosePaymentProvider({
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      TEST_PAYMENT_WEBHOOK_SECRET: undefined,
    });
    expect(provider.name).toBe('test');
    expect(provider.publicConfig()).toEqual({ provider: 'test' });
  });
});
