import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { openRefund, refundNotDue } from '../refunds/ledger';
import { settleOrderRefunds, unsettledRefund } from '../refunds/settle';
import { withLockedOrder, type ActingStaff } from './locked-order';
import type { DeskDeps } from './order-actions';

/**
 * Rembourser: asks the provider again for the order's refunds still pending (it was out of reach),
 * gives back an order paid after its stock was gone (refund_required) in full, and asks again
 * for a cancelled order's money the provider refused. Each refund
 * keeps its idempotency key, so asking again never refunds twice. 503 while the provider is still
 * out of reach, 502 when it refused (the amount may be asked for again), 409 when the payment
 * was taken by another provider than the shop's current one.
 */
export async function refundDue(deps: DeskDeps, orderId: number, staff: ActingStaff): Promise<void> {
  const opened = await withLockedOrder(
    deps.db,
    orderId,
    async (tx, order) => {
      // A cancelled order whose refund the provider refused owes the rest again.
      const owed = order.refundRequired || (order.status === 'cancelled' && order.paidAt !== null);
      const rest = order.totalCents - order.refundedCents;
      if (!owed || rest <= 0) return false;
      await openRefund(tx, { orderId, amountCents: rest, reason: order.refundRequired ? 'shortfall' : 'cancellation', staffId: staff.id });
      await tx.update(orders).set({ refundRequired: false, updatedAt: new Date() }).where(eq(orders.id, orderId));
      return true;
    },
    { hidden: true },
  );
  // One outcome per refund that was pending: none, and none opened, means nothing was due.
  const outcomes = await settleOrderRefunds(deps, orderId);
  if (!opened && outcomes.length === 0) throw refundNotDue();
  const failure = unsettledRefund(outcomes, 'back:errors.orders');
  if (failure) throw failure;
}
