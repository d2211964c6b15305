import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, paymentEvents, payments } from '../../../db/schema';
import type { PaymentEvent } from './provider';

/** The payment side of orders: recorded events, payments, and what a paid order does to its cart. */

export type PaymentRow = typeof payments.$inferSelect;

/** Records the event once; false when it was recorded before (a replay or a duplicate delivery). */
export async function recordEvent(db: DbOrTx, event: PaymentEvent): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function setEventOutcome(db: DbOrTx, eventId: string, outcome: string, paymentId: number | null): Promise<void> {
  await db.update(paymentEvents).set({ outcome, paymentId }).where(eq(paymentEvents.id, eventId));
}

/**
 * The payment an event is about, by the provider's reference, else by the order id it carries;
 * with the cart its order came from (locked first by the handler).
 */
export async function findEventPayment(db: DbOrTx, event: PaymentEvent): Promise<{ payment: PaymentRow; cartId: string | null } | null> {
  const query = () => db.select({ payment: payments, cartId: orders.cartId }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId));
  if (event.providerRef) {
    const [row] = await query().where(and(eq(payments.providerRef, event.providerRef), eq(payments.provider, event.provider)));
    if (row) return row;
  }
  if (event.orderId === null) return null;
  const [row] = await query()
    .where(and(eq(payments.orderId, event.orderId), eq(payments.provider, event.provider)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function paymentById(db: DbOrTx, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The order, locked: two events about it (succeeded and failed, or two deliveries) are handled one after the other. */
export async function lockOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row!;
}

export async function setPaymentStatus(
  db: DbOrTx,
  paymentId: number,
  status: 'succeeded' | 'failed',
  failureCode: string | null = null,
): Promise<void> {
  await db.update(payments).set({ status, failureCode, updatedAt: new Date() }).where(eq(payments.id, paymentId));
}

/**
 * Takes what the order bought out of the cart it came from, with its answers and code. The
 * cart is the order's own in the usual case and ends empty; anything added to it since (in
 * another tab) stays.
 */
export async function emptyOrderedCart(db: DbOrTx, cartId: string, orderId: number): Promise<void> {
  // One statement, one round trip: its parts see the same rows, so the delete takes the lines
  // the order bought whole and the update only lowers the others (never one row twice).
  await db.execute(sql`
    with bought as (
      delete from cart_lines c using order_lines l
      where c.cart_id = ${cartId}::uuid and l.order_id = ${orderId}::int
        and c.product_id = l.product_id and c.color_id = l.color_id and c.size_id = l.size_id and c.quantity <= l.quantity),
    added_since as (
      update cart_lines c set quantity = c.quantity - l.quantity from order_lines l
      where c.cart_id = ${cartId}::uuid and l.order_id = ${orderId}::int
        and c.product_id = l.product_id and c.color_id = l.color_id and c.size_id = l.size_id and c.quantity > l.quantity),
    answers as (delete from checkout_drafts where cart_id = ${cartId}::uuid)
    update carts set promo_code_id = null, updated_at = ${new Date().toISOString()}::timestamptz where id = ${cartId}::uuid`);
}
