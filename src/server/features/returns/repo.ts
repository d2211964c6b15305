import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices, orders, refunds, returnLines, returns } from '../../../db/schema';
import type { RefundedOrder, RefundedReturn } from '../../../domain/orders/returns';
import type { OrderLineRow } from '../checkout/repo';

/**
 * The returns' tables as the feature reads them. Every change to a return is made in a
 * transaction that first locks its order's row (lockOrder): two requests about the same order
 * (a customer's second return, two staff members refunding) run one after the other, and the
 * second sees what the first one did.
 */

export type ReturnsOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'customerId' | 'status' | 'deliveredAt' | 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents'
>;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type ReturnWithLines = typeof returns.$inferSelect & { lines: ReturnLineRow[] };

const orderColumns = {
  id: orders.id,
  number: orders.number,
  customerId: orders.customerId,
  status: orders.status,
  deliveredAt: orders.deliveredAt,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  shippingCents: orders.shippingCents,
  totalCents: orders.totalCents,
};

/** The order `which` names, its row locked until the transaction ends; null when there is none. */
export async function lockOrder(tx: DbOrTx, which: SQL | undefined): Promise<ReturnsOrder | null> {
  const [row] = await tx.select(orderColumns).from(orders).where(which).for('update');
  return row ?? null;
}

/** The same, without a lock: for reading. */
export async function readOrder(db: DbOrTx, which: SQL | undefined): Promise<ReturnsOrder | null> {
  const [row] = await db.select(orderColumns).from(orders).where(which);
  return row ?? null;
}

/** The order's returns, oldest first, with their lines: two queries whatever their number. */
export async function returnsOf(db: DbOrTx, orderId: number): Promise<ReturnWithLines[]> {
  const rows = await db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.requestedAt), asc(returns.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(returnLines)
    .where(
      inArray(
        returnLines.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(returnLines.id));
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.returnId === row.id) }));
}

/** The order a return belongs to; null when there is no such return. */
export async function orderIdOfReturn(db: DbOrTx, returnId: number): Promise<number | null> {
  const [row] = await db.select({ orderId: returns.orderId }).from(returns).where(eq(returns.id, returnId));
  return row?.orderId ?? null;
}

export type ReturnRefundRow = Pick<typeof refunds.$inferSelect, 'id' | 'returnId' | 'status' | 'amountCents' | 'creditNoteId'> & {
  creditNoteNumber: string | null;
};

/** The refunds asked for the order's returns, newest first (a refused one may be followed by a retry). */
export async function returnRefundsOf(db: DbOrTx, orderId: number): Promise<ReturnRefundRow[]> {
  return db
    .select({
      id: refunds.id,
      returnId: refunds.returnId,
      status: refunds.status,
      amountCents: refunds.amountCents,
      creditNoteId: refunds.creditNoteId,
      creditNoteNumber: invoices.number,
    })
    .from(refunds)
    .leftJoin(invoices, eq(invoices.id, refunds.creditNoteId))
    .where(and(eq(refunds.orderId, orderId), eq(refunds.reason, 'return')))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/** The order and its returns as the refund rules read them (returns.ts returnRefund). */
export function refundFacts(order: ReturnsOrder, lines: OrderLineRow[], all: ReturnWithLines[]): { order: RefundedOrder; returns: RefundedReturn[] } {
  const price = new Map(lines.map((line) => [line.id, line.unitPriceCents]));
  return {
    order: {
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      shippingCents: order.shippingCents,
      lines: lines.map((line) => ({ id: line.id, quantity: line.quantity, unitPriceCents: line.unitPriceCents })),
    },
    returns: all.map((ret) => ({
      id: ret.id,
      status: ret.status,
      reason: ret.reason,
      lines: ret.lines.map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity })),
      // A return's amounts are written when its refund is decided, and kept whatever the provider answers.
      decided:
        ret.itemsCents === null
          ? null
          : {
              itemsGrossCents: ret.lines.reduce((sum, line) => sum + (price.get(line.orderLineId) ?? 0) * line.quantity, 0),
              shippingCents: ret.shippingCents ?? 0,
            },
    })),
  };
}
