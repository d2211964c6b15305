import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../../tests/helpers/app';
import { createTestDatabase, recordQueries } from '../../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct } from '../../../../tests/helpers/factories';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { millisecondsUntil } from '../../../../tests/helpers/wait';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { stock } from '../../../db/schema';
import { buildApp, type App } from '../../app';

/**
 * Two instances of the shop on one PostgreSQL database, in this process, each with its own
 * pool and its own listening connection (ADR 16): what one writes, the other serves within a
 * second. (tests/system/live-catalogue.postgres.test.ts proves the same with two processes.)
 */
const engine = inject('databaseEngine');

describe.runIf(engine === 'postgres')('two instances on one database', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let dataDir: string;
  const apps: App[] = [];
  let administrator: string;
  let product: Awaited<ReturnType<typeof insertProduct>>;
  let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    second = await openDatabase({ url: database.url! });
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-live-'));
    const env = { PUBLIC_URL: TEST_PUBLIC_URL, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' } as const;
    for (const handle of [database, second]) apps.push(await buildApp({ env, db: handle.db, databaseUrl: handle.url, logger: false }));
    base = await insertCatalogueBase(database.db);
    product = await insertProduct(database.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 5 }] });
    administrator = await signInStaffAs(database.db, (await insertStaff(database.db, 'admin')).id);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const [one, two] = [() => apps[0]!, () => apps[1]!];
  const get = async <T>(app: App, url: string) => (await app.inject({ method: 'GET', url })).json<T>();

  it('serves a collection added through the other instance within a second', async () => {
    // Both have loaded (and cached) their catalogue first.
    for (const app of apps) expect(await get<unknown[]>(app, '/api/store/collections?lang=en')).toHaveLength(2);
    const added = await one().inject({
      method: 'POST',
      url: '/api/admin/collections',
      headers: { cookie: administrator },
      payload: { nameFr: 'Riviera FR', nameEn: 'Riviera' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const lag = await millisecondsUntil(async () =>
      (await get<{ name: string }[]>(two(), '/api/store/collections?lang=en')).some((c) => c.name === 'Riviera'),
    );
    // The bound a customer would notice (ADR 16): the other instance serves the change within a second.
    expect(lag).toBeLessThan(1_000);
  });

  it('follows the stock an order moved on the other instance', async () => {
    const quantity = async (app: App) =>
      (await get<{ stock: { colorId: number; quantity: number }[] }>(app, `/api/store/products/${product.id}`)).stock.find(
        (s) => s.colorId === base.colors.navy.id,
      )?.quantity;
    expect(await quantity(two())).toBe(5);
    // What a reservation does: a conditional update in its transaction, then stockChanged() once committed.
    await database.db
      .update(stock)
      .set({ quantity: 3 })
      .where(and(eq(stock.productId, product.id), eq(stock.colorId, base.colors.navy.id)));
    one().catalogue.stockChanged([product.id]);
    // Within a second, as above: a buyer on the other instance would otherwise see stock that is gone.
    let lag = 0;
    const read = await recordQueries(second.db, async () => (lag = await millisecondsUntil(async () => (await quantity(two())) === 3)));
    expect(lag).toBeLessThan(1_000);
    // The other instance read the stock of the product the order named, not the whole stock table.
    expect(read.filter((text) => /from "stock"/.test(text))).toEqual([expect.stringMatching(/where "stock"\."product_id" = any\(/)]);
  });
});
