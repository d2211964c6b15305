import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedPer } from '../../../db/prepared';
import { carts, checkoutDrafts, orderLines, orders, payments, promoCodes, type AddressSnapshot } from '../../../db/schema';
import { lineNameColumns } from '../orders/line-name-columns';
import { cartOwnedBy, preparedPerOwner, type CartOwner, type CartRow } from '../cart/repo';

/**
 * The checkout's tables: the answers kept with the cart, and the orders made from it. Every
 * query is scoped by the cart or the customer found from the visitor's own identity.
 */

export type DraftRow = typeof checkoutDrafts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The visitor's cart, its code and the answers kept with it. */
export type CheckoutCart = { cart: CartRow; draft: DraftRow | null };

const ownCheckoutCart = preparedPerOwner('checkout_cart', (db, owner, name) =>
  db
    .select({ id: carts.id, promo: promoCodes, draft: checkoutDrafts })
    .from(carts)
    .leftJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
    .leftJoin(checkoutDrafts, eq(checkoutDrafts.cartId, carts.id))
    .where(owner)
    .prepare(name),
);

/** The visitor's cart with its code and its answers, in one query; null when there is no cart. */
export async function findCheckoutCart(db: DbOrTx, owner: CartOwner): Promise<CheckoutCart | null> {
  const [row] = await ownCheckoutCart(db, owner);
  return row ? { cart: { id: row.id, promo: row.promo }, draft: row.draft } : null;
}

export type DraftChange = Partial<{
  email: string;
  deliveryAddress: AddressSnapshot;
  deliveryAddressId: number;
  billingSameAsDelivery: boolean;
  billingAddress: AddressSnapshot | null;
  billingAddressId: number | null;
  step: number;
}>;

/** Writes answers to the cart's draft, creating it on the first answer; answers the draft as saved. */
export async function saveDraft(db: DbOrTx, cartId: string, change: DraftChange): Promise<DraftRow> {
  const values = { ...change, updatedAt: new Date() };
  const [row] = await db
    .insert(checkoutDrafts)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: checkoutDrafts.cartId, set: values })
    .returning();
  return row!;
}

/**
 * Finds the visitor's cart and locks it, in one query: two tabs going to pay at once make one
 * order. Null when there is no cart.
 */
export async function lockCartOf(db: DbOrTx, owner: CartOwner): Promise<string | null> {
  const where = cartOwnedBy(owner);
  if (!where) return null;
  const [row] = await db.select({ id: carts.id }).from(carts).where(where).for('update');
  return row?.id ?? null;
}

/** Serialises the checkout of one cart: two tabs going to pay at once make one order. */
export async function lockCart(db: DbOrTx, cartId: string): Promise<boolean> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
  return row !== undefined;
}

/** The cart's newest order still awaiting payment, locked when asked (inside a transaction). */
export async function findAwaitingOrder(db: DbOrTx, cartId: string, { lock = false } = {}): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'awaiting_payment')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The cart's newest order awaiting payment with its newest payment (null before one is
 * opened), in one query: what the test card form pays.
 */
const orderToPay = preparedPer((db) =>
  db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(
      payments,
      and(eq(payments.orderId, orders.id), eq(payments.id, sql`(select max(p.id) from payments p where p.order_id = ${orders.id})`)),
    )
    .where(and(eq(orders.cartId, sql.placeholder('cartId')), eq(orders.status, 'awaiting_payment')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1)
    .prepare('order_to_pay'),
);

export async function findOrderToPay(db: DbOrTx, cartId: string): Promise<{ order: OrderRow; payment: PaymentRow | null } | null> {
  const [row] = await orderToPay(db).execute({ cartId });
  return row ?? null;
}

export async function insertOrder(db: DbOrTx, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
  return row!;
}

export async function linesOfOrder(db: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

export async function updateOrder(db: DbOrTx, orderId: number, change: Partial<NewOrder>): Promise<void> {
  await db
    .update(orders)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/**
 * Records the provider's payment for the order. Opening it again (a retry after a refusal)
 * finds the same row: a refused payment waits for the next attempt again.
 */
export async function savePayment(
  db: DbOrTx,
  payment: { orderId: number; provider: 'stripe' | 'test'; providerRef: string; amountCents: number },
): Promise<void> {
  await db
    .insert(payments)
    .values({ ...payment, currency: 'eur' })
    .onConflictDoUpdate({
      target: payments.providerRef,
      set: { status: 'pending', failureCode: null, updatedAt: new Date() },
      where: eq(payments.status, 'failed'),
    });
}

/** The order's newest payment. */
const newestPayment = preparedPer((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, sql.placeholder('orderId')))
    .orderBy(desc(payments.id))
    .limit(1)
    .prepare('latest_payment'),
);

export async function latestPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | null> {
  const [row] = await newestPayment(db).execute({ orderId });
  return row ?? null;
}

/**
 * The visitor's newest order, for the confirmation page: a customer's by their account, a
 * guest's by their cart; with its newest payment's state.
 */
export async function latestOrderOf(db: DbOrTx, owner: { customerId: number } | { cartId: string }) {
  // Spelled out: drizzle writes a column of the only table selected from without its table name.
  const lastPayment = sql<string | null>`(select p.status from payments p where p.order_id = orders.id order by p.id desc limit 1)`;
  const [row] = await db
    .select({ order: orders, paymentStatus: lastPayment })
    .from(orders)
    .where('customerId' in owner ? eq(orders.customerId, owner.customerId) : eq(orders.cartId, owner.cartId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

/**
 * The picture of the line's colour when there is one, else the card image, else the first: the
 * cart showed the same. The line's columns are spelled out: drizzle writes a column of the only
 * table selected from without its table name, which inside this subquery would name the
 * picture's own column (every picture matched, read from the whole table).
 */
const orderLineImage = sql<string | null>`(
  select m.file_name from product_media m
  where m.product_id = order_lines.product_id
  order by coalesce(m.color_id = order_lines.color_id, false) desc, m.is_card_image desc, m.position, m.id
  limit 1)`;

/** An order's lines as they were bought (names in both languages: `namedIn`), with their picture, in one query. */
export async function orderLinesWithImages(db: DbOrTx, orderId: number) {
  return db
    .select({
      productId: orderLines.productId,
      reference: orderLines.reference,
      ...lineNameColumns,
      sizeName: orderLines.sizeName,
      unitPriceCents: orderLines.unitPriceCents,
      quantity: orderLines.quantity,
      image: orderLineImage,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}
