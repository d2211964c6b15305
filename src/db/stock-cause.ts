import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
import type { StockCause } from '../domain/stock/stock-movements';

/**
 * Names why the stock writes that follow in this transaction happen, and who or which order
 * makes them: the `stock` triggers write each movement with them (ADR 41). The settings are
 * transaction-local (`set_config(…, true)`), so they never reach another transaction on the same
 * connection; call it with a transaction and before the writes, each writer its own cause.
 */
export async function labelStockChanges(tx: DbOrTx, cause: StockCause): Promise<void> {
  await tx.execute(stockCauseSettings(cause));
}

/**
 * The query that names the cause, for a writer that folds it into its first stock write
 * (`update stock … from (<this>) as cause`): the statement triggers run at the end of that
 * write, and no row is written before the one-row subquery has run.
 */
export function stockCauseSettings({ reason, staffId = null, orderId = null }: StockCause): SQL {
  return sql`select set_config('atelier.stock_reason', ${reason}, true), set_config('atelier.stock_staff', ${staffId === null ? '' : String(staffId)}, true), set_config('atelier.stock_order', ${orderId === null ? '' : String(orderId)}, true)`;
}
