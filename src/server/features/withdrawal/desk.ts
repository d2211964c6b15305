import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, returns } from '../../../db/schema';

/**
 * What the orders desk shows of withdrawals: the "Rétractations" view of the list and the block
 * on an order's page. Read-only; the desk acts on a withdrawn order through its
 * usual actions: it cancels and refunds one that had not shipped, and receives the return a
 * shipped one opened.
 */

/** The desk's "Rétractations" filter: withdrawn orders (an index holds exactly these, orders_withdrawn_idx). */
export const withdrawnOrders: SQL = isNotNull(orders.withdrawnAt);

/**
 * What staff must still do about a withdrawal: 'cancel' (not shipped, not cancelled yet: cancel
 * and refund it in full), 'receive-return' (its return is still awaited), or nothing left.
 */
export type WithdrawalTask = 'cancel' | 'receive-return' | null;

export type DeskWithdrawal = {
  /** ISO 8601, UTC; the desk writes it in Paris time. */
  receivedAt: string;
  /** The name and e-mail the customer gave for the receipt (the acknowledgement went to this e-mail). */
  name: string;
  email: string;
  /** The return the withdrawal opened, when the goods had left; null otherwise. */
  returnId: number | null;
  task: WithdrawalTask;
};

// The withdrawal's own return: the latest return with reason 'withdrawal' (one per order, opened by the confirmation).
const withdrawalReturn = sql<number | null>`(select ${returns.id} from ${returns}
  where ${returns.orderId} = ${orders.id} and ${returns.reason} = 'withdrawal' order by ${returns.id} desc limit 1)`;
const returnAwaited = sql<boolean>`exists (select 1 from ${returns}
  where ${returns.orderId} = ${orders.id} and ${returns.reason} = 'withdrawal' and ${returns.status} = 'requested')`;

const columns = {
  id: orders.id,
  status: orders.status,
  shippedAt: orders.shippedAt,
  withdrawnAt: orders.withdrawnAt,
  name: orders.withdrawalName,
  email: orders.withdrawalEmail,
  returnId: withdrawalReturn,
  returnAwaited,
};

type Row = {
  id: number;
  status: string;
  shippedAt: Date | null;
  withdrawnAt: Date | null;
  name: string | null;
  email: string | null;
  returnId: number | null;
  returnAwaited: boolean;
};

function toDesk(row: Row): DeskWithdrawal {
  const notShipped = row.shippedAt === null && row.status !== 'shipped' && row.status !== 'delivered';
  const task: WithdrawalTask = notShipped && row.status !== 'cancelled' ? 'cancel' : row.returnAwaited ? 'receive-return' : null;
  return { receivedAt: row.withdrawnAt!.toISOString(), name: row.name ?? '', email: row.email ?? '', returnId: row.returnId, task };
}

/** The order detail's withdrawal block; null when the customer has not withdrawn. */
export async function deskWithdrawal(db: DbOrTx, orderId: number): Promise<DeskWithdrawal | null> {
  const [row] = await db
    .select(columns)
    .from(orders)
    .where(and(eq(orders.id, orderId), withdrawnOrders));
  return row ? toDesk(row) : null;
}
