import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import type { StockCause } from '../domain/stock/stock-movements';

/**
 * Names why the stock writes that follow in this transaction happen, and who or which order
 * makes them: the `stock` triggers write each movement with them (ADR 41). The settings are
 * transaction-local (`set_config(…, true)`), so they never reach another transaction on the same
 * connection; call it with a transaction and before the writes, each writer its own cause.
 */
export async function labelStockChanges(tx: DbOrTx, { reason, staffId = null, orderId = null }: StockCause): Promise<void> {
  await tx.execute(
    sql`select set_config('atelier.stock_reason', ${reason}, true), set_config('atelier.stock_staff', ${staffId === null ? '' : String(staffId)}, true), set_config('atelier.stock_order', ${orderId === null ? '' : String(orderId)}, true)`,
  );
}
