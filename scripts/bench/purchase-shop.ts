import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Buyer, type Purchase, type Variant } from '../../tests/helpers/buyer';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { queryStoppedShop, startShop, type ShopProcess } from '../../tests/helpers/shop-process';

/**
 * The demo shop the purchase benches buy from (the `checkout` and `purchase` parts): the built
 * shop as its own process on a scratch PostgreSQL database or a fresh embedded one, its stock
 * raised so that no buyer meets a sold-out item, and guests buying through its HTTP API.
 */

export type Engine = { postgres: string } | { pglite: true };

export type PurchaseShop = {
  engine: 'PostgreSQL' | 'PGlite';
  shop: ShopProcess;
  /** Published variants, stocked. */
  variants: Variant[];
  /** Rows of the shop's database; on PGlite only once the shop has stopped (it holds the data directory). */
  query<T>(sql: string): Promise<T[]>;
  /** Stops the shop and throws its database and files away. */
  dispose(): Promise<void>;
};

/** The bearer token of /metrics in the shops the bench starts. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token';

const RAISE_STOCK = 'update stock set quantity = 10000';
const VARIANTS = `select s.product_id, s.color_id, s.size_id from stock s join products p on p.id = s.product_id
  where p.is_published order by 1, 2, 3 limit 40`;
type VariantRow = { product_id: number; color_id: number; size_id: number };
const asVariant = (r: VariantRow): Variant => ({ productId: r.product_id, colorId: r.color_id, sizeId: r.size_id });

export async function openPurchaseShop(engine: Engine): Promise<PurchaseShop> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-purchase-'));
  const env = { DATA_DIR: path.join(workDir, 'data'), TRUST_PROXY: 'true', METRICS_TOKEN: BENCH_METRICS_TOKEN };
  if ('postgres' in engine) {
    const database = scratchDatabaseName();
    await createDatabase(engine.postgres, database);
    const url = databaseUrl(engine.postgres, database);
    const client = new pg.Client({ connectionString: url });
    let shop: ShopProcess | null = null;
    const dispose = async () => {
      await client.end().catch(() => undefined);
      await shop?.stop();
      await dropDatabase(engine.postgres, database);
      rmSync(workDir, { recursive: true, force: true });
    };
    try {
      shop = await startShop(process.cwd(), { ...env, DATABASE_URL: url }, workDir);
      await client.connect();
      // Orders read the stock from the database, so the shop's in-memory catalogue need not know of the raise.
      await client.query(RAISE_STOCK);
      const variants = (await client.query<VariantRow>(VARIANTS)).rows.map(asVariant);
      const query = async <T>(sql: string) => (await client.query(sql)).rows as T[];
      return { engine: 'PostgreSQL', shop, variants, query, dispose };
    } catch (error) {
      await dispose();
      throw error;
    }
  }
  // The embedded database is the shop's alone while it runs: seeded by a first start, stocked between two.
  let shop: ShopProcess | null = null;
  const dispose = async () => {
    await shop?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await (await startShop(process.cwd(), env, workDir)).stop();
    await queryStoppedShop(env.DATA_DIR, RAISE_STOCK);
    const variants = (await queryStoppedShop<VariantRow>(env.DATA_DIR, VARIANTS)).map(asVariant);
    shop = await startShop(process.cwd(), env, workDir);
    return { engine: 'PGlite', shop, variants, query: (sql) => queryStoppedShop(env.DATA_DIR, sql), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Guests buying one unit each, `inFlight` at a time, until `more()` says stop; guest i writes
 * as `bench<i>@example.test` from its own address (the shop trusts X-Forwarded-For), so each
 * is limited as the person it stands for and its orders are found by its e-mail afterwards.
 */
export async function buyInParallel(shop: PurchaseShop, inFlight: number, more: (started: number) => boolean, firstBuyer = 0) {
  const purchases: (Purchase & { email: string })[] = [];
  let next = firstBuyer;
  const worker = async () => {
    while (more(next - firstBuyer)) {
      const i = next++;
      const buyer = new Buyer([shop.shop.url], `bench${i}@example.test`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      purchases.push({ ...(await buyer.buy(shop.variants[i % shop.variants.length]!)), email: buyer.email });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return purchases;
}
