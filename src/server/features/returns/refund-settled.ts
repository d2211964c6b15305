import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { returns, type refunds } from '../../../db/schema';
import { mailReturnRefunded } from './mails';

/**
 * The provider made a return's refund (refunds/settle.ts, under the refund's row lock, once):
 * the return is refunded now, and the customer gets the itemised 'return-refunded' mail
 * instead of the generic refund mail.
 */
export async function settleReturnRefund(tx: Transaction, refund: typeof refunds.$inferSelect, now: Date): Promise<void> {
  const returnId = refund.returnId!;
  await tx
    .update(returns)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(returns.id, returnId), eq(returns.status, 'received')));
  await mailReturnRefunded(tx, returnId, refund.amountCents, now, refund.staffId);
}
