import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

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
  const failure = (source: NodeJS.ProcessEnv) => {
    try {
      loadEnv(source);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('loadEnv accepted the configuration');
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
  const postgres = { DATABASE_URL: 'postgres://atelier@db.internal:5432/atelier' };

  it('is the demo shop on the embedded database, so npm ci && npm start shows a shop', () => {
    expect(loadEnv({}).DEMO_DATA).toBe(true);
    expect(loadEnv({ DATABASE_URL: '' }).DEMO_DATA).toBe(true);
  });

  it('is an empty shop on PostgreSQL, where a shop is a real one', () => {
    expect(loadEnv(postgres).DEMO_DATA).toBe(false);
  });

  it('is what it is told either way, an empty value counting as unset', () => {
    expect(loadEnv({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(loadEnv({ ...postgres, DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
    expect(loadEnv({ ...postgres, DEMO_DATA: '' }).DEMO_DATA).toBe(false);
  });

  it('refuses anything but true or false, naming the variable', () => {
    expect(() => loadEnv({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA: DEMO_DATA must be true or false');
  });
});
