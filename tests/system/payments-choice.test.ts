import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SETUP_MS } from '../timeouts';

/**
 * ADR 30, as an operator meets it: a production shop that is not the demo, started without
 * Stripe keys and without PAYMENTS, stops at once and says what to choose, before it opens its
 * database or takes an order that its test provider would "pay".
 */
let workDir = '';

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-payments-'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The shop as `npm start` runs it, with the settings of a real shop on the embedded database. */
function start(more: Record<string, string>): Promise<{ code: number; output: string }> {
  const {
    DATABASE_URL: _none,
    PAYMENTS: _unset,
    STRIPE_SECRET_KEY: _a,
    STRIPE_PUBLISHABLE_KEY: _b,
    STRIPE_WEBHOOK_SECRET: _c,
    ...inherited
  } = process.env;
  const env = { ...inherited, NODE_ENV: 'production', DATA_DIR: path.join(workDir, 'data'), PORT: '0', DEMO_DATA: 'false', ...more };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, timeout: SETUP_MS }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

it('refuses to start a production shop without Stripe keys nor PAYMENTS=test, naming the choice', async () => {
  const { code, output } = await start({});
  expect(code).toBe(1);
  expect(output).toContain(
    'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take card payments, or PAYMENTS=test to run the built-in test provider (no money is taken)',
  );
  // Refused before anything was opened or written.
  expect(existsSync(path.join(workDir, 'data'))).toBe(false);
});
