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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
}
