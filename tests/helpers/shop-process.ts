import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compiledEntry, freePort, waitUntilUp } from '../../scripts/bench/processes';
import { createPGlite } from '../../src/db/pglite';

/** A built shop started as its own process (the compiled `main.js`), as `npm start` runs it. */
export type ShopProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  log(): string;
  /** SIGKILL (a crash: nothing flushed, nothing closed) or SIGTERM (a clean stop). */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
};

/**
 * How long a start may take before the shop is said not to start: a first start writes and
 * draws the demo shop, which takes minutes on a loaded 2-core machine. A hook that starts a
 * shop needs longer than this, so that the shop's own message, not the hook's timeout, is what fails.
 */
export const SHOP_START_TIMEOUT_MS = 240_000;

/**
 * `port`: a restarted shop takes its old address back, as it would behind a load balancer.
 * An empty database receives the demo shop, which the tests and benchmarks use, on PostgreSQL
 * too (where DEMO_DATA defaults to false): `DEMO_DATA: 'false'` in `env` for an empty shop.
 */
export async function startShop(root: string, env: Record<string, string>, logDir: string, port?: number): Promise<ShopProcess> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `shop-${port}.log`);
  const out = openSync(logFile, 'a');
  const { DATABASE_URL: _chosenByTheTest, ...inherited } = process.env;
  const child = spawn(process.execPath, [compiledEntry('main', root)], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      // The tests pay with the built-in test provider's cards, on PostgreSQL too (ADR 30).
      PAYMENTS: 'test',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const log = () => readFileSync(logFile, 'utf8');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await Promise.race([
      waitUntilUp(`${url}/api/store/products?limit=1`, SHOP_START_TIMEOUT_MS),
      exited.then(() => {
        throw new Error(`The shop exited before answering:\n${log()}`);
      }),
    ]);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { url, child, log, stop };
}

/** Rows of the embedded database under `dataDir` (DATA_DIR), read once the shop that used it has stopped. */
export async function queryStoppedShop<T>(dataDir: string, query: string, params: unknown[] = []): Promise<T[]> {
  const db = createPGlite(path.join(dataDir, 'pglite'));
  try {
    return (await db.query<T>(query, params)).rows;
  } finally {
    await db.close();
  }
}
