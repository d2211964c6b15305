import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderLines, orders, refunds, type AddressSnapshot } from '../../../db/schema';
import { trackingLink } from '../../../domain/orders/carriers';
import type { AddressFields } from '../../../domain/addresses/address-schema';
import type { CountryCode } from '../../../domain/addresses/countries';
import { emailKey } from '../../../domain/accounts/fields';
import type { Locale } from '../../../domain/locale';
import { namedIn } from '../../../domain/orders/line-names';
import type { OrderWindow } from '../../../domain/orders/order-history';
import type { CustomerOrderDetail, OrderDetail, OrderLineView, OrderPage, OrderSummary } from '../../../domain/orders/orders';
import { orderWithdrawal } from '../../../domain/orders/withdrawal';

/**
 * The customer's side of the orders. Every query is scoped by the customer and skips what the
 * customer does not see (awaiting payment, hidden by them): someone else's order, or one not
 * shown, is found nowhere, so the routes answer it exactly like an order that does not exist.
 */

const shownTo = (customerId: number) =>
  and(eq(orders.customerId, customerId), isNull(orders.hiddenByCustomerAt), ne(orders.status, 'awaiting_payment'));

// Written out in full: in a one-table select Drizzle leaves columns unqualified, and inside the
// subquery a bare "id" would be the line's.
const ORDER_ID = sql`${sql.identifier('orders')}.${sql.identifier('id')}`;

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  totalCents: orders.totalCents,
  itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${ORDER_ID})`.mapWith(
    Number,
  ),
};

type SummaryRow = Omit<OrderSummary, 'createdAt'> & { createdAt: Date };

const toSummary = (row: SummaryRow): OrderSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

// Countries were checked against the delivered list when the order was placed.
const toAddress = (snapshot: AddressSnapshot): AddressFields => ({ ...snapshot, country: snapshot.country as CountryCode });

/** Newest first (ids break ties between orders placed at the same instant); two queries whatever the window. */
export async function listCustomerOrders(db: DbOrTx, customerId: number, { offset, limit }: OrderWindow): Promise<OrderPage> {
  const [rows, [counted]] = await Promise.all([
    db.select(summaryColumns).from(orders).where(shownTo(customerId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(orders).where(shownTo(customerId)),
  ]);
  const total = counted?.total ?? 0;
  return { items: rows.map(toSummary), total, hasMore: offset + rows.length < total };
}

/** The customer's order, its lines named in `locale`, with where their right of withdrawal stands at `now` (the page's button, or its receipt). */
export async function findCustomerOrder(
  db: DbOrTx,
  customerId: number,
  orderId: number,
  locale: Locale,
  now = new Date(),
): Promise<CustomerOrderDetail | null> {
  const condition = and(eq(orders.id, orderId), shownTo(customerId));
  const [detail, [facts]] = await Promise.all([
    findOrderWhere(db, condition, locale),
    db
      .select({
        status: orders.status,
        paidAt: orders.paidAt,
        shippedAt: orders.shippedAt,
        deliveredAt: orders.deliveredAt,
        cancelledAt: orders.cancelledAt,
        withdrawnAt: orders.withdrawnAt,
        carrier: orders.carrier,
        trackingNumber: orders.trackingNumber,
        refundedCents:
          sql<number>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.orderId} = ${ORDER_ID} and ${refunds.status} = 'succeeded')`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(condition),
  ]);
  if (!detail || !facts) return null;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const progress = {
    paidAt: iso(facts.paidAt),
    // Shown as the order now stands: a shipping corrected away is not shown.
    shippedAt: facts.status === 'shipped' || facts.status === 'delivered' ? iso(facts.shippedAt) : null,
    deliveredAt: facts.status === 'delivered' ? iso(facts.deliveredAt) : null,
    cancelledAt: iso(facts.cancelledAt),
    shipment:
      (facts.status === 'shipped' || facts.status === 'delivered') && facts.carrier && facts.trackingNumber
        ? { carrier: facts.carrier, trackingNumber: facts.trackingNumber, trackingLink: trackingLink(facts.carrier, facts.trackingNumber) }
        : null,
    refundedCents: facts.refundedCents,
  };
  return { ...detail, progress, withdrawal: orderWithdrawal(facts, now) };
}

/**
 * One order with its addresses, lines (named in `locale`) and amounts, if `condition` (which
 * names the order) finds it; the staff desk and the packing slip use it too.
 */
export async function findOrderWhere(db: DbOrTx, condition: SQL | undefined, locale: Locale): Promise<OrderDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      email: orders.email,
      deliveryAddress: orders.deliveryAddress,
      billingAddress: orders.billingAddress,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      discountCents: orders.discountCents,
      promoCode: orders.promoCode,
    })
    .from(orders)
    .where(condition);
  if (!row) return null;
  const lineRows = await db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id));
  const lines: OrderLineView[] = lineRows
    .map((row) => namedIn(row, locale))
    .map((line) => ({
      productId: line.productId,
      reference: line.reference,
      name: line.name,
      colorName: line.colorName,
      sizeName: line.sizeName,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.unitPriceCents * line.quantity,
    }));
  const { deliveryAddress, billingAddress, email, subtotalCents, shippingCents, discountCents, promoCode, ...summary } = row;
  return {
    ...toSummary(summary),
    email,
    delivery: toAddress(deliveryAddress),
    billing: toAddress(billingAddress),
    lines,
    subtotalCents,
    shippingCents,
    discountCents,
    promoCode,
  };
}

/**
 * Takes the order off the customer's list (the spec's "delete"): the order itself stays, for
 * the shop's books and its staff (GUIDE 3.8). False when the customer has no such order shown.
 */
export async function hideCustomerOrder(db: DbOrTx, customerId: number, orderId: number, now: Date): Promise<boolean> {
  const hidden = await db
    .update(orders)
    .set({ hiddenByCustomerAt: now })
    .where(and(eq(orders.id, orderId), shownTo(customerId)))
    .returning({ id: orders.id });
  return hidden.length > 0;
}

/**
 * Gives the account the orders placed as a guest with its address. Only called once the
 * address is proven to be the customer's (a confirmation or reset link followed): at mere
 * sign-up, anyone typing someone else's address would be handed their orders.
 */
export async function attachGuestOrders(db: DbOrTx, customerId: number, email: string): Promise<void> {
  await db
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), sql`lower(${orders.email}) = ${emailKey(email)}`));
}
