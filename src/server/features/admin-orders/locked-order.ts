import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../../../db/client';
import { orders } from '../../../db/schema';
import { decide, type Actor, type OrderAction, type TransitionRefusal } from '../../../domain/orders/lifecycle';
import type { OrderStatus } from '../../../domain/orders/orders';
import type { StaffRole } from '../../../domain/staff/staff';
import { HttpError } from '../../errors';

/** What staff actions read of an order, under its row lock. */
export type LockedOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'status' | 'stockState' | 'paidAt' | 'shippedAt' | 'totalCents' | 'refundedCents' | 'refundRequired' | 'hiddenByStaffAt'
>;

export const orderNotFound = () => new HttpError(404, 'order_not_found', 'back:errors.orders.notFound');

/** A refusal of the lifecycle, as the API answers it: one place maps every reason to HTTP. */
export const transitionRefused = (reason: TransitionRefusal) =>
  new HttpError(reason === 'adminOnly' ? 403 : 409, `transition_${reason}`, `back:errors.orders.${reason}`);

export const actorOf = (role: StaffRole): Actor => (role === 'admin' ? 'admin' : 'staff');

/** The staff member acting, as the actions need them. */
export type ActingStaff = { id: number; role: StaffRole };

/**
 * Runs `work` in one transaction holding the order's row: two staff members acting on the same
 * order at once are served one after the other, and the second sees the first one's result.
 * `hidden`: whether an order staff removed from their list is found too (only "Réafficher" wants it).
 */
export async function withLockedOrder<T>(
  db: Database,
  orderId: number,
  work: (tx: Transaction, order: LockedOrder) => Promise<T>,
  { hidden = false } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, hidden);
    if (!order) throw orderNotFound();
    return work(tx, order);
  });
}

async function lockOrder(tx: DbOrTx, orderId: number, hidden: boolean): Promise<LockedOrder | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      stockState: orders.stockState,
      paidAt: orders.paidAt,
      shippedAt: orders.shippedAt,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      refundRequired: orders.refundRequired,
      hiddenByStaffAt: orders.hiddenByStaffAt,
    })
    .from(orders)
    .where(hidden ? eq(orders.id, orderId) : and(eq(orders.id, orderId), isNull(orders.hiddenByStaffAt)))
    .for('update');
  return row ?? null;
}

/** The lifecycle's decision for this order, or its refusal thrown. */
export function decided(order: LockedOrder, action: OrderAction, staff: ActingStaff, to?: OrderStatus) {
  const decision = decide({ status: order.status, everShipped: order.shippedAt !== null }, action, actorOf(staff.role), to);
  if (!decision.ok) throw transitionRefused(decision.reason);
  return decision.step;
}
