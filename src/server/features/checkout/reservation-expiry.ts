import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderLines, orders } from '../../../db/schema';
import { runPeriodically, type PeriodicJob } from '../../periodic-job';
import type { CatalogueStore } from '../catalogue/store';
import { releasePromoClaims } from './promo-claims';
import { giveBackStock } from './stock-reservation';

/** Any fixed number: the key of the advisory lock the instance releasing holds takes. */
const RELEASE_LOCK_KEY = 7_311_008;
/** Orders released per transaction; the next run takes the rest. */
const BATCH = 200;

/**
 * Gives back the stock of orders whose hold passed its deadline without a payment, and their
 * single-use code's claim (ADR 31): the order stays awaiting payment (a late payment takes the
 * stock and the code again, or is flagged for a refund).
 * Only one instance does it at a time (an advisory lock held for the transaction); orders a
 * checkout or a payment event is working on are skipped and released at the next run.
 * Answers how many orders it released.
 */
export async function releaseExpiredReservations(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${RELEASE_LOCK_KEY}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return 0;
    const expired = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.stockState, 'reserved'), lte(orders.reservedUntil, now)))
      .orderBy(asc(orders.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (expired.length === 0) return 0;
    const ids = expired.map((order) => order.id);
    // Every line of the batch in one pass, so stock rows are locked in the one order all transactions use;
    // a variant given back by several orders at once is one movement, which can name no single order.
    await giveBackStock(tx, await tx.select().from(orderLines).where(inArray(orderLines.orderId, ids)), {
      reason: 'hold_expired',
      orderId: ids.length === 1 ? ids[0] : null,
    });
    await tx.update(orders).set({ stockState: 'released', updatedAt: now }).where(inArray(orders.id, ids));
    await releasePromoClaims(tx, ids);
    return ids.length;
  });
}

export type ReservationWorkerOptions = {
  db: Database;
  catalogue: CatalogueStore;
  log: { info(context: object, message: string): void; error(context: object, message: string): void };
  /** How often expired holds are looked for. */
  intervalMs?: number;
};

/** Releases expired holds in the background, every minute by default; started by start.ts. */
export function startReservationWorker({ db, catalogue, log, intervalMs = 60_000 }: ReservationWorkerOptions): PeriodicJob {
  return runPeriodically(intervalMs, async () => {
    try {
      const released = await releaseExpiredReservations(db);
      if (released > 0) {
        // The stock given back is for sale again: the in-memory catalogue must show it.
        catalogue.stockChanged();
        log.info({ released }, 'expired stock holds released');
      }
    } catch (error) {
      log.error({ err: error }, 'stock holds: expired reservations could not be released');
    }
  });
}
