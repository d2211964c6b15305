import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

/** The message of the configuration loadEnv refuses. */
function failure(source: NodeJS.ProcessEnv): string {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted the configuration');
}

describe('loadEnv: PUBLIC_URL, the address written in mails and canonical links', () => {
  it('defaults to the port the shop listens on, so mail links reach it', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('defaults to port 3000 when neither is set', () => {
    expect(loadEnv({})).toMatchObject({ PORT: 3000, PUBLIC_URL: 'http://localhost:3000' });
  });

  it('keeps the address it is given, whatever the port, without a trailing slash', () => {
    expect(loadEnv({ PORT: '8080', PUBLIC_URL: 'https://atelier.example/' }).PUBLIC_URL).toBe('https://atelier.example');
  });

  it('treats an empty PUBLIC_URL as unset', () => {
    expect(loadEnv({ PORT: '4000', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4000');
  });
});

describe('loadEnv: Stripe keys, all three or none', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_51Hx4tTopSecret0000',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51Hx4tPublic0000',
    STRIPE_WEBHOOK_SECRET: 'whsec_AlsoSecret0000',
  };

  it('takes the three keys together', () => {
    expect(loadEnv(stripe)).toMatchObject(stripe);
  });

  it('takes none of them (the test payment provider), empty ones counting as unset', () => {
    const env = loadEnv({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    expect([env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    ['the webhook secret', { ...stripe, STRIPE_WEBHOOK_SECRET: undefined }, 'missing: STRIPE_WEBHOOK_SECRET'],
    ['the publishable key', { ...stripe, STRIPE_PUBLISHABLE_KEY: '' }, 'missing: STRIPE_PUBLISHABLE_KEY'],
    ['two keys', { STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY }, 'missing: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET'],
  ])('refuses to start without %s, naming what is missing', (_, source, expected) => {
    const message = failure(source);
    expect(message).toContain(expected);
    expect(message).toContain('set all three, or none');
  });

  it('refuses keys that are not Stripe’s, or a test key beside a live one', () => {
    expect(failure({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_51Hx4tPublic0000' })).toContain('STRIPE_SECRET_KEY must be a Stripe secret key');
    expect(failure({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toContain('STRIPE_WEBHOOK_SECRET must be the signing secret');
    expect(failure({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hx4tPublic0000' })).toContain('both be test keys or both live keys');
  });

  it('never repeats a secret in its error message', () => {
    const message = failure({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: 'whsec AlsoSecret' });
    expect(message).not.toContain('TopSecret');
    expect(message).not.toContain('AlsoSecret');
  });
});

describe('loadEnv: checkout settings', () => {
  it('holds stock 30 minutes unless told otherwise, and refuses a nonsense duration', () => {
    expect(loadEnv({}).RESERVATION_MINUTES).toBe(30);
    expect(loadEnv({ RESERVATION_MINUTES: '45' }).RESERVATION_MINUTES).toBe(45);
    expect(() => loadEnv({ RESERVATION_MINUTES: '0' })).toThrow(/RESERVATION_MINUTES/);
    expect(() => loadEnv({ RESERVATION_MINUTES: 'soon' })).toThrow(/RESERVATION_MINUTES/);
  });

  it('takes the test provider’s webhook secret when it is long enough to be one', () => {
    expect(loadEnv({}).TEST_PAYMENT_WEBHOOK_SECRET).toBeUndefined();
    expect(loadEnv({ TEST_PAYMENT_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).TEST_PAYMENT_WEBHOOK_SECRET).toBe('whsec_0123456789abcdef');
    expect(() => loadEnv({ TEST_PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/TEST_PAYMENT_WEBHOOK_SECRET/);
  });
});

describe('loadEnv: operations settings', () => {
  it('takes a metrics token long enough not to be guessed, without spaces', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: '3f9c1e0b7a5d4c2e9f8a' }).METRICS_TOKEN).toBe('3f9c1e0b7a5d4c2e9f8a');
    expect(() => loadEnv({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN must be at least 16 printable characters/);
    expect(() => loadEnv({ METRICS_TOKEN: 'a long token with spaces' })).toThrow(/METRICS_TOKEN/);
  });

  it('takes a Redis server by its redis:// or rediss:// URL', () => {
    expect(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadEnv({ REDIS_URL: 'rediss://cache.example:6380/2' }).REDIS_URL).toBe('rediss://cache.example:6380/2');
    expect(() => loadEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });
});

describe('loadEnv: the newsletter’s pace and mail retries', () => {
  it('sends 10 newsletter mails a second and retries after 30 seconds unless told otherwise', () => {
    expect(loadEnv({})).toMatchObject({ NEWSLETTER_RATE: 10, MAIL_RETRY_DELAY_SECONDS: 30 });
    expect(loadEnv({ NEWSLETTER_RATE: '0.5', MAIL_RETRY_DELAY_SECONDS: '1' })).toMatchObject({ NEWSLETTER_RATE: 0.5, MAIL_RETRY_DELAY_SECONDS: 1 });
  });

  it.each([['0'], ['-3'], ['fast'], ['5000']])('refuses NEWSLETTER_RATE=%s, naming the variable', (rate) => {
    expect(() => loadEnv({ NEWSLETTER_RATE: rate })).toThrow(/NEWSLETTER_RATE/);
  });
});

describe('loadEnv: DEMO_DATA, what the first start writes into an empty database', () => {
  // A shop that is not the demo names its payment provider (below).
  const postgres = { DATABASE_URL: 'postgres://atelier@db.internal:5432/atelier', PAYMENTS: 'test' };

  it('is the demo shop on the embedded database, so npm ci && npm start shows a shop', () => {
    expect(loadEnv({}).DEMO_DATA).toBe(true);
    expect(loadEnv({ DATABASE_URL: '' }).DEMO_DATA).toBe(true);
  });

  it('is an empty shop on PostgreSQL, where a shop is a real one', () => {
    expect(loadEnv(postgres).DEMO_DATA).toBe(false);
  });

  it('is what it is told either way, an empty value counting as unset', () => {
    expect(loadEnv({ DEMO_DATA: 'false', PAYMENTS: 'test' }).DEMO_DATA).toBe(false);
    expect(loadEnv({ ...postgres, DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
    expect(loadEnv({ ...postgres, DEMO_DATA: '' }).DEMO_DATA).toBe(false);
  });

  it('refuses anything but true or false, naming the variable', () => {
    expect(() => loadEnv({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA: DEMO_DATA must be true or false');
  });
});

describe('loadEnv: PAYMENTS, who takes card payments (ADR 30)', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_live_51Hx4tTopSecret0000',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hx4tPublic0000',
    STRIPE_WEBHOOK_SECRET: 'whsec_AlsoSecret0000',
  };
  const postgres = { DATABASE_URL: 'postgres://atelier@db.internal:5432/atelier' };
  const choice =
    'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take card payments, or PAYMENTS=test to run the built-in test provider (no money is taken)';

  it('keeps the README’s demo as it is: npm start on the embedded database with the demo data sells through the test provider', () => {
    expect(loadEnv({}).PAYMENTS).toBe('test');
    expect(loadEnv({ NODE_ENV: 'production', DEMO_DATA: 'true', DATABASE_URL: '' }).PAYMENTS).toBe('test');
  });

  it.each([
    ['on PostgreSQL', postgres],
    ['on PostgreSQL, even with the demo data', { ...postgres, DEMO_DATA: 'true' }],
    ['on the embedded database without the demo data', { DEMO_DATA: 'false' }],
    ['on the embedded database without the demo data, NODE_ENV said out loud', { DEMO_DATA: 'false', NODE_ENV: 'production' }],
  ])('refuses a production shop without Stripe keys nor PAYMENTS %s, naming the choice', (_, source) => {
    const message = failure(source);
    expect(message).toContain('PAYMENTS: ');
    expect(message).toContain(choice);
  });

  it.each([
    ['on PostgreSQL', postgres],
    ['on the embedded database without the demo data', { DEMO_DATA: 'false' }],
    ['in the demo shop', {}],
  ])('runs the test provider %s when asked by name', (_, source) => {
    expect(loadEnv({ ...source, PAYMENTS: 'test' }).PAYMENTS).toBe('test');
  });

  it('takes Stripe when its keys are set, whether PAYMENTS says so or not, the demo shop included', () => {
    expect(loadEnv({ ...postgres, ...stripe }).PAYMENTS).toBe('stripe');
    expect(loadEnv({ ...postgres, ...stripe, PAYMENTS: 'stripe' }).PAYMENTS).toBe('stripe');
    expect(loadEnv(stripe).PAYMENTS).toBe('stripe');
  });

  it('refuses PAYMENTS=stripe without the keys, in the demo shop too', () => {
    expect(failure({ ...postgres, PAYMENTS: 'stripe' })).toContain(`PAYMENTS: PAYMENTS=stripe needs the Stripe keys. ${choice}`);
    expect(failure({ PAYMENTS: 'stripe' })).toContain('PAYMENTS=stripe needs the Stripe keys');
  });

  it('refuses PAYMENTS=test beside Stripe keys rather than guess which one was meant', () => {
    expect(failure({ ...postgres, ...stripe, PAYMENTS: 'test' })).toContain(
      'PAYMENTS=test runs the built-in test provider, yet the STRIPE_* keys are set',
    );
  });

  it('refuses anything but stripe or test, an empty value counting as unset', () => {
    expect(failure({ PAYMENTS: 'none' })).toContain('PAYMENTS: PAYMENTS must be stripe or test');
    expect(loadEnv({ PAYMENTS: '' }).PAYMENTS).toBe('test');
    expect(failure({ ...postgres, PAYMENTS: '' })).toContain(choice);
  });

  it('keeps the test provider by default in development and in tests, where nothing is sold', () => {
    expect(loadEnv({ ...postgres, NODE_ENV: 'development' }).PAYMENTS).toBe('test');
    expect(loadEnv({ DEMO_DATA: 'false', NODE_ENV: 'test' }).PAYMENTS).toBe('test');
  });

  it('is not asked of the commands that take no payment (seed, backup, restore, invite-admin)', () => {
    expect(loadEnv(postgres, { takesPayments: false }).DATABASE_URL).toBe(postgres.DATABASE_URL);
    expect(() => loadEnv({ ...postgres, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY }, { takesPayments: false })).toThrow(
      /missing: STRIPE_PUBLISHABLE_KEY/,
    );
  });
});
