import { and, desc, eq } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import { HttpError } from '../../errors';
import type { DeskDeps } from './status-change';
import { recordOrderEvent } from './timeline-repo';

/**
 * Gives a cancelled paid order's money back through the provider it was paid with, once: the
 * provider call is made outside any transaction (it may take seconds), and its result is
 * written under the order's lock, so two staff members refunding at once refund once (the
 * provider's idempotency key covers the call; the lock covers what we write).
 */
export async function refundOrder({ db, payments: provider }: DeskDeps, orderId: number, staffId: number): Promise<void> {
  const [due] = await db
    .select({ paymentId: payments.id, provider: payments.provider, providerRef: payments.providerRef, amountCents: payments.amountCents })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'succeeded')))
    .where(and(eq(orders.id, orderId), eq(orders.refundRequired, true)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!due) throw new HttpError(409, 'refund_not_due', 'back:errors.orders.refundNotDue');
  // A payment taken by another provider (the shop switched to Stripe since) cannot be refunded from here.
  if (due.provider !== provider.name) throw new HttpError(409, 'refund_other_provider', 'back:errors.orders.refundOtherProvider');

  const outcome = await provider.refund({ orderId, providerRef: due.providerRef, amountCents: due.amountCents });
  if (!outcome.ok)
    throw outcome.reason === 'unavailable'
      ? new HttpError(503, 'refund_unavailable', 'back:errors.orders.refundUnavailable')
      : new HttpError(502, 'refund_refused', 'back:errors.orders.refundRefused');

  await db.transaction(async (tx) => {
    const [order] = await tx.select({ refundRequired: orders.refundRequired }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order?.refundRequired) return;
    await tx.update(payments).set({ status: 'refunded', updatedAt: new Date() }).where(eq(payments.id, due.paymentId));
    await tx.update(orders).set({ refundRequired: false, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await recordOrderEvent(tx, { orderId, kind: 'refunded', staffId });
  });
}
