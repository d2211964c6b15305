import { and, asc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderLines, orderLinks, orders, returnLines, returns } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { namedIn } from '../../../domain/orders/line-names';
import { orderDateLabel } from '../../../domain/orders/order-date';
import type { OrderStatus } from '../../../domain/orders/orders';
import { orderWithdrawal } from '../../../domain/orders/withdrawal';
import type { WithdrawalView } from '../../../domain/orders/withdrawal-view';
import { hashToken } from '../../security/tokens';
import { lineNameColumns } from '../orders/line-name-columns';

/**
 * The withdrawal's reads and writes. An order is named three ways: by the signed-in customer
 * (scoped to their orders, as their account shows them), by a mailed link's token, or by its
 * number and e-mail (the lookup page). Each answers null alike for an order that does not exist.
 */

/** The customer's order as their account shows it: theirs, paid, not removed from their list. */
export const customerOrder = (customerId: number, orderId: number): SQL =>
  and(eq(orders.id, orderId), eq(orders.customerId, customerId), isNull(orders.hiddenByCustomerAt), ne(orders.status, 'awaiting_payment'))!;

const lockedColumns = {
  id: orders.id,
  number: orders.number,
  customerId: orders.customerId,
  status: orders.status,
  locale: orders.locale,
  totalCents: orders.totalCents,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  withdrawnAt: orders.withdrawnAt,
  withdrawalEmail: orders.withdrawalEmail,
};

export type LockedOrder = {
  id: number;
  number: string;
  customerId: number | null;
  status: OrderStatus;
  locale: Locale;
  totalCents: number;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  withdrawnAt: Date | null;
  withdrawalEmail: string | null;
};

/** The order a withdrawal link opens, while the link has not expired. */
export async function orderIdOfLink(db: DbOrTx, token: string, now: Date): Promise<number | null> {
  const [link] = await db
    .select({ orderId: orderLinks.orderId })
    .from(orderLinks)
    .where(and(eq(orderLinks.tokenHash, hashToken(token)), gt(orderLinks.expiresAt, now)));
  return link?.orderId ?? null;
}

/** The order the lookup page names: its number and its e-mail (compared without case), paid. */
export async function orderOfLookup(db: DbOrTx, orderNumber: string, email: string): Promise<LockedOrder | null> {
  const [order] = await db
    .select(lockedColumns)
    .from(orders)
    .where(and(eq(orders.number, orderNumber), sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`, ne(orders.status, 'awaiting_payment')));
  return order ?? null;
}

/**
 * Locks the order named by `where` for the rest of the transaction: a second confirmation,
 * a staff action or a payment event on the same order waits, then sees what this one did.
 */
export async function lockOrder(tx: DbOrTx, where: SQL): Promise<LockedOrder | null> {
  const [order] = await tx.select(lockedColumns).from(orders).where(where).for('update');
  return order ?? null;
}

export async function recordWithdrawal(tx: DbOrTx, orderId: number, who: { name: string; email: string }, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ withdrawnAt: now, withdrawalName: who.name, withdrawalEmail: who.email, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/**
 * The return a withdrawal opens once the goods have left: every line, for the units not
 * already in another return (a return the customer asked for before withdrawing, not
 * cancelled), status 'requested', so staff receive it as any return. Null when every unit is
 * already on its way back.
 */
export async function openWithdrawalReturn(tx: DbOrTx, orderId: number, now: Date): Promise<number | null> {
  const [lines, returning] = await Promise.all([
    tx
      .select({ id: orderLines.id, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id)),
    tx
      .select({ orderLineId: returnLines.orderLineId, quantity: sql<number>`sum(${returnLines.quantity})`.mapWith(Number) })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(and(eq(returns.orderId, orderId), ne(returns.status, 'cancelled')))
      .groupBy(returnLines.orderLineId),
  ]);
  const already = new Map(returning.map((row) => [row.orderLineId, row.quantity]));
  const toReturn = lines
    .map((line) => ({ orderLineId: line.id, quantity: line.quantity - (already.get(line.id) ?? 0) }))
    .filter((line) => line.quantity > 0);
  if (toReturn.length === 0) return null;
  const [opened] = await tx
    .insert(returns)
    .values({ orderId, reason: 'withdrawal', status: 'requested', requestedAt: now })
    .returning({ id: returns.id });
  await tx.insert(returnLines).values(toReturn.map((line) => ({ ...line, returnId: opened!.id })));
  return opened!.id;
}

/** What the withdrawal page shows of an order: number, date, lines (named in the reader's language), total, the receipt's prefilled name and e-mail, and where it stands. */
export async function readWithdrawalView(db: DbOrTx, orderId: number, now: Date, locale: Locale): Promise<WithdrawalView | null> {
  const [[order], lines] = await Promise.all([
    db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        email: orders.email,
        billing: orders.billingAddress,
        status: orders.status,
        deliveredAt: orders.deliveredAt,
        withdrawnAt: orders.withdrawnAt,
        withdrawalEmail: orders.withdrawalEmail,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({
        ...lineNameColumns,
        sizeName: orderLines.sizeName,
        quantity: orderLines.quantity,
        lineTotalCents: sql<number>`${orderLines.unitPriceCents} * ${orderLines.quantity}`.mapWith(Number),
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id)),
  ]);
  if (!order) return null;
  return {
    orderNumber: order.number,
    date: orderDateLabel(order.createdAt.toISOString()),
    lines: lines.map((line) => namedIn(line, locale)),
    totalCents: order.totalCents,
    name: `${order.billing.firstName} ${order.billing.lastName}`.trim(),
    email: order.withdrawalEmail ?? order.email,
    withdrawal: orderWithdrawal(order, now),
  };
}
