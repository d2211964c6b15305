import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { productSalesDayChanges, productSalesDays, salesHourChanges, salesHours } from '../../../db/schema';
import { runPeriodically, type PeriodicJob } from '../../periodic-job';

type Log = { error(context: object, message: string): void };

/**
 * The sales summaries as a read sees them (ADR 53): the sums folded so far and the changes the
 * triggers appended since. One statement reads both in one snapshot, and a fold moves changes
 * from one to the other in one statement, so each change is counted exactly once.
 */
export const salesHoursRead = sql`(select hour, orders, revenue_cents from ${salesHours}
  union all select hour, orders, revenue_cents from ${salesHourChanges})`;
export const productSalesDaysRead = sql`(select day, product_id, units, revenue_cents from ${productSalesDays}
  union all select day, product_id, units, revenue_cents from ${productSalesDayChanges})`;

/**
 * Adds the appended changes into the summaries and deletes them, each table in one statement
 * (plain SQL: the bulk seeds run them too). Several instances may fold at once: a change another
 * fold deleted meanwhile is skipped by the second, which waits for the first's commit; the
 * upserts go in key order, so two folds never deadlock.
 */
export const SALES_FOLDS = [
  `with moved as (delete from sales_hour_changes returning hour, orders, revenue_cents)
  insert into sales_hours as s (hour, orders, revenue_cents)
  select hour, sum(orders), sum(revenue_cents) from moved group by hour order by hour
  on conflict (hour) do update set orders = s.orders + excluded.orders, revenue_cents = s.revenue_cents + excluded.revenue_cents`,
  `with moved as (delete from product_sales_day_changes returning day, product_id, units, revenue_cents)
  insert into product_sales_days as s (day, product_id, units, revenue_cents)
  select day, product_id, sum(units), sum(revenue_cents) from moved group by day, product_id order by day, product_id
  on conflict (day, product_id) do update set units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents`,
];

export async function foldSalesChanges(db: DbOrTx): Promise<void> {
  for (const fold of SALES_FOLDS) await db.execute(sql.raw(fold));
}

/**
 * Folds the sales changes every 10 s (started by start.ts): a read adds the changes not folded
 * yet, so the interval only bounds how many it adds (a few hundred at 50 orders a second).
 */
export function startSalesFolding(deps: { db: Database; log: Log; intervalMs?: number }): PeriodicJob {
  return runPeriodically(deps.intervalMs ?? 10_000, async () => {
    try {
      await foldSalesChanges(deps.db);
    } catch (error) {
      deps.log.error({ err: error }, 'sales dashboard: the latest sales could not be folded into its summaries');
    }
  });
}
