import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { Database, DatabaseHandle } from '../../src/db/client';
import { buildApp, type App, type AppDeps } from '../../src/server/app';
import type { PaymentProvider } from '../../src/server/features/payments/provider';
import { createTestDatabase } from './database';

/** The shop's own origin in API tests, for requests that must look like they come from the site. */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

export type TestApp = {
  app: App;
  db: Database;
  /** The app's data folder (DATA_DIR): invoices and images are kept under it. */
  dataDir: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Receives the shop's log lines (at `info` and above), for tests about what is logged. */
  logStream?: DestinationStream;
  publicUrl?: string;
  /** The card payment provider (default: the built-in test provider with a random secret). */
  payments?: PaymentProvider;
  /** How long orders hold their stock (default 30 minutes). */
  reservationMinutes?: number;
  /** The sales dashboard's clock (default: the real time). */
  now?: () => Date;
  /** Operations settings: the metrics token, a Redis for the rate limits, the trusted proxies. */
  operations?: Pick<AppDeps['env'], 'METRICS_TOKEN' | 'REDIS_URL' | 'TRUST_PROXY'>;
  /** A database the test prepared itself (closed with the app); a fresh one of the test project's engine otherwise. */
  database?: DatabaseHandle;
};

/**
 * The API alone (no web build) on a fresh database and a fresh data folder, for `app.inject`.
 * Create it in `beforeAll` and close it in `afterAll`.
 */
export async function createTestApp({
  logStream,
  publicUrl = TEST_PUBLIC_URL,
  payments,
  reservationMinutes,
  now,
  operations,
  database: prepared,
}: TestAppOptions = {}): Promise<TestApp> {
  const database = prepared ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-test-data-'));
  const app = await buildApp({
    env: {
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: logStream ? 'info' : 'silent',
      NODE_ENV: 'test',
      RESERVATION_MINUTES: reservationMinutes,
      ...operations,
    },
    db: database.db,
    payments,
    logger: logStream ? { stream: logStream } : false,
    now,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
