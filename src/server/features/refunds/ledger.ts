import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, payments, refunds } from '../../../db/schema';
import { HttpError } from '../../errors';

export type RefundReason = typeof refunds.$inferSelect.reason;

export type NewRefund = {
  orderId: number;
  amountCents: number;
  reason: RefundReason;
  returnId?: number | null;
  creditNoteId?: number | null;
  staffId?: number | null;
};

export const refundAboveRemaining = () => new HttpError(409, 'refund_above_remaining', 'back:errors.orders.refundAboveRemaining');
export const refundNotDue = () => new HttpError(409, 'refund_not_due', 'back:errors.orders.refundNotDue');

/**
 * Decides a refund, in the caller's transaction (which has locked the order): the amount is
 * counted in the order's refunded_cents at once, under the database's check that it never
 * passes the total, so no sequence of cancellations and returns, however concurrent, gives
 * back more than was paid. The provider is asked after the commit (settle.ts). Answers the
 * refund's id.
 */
export async function openRefund(tx: DbOrTx, refund: NewRefund): Promise<number> {
  if (!Number.isInteger(refund.amountCents) || refund.amountCents <= 0) throw refundNotDue();
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, refund.orderId), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!payment) throw refundNotDue();
  const [counted] = await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${refund.amountCents}`, updatedAt: new Date() })
    .where(and(eq(orders.id, refund.orderId), sql`${orders.refundedCents} + ${refund.amountCents} <= ${orders.totalCents}`))
    .returning({ id: orders.id });
  if (!counted) throw refundAboveRemaining();
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      paymentId: payment.id,
      returnId: refund.returnId ?? null,
      reason: refund.reason,
      amountCents: refund.amountCents,
      creditNoteId: refund.creditNoteId ?? null,
      staffId: refund.staffId ?? null,
      idempotencyKey: `refund-${refund.orderId}-${randomUUID()}`,
    })
    .returning({ id: refunds.id });
  return row!.id;
}

/** The refunds of an order not settled yet: the provider was out of reach when they were asked. */
export async function pendingRefundIds(tx: DbOrTx, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
  return rows.map((row) => row.id);
}
