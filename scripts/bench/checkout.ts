import pg from 'pg';
import { percentile, type Purchase, type StepName } from '../../tests/helpers/buyer';
import { buyInParallel, openPurchaseShop } from './purchase-shop';

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

export async function benchCheckout(server: string): Promise<CheckoutFigure> {
  const shop = await openPurchaseShop({ postgres: server });
  try {
    const purchases = await buyInParallel(shop, IN_FLIGHT, (started) => started < BUYERS);
    const stepNames: StepName[] = ['add to cart', 'e-mail', 'delivery', 'billing', 'order', 'payment'];
    const steps = stepNames.map((step) => {
      const times = purchases.map((p) => p.timings[step]).filter((t): t is number => t !== undefined);
      return { step, p50: percentile(times, 50), p95: percentile(times, 95) };
    });
    return { steps, paid: purchases.filter((p) => p.outcome === 'paid').length, refused: purchases.filter((p) => p.outcome === 'refused') };
  } finally {
    await shop.dispose();
  }
}
