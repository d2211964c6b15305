import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../tests/helpers/app';
import { createTestDatabase } from '../../../tests/helpers/database';
import { insertCustomer, signInAs } from '../../../tests/helpers/sessions';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { buildApp, type App } from '../app';
import { callApi, expectRefusal } from '../features/accounts/api-test-kit';
import { RATE_LIMITS } from '../features/accounts/rate-limits';

/**
 * Issue 12: N instances of the shop must not allow N times a rate limit (ADR 24). Two apps
 * stand for two instances, each with its own connections: on PostgreSQL they count in the
 * database they share; with TEST_REDIS_URL (CI sets it when a Redis answers on 127.0.0.1) in
 * Redis. On PGlite the shop is one process and counts in memory (rate-limits.api.test.ts).
 */
const engine = inject('databaseEngine');
const redisUrl = process.env.TEST_REDIS_URL;

/** An address no other run uses: the Redis server is shared by the test projects running at once. */
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

type Instances = { one: App; two: App; database: DatabaseHandle; close(): Promise<void> };

async function twoInstances(redis?: string): Promise<Instances> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-shared-limits-'));
  // Each instance opens its own database connections, as a separate process would.
  const handles =
    engine === 'postgres' ? [await openDatabase({ url: database.url! }), await openDatabase({ url: database.url! })] : [database, database];
  const apps = await Promise.all(
    handles.map((handle) =>
      buildApp({
        env: { PUBLIC_URL: TEST_PUBLIC_URL, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', REDIS_URL: redis },
        db: handle.db,
        logger: false,
      }),
    ),
  );
  return {
    one: apps[0]!,
    two: apps[1]!,
    database,
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      if (engine === 'postgres') await Promise.all(handles.map((handle) => handle.close()));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same limits whatever holds the counters: each call alternates between the two instances. */
function sharedLimitCases(instances: () => Instances) {
  it('a per-IP limit counts the calls made to both instances', async () => {
    const { one, two } = instances();
    const ip = randomIp();
    const forgot = (app: App, i: number) => callApi(app, '/account/password/forgot', { body: { email: `partage${i}@exemple.fr` }, ip, lang: 'en' });
    for (let i = 0; i < RATE_LIMITS.forgotPassword.max; i++) expect((await forgot(i % 2 ? two : one, i)).statusCode).toBe(202);
    expectRefusal(await forgot(one, 98), 429, 'too_many_requests', 'errors:tooManyRequests', 'en');
    expectRefusal(await forgot(two, 99), 429, 'too_many_requests', 'errors:tooManyRequests', 'en');
    // Another address, and another route from this one, are not held.
    expect((await callApi(two, '/account/password/forgot', { body: { email: 'autre@exemple.fr' }, ip: randomIp() })).statusCode).toBe(202);
    expect((await callApi(one, '/account/confirm/resend', { body: { email: 'renvoi@exemple.fr' }, ip })).statusCode).not.toBe(429);
  });

  it('a per-customer limit counts the calls made to both instances', async () => {
    const { one, two, database } = instances();
    // An id no other run gives a customer: the limit counts per customer id, in a Redis the test projects share.
    const id = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const customer = await insertCustomer(database.db, { id, firstName: 'Zoé', lastName: 'Martin', email: `partage.${id}@exemple.fr` });
    const cookie = await signInAs(database.db, customer.id);
    const save = (app: App, i: number) =>
      callApi(app, '/account/profile', {
        method: 'PATCH',
        cookie,
        ip: randomIp(),
        body: { firstName: i % 2 ? 'Zoé' : 'Léa', lastName: 'Martin', email: customer.email },
      });
    for (let i = 0; i < RATE_LIMITS.profilePerCustomer.max; i++) expect((await save(i % 2 ? two : one, i)).statusCode).toBe(200);
    expectRefusal(await save(one, 99), 429, 'too_many_requests', 'errors:tooManyRequests');
  });
}

describe.runIf(engine === 'postgres')('two instances on one PostgreSQL database, without Redis', () => {
  let instances: Instances;
  beforeAll(async () => {
    instances = await twoInstances();
  });
  afterAll(async () => {
    await instances?.close();
  });
  sharedLimitCases(() => instances);
});

describe.runIf(redisUrl)('two instances counting in Redis (TEST_REDIS_URL)', () => {
  let instances: Instances;
  beforeAll(async () => {
    instances = await twoInstances(redisUrl);
  });
  afterAll(async () => {
    await instances?.close();
  });
  sharedLimitCases(() => instances);
});

describe.runIf(engine === 'pglite')('the embedded database', () => {
  it('is one process: two apps on it count apart, in their memory', async () => {
    const instances = await twoInstances();
    try {
      const ip = randomIp();
      const forgot = (app: App, i: number) => callApi(app, '/account/password/forgot', { body: { email: `seul${i}@exemple.fr` }, ip });
      for (let i = 0; i < RATE_LIMITS.forgotPassword.max; i++) expect((await forgot(instances.one, i)).statusCode).toBe(202);
      expect((await forgot(instances.one, 98)).statusCode).toBe(429);
      expect((await forgot(instances.two, 99)).statusCode).toBe(202);
    } finally {
      await instances.close();
    }
  });
});
