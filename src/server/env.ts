import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * Configuration comes only from the environment and is checked once at start-up, so a typo
 * in a deployment fails loudly before the shop accepts a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * What the first start writes into an empty database (ADR 26): 'true' the demo shop (products,
   * orders, the README's demo accounts), 'false' an empty shop (settings and sizes only). Unset:
   * the demo on PGlite, so `npm ci && npm start` shows a shop; empty on PostgreSQL, a real shop's.
   */
  DEMO_DATA: z.enum(['true', 'false'], 'DEMO_DATA must be true or false').optional(),
  /** Unset: this machine on PORT (see loadEnv), so the links in mails reach the shop a developer started. */
  PUBLIC_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** Outgoing mail server, e.g. smtp://user:pass@smtp.example.com:587; unset: mails are written to the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of the shop's mails; defaults to the company name and no-reply at the shop's host. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * Newsletter mails each instance sends per second at most (ADR 20): set it to what the mail
   * provider allows, divided by the instances. Transactional mails are never held by it.
   */
  NEWSLETTER_RATE: z.coerce.number().positive().max(1000).default(10),
  /** Seconds before a failed mail is tried again; the delay doubles at each failure, up to an hour. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /** Where `npm run build` put the web app; only changed by tests and benchmarks. */
  BUILD_DIR: z.string().min(1).default('build'),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): 'false' (default: the
   * connection's address counts, so no client can choose its rate-limit key), 'true' (any),
   * or a comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string[] => (value === 'true' ? true : value === 'false' ? false : value.split(',').map((part) => part.trim()))),
  /**
   * Threads that render pages beside the main thread (ADR 13); unset: one per core but one, at
   * least one, at most 4. The core left over is the main thread's (HTTP) and, on PGlite, the
   * database thread's; each render thread holds its own copy of React and the web build (about
   * 50 MB), which a small server cannot spare twice (ADR 48).
   */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(32)
    .default(() => Math.max(1, Math.min(4, availableParallelism() - 1))),
  /**
   * How long a start may take, database migrations, a first start's demo data and the render
   * threads included, before the process gives up and says what it was waiting for.
   */
  STARTUP_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(300),
  /** How long an order holds its stock while the customer pays (minutes). */
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /**
   * The built-in test provider signs its payment events with this secret; unset: a random one
   * per process (set it when several instances share the database behind one address).
   */
  TEST_PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * The bearer token Prometheus sends to read /metrics (`Authorization: Bearer …`); unset: no
   * metrics are kept and /metrics answers 404.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, 'METRICS_TOKEN must be at least 16 printable characters without spaces (e.g. openssl rand -hex 32)')
    .optional(),
  /** A Redis server the instances share their rate-limit counters in; unset: PostgreSQL when DATABASE_URL is set, else memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Who takes card payments (ADR 30): 'stripe' (the three keys below) or 'test', the built-in
   * test provider, which charges nothing. Unset: Stripe when its keys are set; else the test
   * provider only for the demo shop or outside production, and a production shop refuses to start.
   */
  PAYMENTS: z.enum(['stripe', 'test'], 'PAYMENTS must be stripe or test').optional(),
  /** Card payments through Stripe (README, Payments): all three, or none. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must be the signing secret of a Stripe webhook endpoint (whsec_…)')
    .optional(),
});

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Half a Stripe configuration would take card details it cannot confirm (no webhook secret),
 * or quietly sell through the test provider: the shop refuses to start instead.
 */
function stripeKeysTogether(env: z.infer<typeof envSchema>, context: z.RefinementCtx): void {
  const missing = STRIPE_KEYS.filter((key) => !env[key]);
  if (missing.length > 0 && missing.length < STRIPE_KEYS.length) {
    context.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `Stripe needs all three of ${STRIPE_KEYS.join(', ')}; missing: ${missing.join(', ')} (set all three, or none with PAYMENTS=test to use the built-in test provider)`,
    });
  }
  const mode = (key: string | undefined) => key?.split('_')[1];
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && mode(env.STRIPE_SECRET_KEY) !== mode(env.STRIPE_PUBLISHABLE_KEY)) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys',
    });
  }
}

type ParsedEnv = z.infer<typeof envSchema>;

const demoDataOf = (env: ParsedEnv): boolean => (env.DEMO_DATA === undefined ? !env.DATABASE_URL : env.DEMO_DATA === 'true');

/**
 * The demo of the README (`npm ci && npm start`): the embedded database filled with the demo
 * shop, whose cards are demo cards. The one production shop the test provider takes payments
 * for without being asked by name.
 */
const isDemoShop = (env: ParsedEnv): boolean => !env.DATABASE_URL && demoDataOf(env);

const hasStripeKeys = (env: ParsedEnv): boolean => STRIPE_KEYS.every((key) => env[key]);

const CHOOSE_PAYMENTS =
  'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take card payments, or PAYMENTS=test to run the built-in test provider (no money is taken)';

/**
 * A production shop never takes the test provider by default (ADR 30): its card 4242… would
 * "pay" real orders. Without Stripe keys it must be asked for by name, except by the demo shop.
 */
function paymentsChosen(env: ParsedEnv, context: z.RefinementCtx): void {
  const keys = hasStripeKeys(env);
  if (env.PAYMENTS === 'stripe' && !keys) {
    context.addIssue({ code: 'custom', path: ['PAYMENTS'], message: `PAYMENTS=stripe needs the Stripe keys. ${CHOOSE_PAYMENTS}` });
  } else if (env.PAYMENTS === 'test' && keys) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENTS'],
      message:
        'PAYMENTS=test runs the built-in test provider, yet the STRIPE_* keys are set: unset PAYMENTS to take cards through Stripe, or unset the keys',
    });
  } else if (env.PAYMENTS === undefined && !keys && env.NODE_ENV === 'production' && !isDemoShop(env)) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENTS'],
      message: `No card payment provider chosen (the test provider runs unasked only in the demo shop). ${CHOOSE_PAYMENTS}`,
    });
  }
}

export type Env = Omit<ParsedEnv, 'PUBLIC_URL' | 'DEMO_DATA' | 'PAYMENTS'> & { PUBLIC_URL: string; DEMO_DATA: boolean; PAYMENTS: 'stripe' | 'test' };

/**
 * `takesPayments: false` for the commands that never take a payment (seed, backup, restore,
 * invite-admin): they run with the shop's settings, or without its Stripe keys, alike.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, { takesPayments = true }: { takesPayments?: boolean } = {}): Env {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const schema = envSchema.superRefine(stripeKeysTogether);
  const parsed = (takesPayments ? schema.superRefine(paymentsChosen) : schema).safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    DEMO_DATA: demoDataOf(parsed.data),
    PAYMENTS: parsed.data.PAYMENTS ?? (hasStripeKeys(parsed.data) ? 'stripe' : 'test'),
  };
}
