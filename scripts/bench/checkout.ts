import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Buyer, percentile, type Purchase, type StepName, type Variant } from '../../tests/helpers/buyer';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { startShop } from '../../tests/helpers/shop-process';

/**
 * The bench's checkout figure (issue 8): 200 guests buy through the HTTP API, from the cart to
 * the paid order with the test card, on PostgreSQL, at most 20 at a time (the bench's
 * connection count); the p95 of each step. Needs a PostgreSQL server: BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL, else the local one on 127.0.0.1:5432 when it answers.
 */
const BUYERS = 200;
const IN_FLIGHT = 20;
export const CHECKOUT_P95_TARGET_MS = 300;

export type CheckoutFigure = { steps: { step: StepName; p50: number; p95: number }[]; paid: number; refused: Purchase[] };

/** The PostgreSQL server the bench may use, or null when none answers. */
export async function postgresServer(): Promise<string | null> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return local;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Variants of the demo shop with stock raised so that no buyer meets a sold-out item. */
async function stockedVariants(client: pg.Client): Promise<Variant[]> {
  await client.query('update stock set quantity = 10000');
  const { rows } = await client.query<{ product_id: number; color_id: number; size_id: number }>(
    'select s.product_id, s.color_id, s.size_id from stock s join products p on p.id = s.product_id where p.is_published order by 1, 2, 3 limit 40',
  );
  return rows.map((r) => ({ productId: r.product_id, colorId: r.color_id, sizeId: r.size_id }));
}

export async function benchCheckout(server: string): Promise<CheckoutFigure> {
  const database = scratchDatabaseName();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-checkout-'));
  await createDatabase(server, database);
  const url = databaseUrl(server, database);
  const shop = await startShop(process.cwd(), { DATABASE_URL: url, DATA_DIR: path.join(workDir, 'data'), TRUST_PROXY: 'true' }, workDir);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const variants = await stockedVariants(client);
    // Orders read the stock from the database, so the shop's in-memory catalogue need not know of the raise.
    const purchases: Purchase[] = [];
    let next = 0;
    const worker = async () => {
      while (next < BUYERS) {
        const i = next++;
        const buyer = new Buyer([shop.url], `bench${i}@example.test`, `10.9.${i >> 8}.${i & 255}`);
        purchases.push(await buyer.buy(variants[i % variants.length]!));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const stepNames: StepName[] = ['add to cart', 'e-mail', 'delivery', 'billing', 'order', 'payment'];
    const steps = stepNames.map((step) => {
      const times = purchases.map((p) => p.timings[step]).filter((t): t is number => t !== undefined);
      return { step, p50: percentile(times, 50), p95: percentile(times, 95) };
    });
    return { steps, paid: purchases.filter((p) => p.outcome === 'paid').length, refused: purchases.filter((p) => p.outcome === 'refused') };
  } finally {
    await client.end();
    await shop.stop();
    await dropDatabase(server, database);
    rmSync(workDir, { recursive: true, force: true });
  }
}
