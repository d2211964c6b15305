import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Buyer, type Purchase, type Variant } from '../../tests/helpers/buyer';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { queryStoppedShop, startShop, type ShopProcess } from '../../tests/helpers/shop-process';

/**
 * The shop the purchase benches buy from (the `checkout`, `purchase` and `large` parts): the
 * built shop as its own process, on a scratch PostgreSQL database or a fresh embedded one holding
 * the demo shop, or on a database that already holds a shop (the large seed); the variants the
 * buyers take stocked so that no buyer meets a sold-out item, and guests buying through its HTTP API.
 */

/** A fresh demo shop on a scratch database of this PostgreSQL server, or on a fresh embedded database. */
export type Engine = { postgres: string } | { pglite: true };
/**
 * A shop already written (the large seed), in this DATA_DIR: on this PostgreSQL database, or on
 * the DATA_DIR's embedded one. Purchases are added to it.
 */
export type SeededShop = { dataDir: string; databaseUrl?: string };

export type PurchaseShop = {
  engine: 'PostgreSQL' | 'PGlite';
  shop: ShopProcess;
  /** Published variants, stocked. */
  variants: Variant[];
  /** Rows of the shop's database; on PGlite only once the shop has stopped (it holds the data directory). */
  query<T>(sql: string): Promise<T[]>;
  /** Stops the shop and throws away what it made for the bench (a scratch database, a fresh data directory). */
  dispose(): Promise<void>;
};

/** The bearer token of /metrics in the shops the bench starts. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token';

/**
 * The demo's first 40 variants; on a large catalogue 400 spread over all of it (ordered by a
 * hash of their key), so that the orders' stock rows, and the catalogue's reads of them, are
 * those of many products.
 */
const variantsOf = (count: number, spread: boolean) => `
  select s.product_id, s.color_id, s.size_id from stock s join products p on p.id = s.product_id
  where p.is_published order by ${spread ? "md5(s.product_id || '/' || s.color_id || '/' || s.size_id)" : '1, 2, 3'} limit ${count}`;
const DEMO_VARIANTS = variantsOf(40, false);
const SEEDED_VARIANTS = variantsOf(400, true);
type VariantRow = { product_id: number; color_id: number; size_id: number };
const asVariant = (r: VariantRow): Variant => ({ productId: r.product_id, colorId: r.color_id, sizeId: r.size_id });
/**
 * Orders read the stock from the database, so the shop's in-memory catalogue need not know of
 * the raise. A join with the variants' VALUES, not a row-wise IN list: PGlite 0.5 updated no row
 * through an IN list of 400 (product, colour, size) rows, silently, where PostgreSQL updated them all.
 */
const raiseStock = (variants: Variant[]) => `
  update stock s set quantity = 10000
  from (values ${variants.map((v) => `(${v.productId}, ${v.colorId}, ${v.sizeId})`).join(', ')}) as v(product_id, color_id, size_id)
  where s.product_id = v.product_id and s.color_id = v.color_id and s.size_id = v.size_id`;

const shopEnv = (workDir: string, dataDir = path.join(workDir, 'data')) => ({
  DATA_DIR: dataDir,
  TRUST_PROXY: 'true',
  METRICS_TOKEN: BENCH_METRICS_TOKEN,
});

/** The built shop on PostgreSQL at `url`, the buyers' variants stocked first. */
async function onPostgres(url: string, workDir: string, env: Record<string, string>, variantsQuery: string, cleanUp: () => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  let shop: ShopProcess | null = null;
  const dispose = async () => {
    await client.end().catch(() => undefined);
    await shop?.stop();
    await cleanUp();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await client.connect();
    shop = await startShop(process.cwd(), { ...env, DATABASE_URL: url }, workDir);
    const variants = (await client.query<VariantRow>(variantsQuery)).rows.map(asVariant);
    await client.query(raiseStock(variants));
    const query = async <T>(sql: string) => (await client.query(sql)).rows as T[];
    return { engine: 'PostgreSQL' as const, shop, variants, query, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The built shop on the embedded database of `env.DATA_DIR` (written by a first start when empty), stocked between two starts. */
async function onPGlite(workDir: string, env: Record<string, string>, variantsQuery: string) {
  let shop: ShopProcess | null = null;
  const dispose = async () => {
    await shop?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const variants = (await queryStoppedShop<VariantRow>(env.DATA_DIR!, variantsQuery)).map(asVariant);
    await queryStoppedShop(env.DATA_DIR!, raiseStock(variants));
    shop = await startShop(process.cwd(), env, workDir);
    return { engine: 'PGlite' as const, shop, variants, query: <T>(sql: string) => queryStoppedShop<T>(env.DATA_DIR!, sql), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

export async function openPurchaseShop(engine: Engine): Promise<PurchaseShop> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-purchase-'));
  const env = shopEnv(workDir);
  if ('postgres' in engine) {
    const database = scratchDatabaseName();
    await createDatabase(engine.postgres, database);
    // The shop's first start writes the demo shop into the empty database.
    return onPostgres(databaseUrl(engine.postgres, database), workDir, env, DEMO_VARIANTS, () => dropDatabase(engine.postgres, database));
  }
  // The embedded database is the shop's alone while it runs: seeded by a first start, stocked between two.
  try {
    await (await startShop(process.cwd(), env, workDir)).stop();
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return onPGlite(workDir, env, DEMO_VARIANTS);
}

/** The built shop on a shop already written (the large seed); the orders the buyers place stay in it. */
export async function openSeededPurchaseShop(seeded: SeededShop): Promise<PurchaseShop> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-purchase-'));
  const env = shopEnv(workDir, seeded.dataDir);
  return seeded.databaseUrl ? onPostgres(seeded.databaseUrl, workDir, env, SEEDED_VARIANTS, async () => {}) : onPGlite(workDir, env, SEEDED_VARIANTS);
}

/**
 * Guests buying one unit each, `inFlight` at a time, until `more()` says stop; guest i writes
 * as `<emailPrefix><i>@example.test` from its own address (the shop trusts X-Forwarded-For), so
 * each is limited as the person it stands for and its orders are found by its e-mail afterwards.
 */
export async function buyInParallel(
  shop: PurchaseShop,
  inFlight: number,
  more: (started: number) => boolean,
  { firstBuyer = 0, emailPrefix = 'bench' }: { firstBuyer?: number; emailPrefix?: string } = {},
) {
  const purchases: (Purchase & { email: string })[] = [];
  let next = firstBuyer;
  const worker = async () => {
    while (more(next - firstBuyer)) {
      const i = next++;
      const buyer = new Buyer([shop.shop.url], `${emailPrefix}${i}@example.test`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      purchases.push({ ...(await buyer.buy(shop.variants[i % shop.variants.length]!)), email: buyer.email });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return purchases;
}
