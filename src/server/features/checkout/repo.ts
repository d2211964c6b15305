import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { carts, checkoutDrafts, orderLines, orders, payments, promoCodes, type AddressSnapshot } from '../../../db/schema';
import { lineNameColumns } from '../orders/line-name-columns';
import { cartLinesJson, cartOwnedBy, preparedPerOwner, type CartOwner, type CartRow, type LineRow } from '../cart/repo';

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

/** The visitor's cart, its code, the answers kept with it and its lines. */
export type CheckoutCart = { cart: CartRow; draft: DraftRow | null; lines: LineRow[] };

const ownCheckoutCart = preparedPerOwner('checkout_cart', (db, owner, name) =>
  db
    .select({ id: carts.id, promo: promoCodes, draft: checkoutDrafts, lines: cartLinesJson(carts.id) })
    .from(carts)
    .leftJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
    .leftJoin(checkoutDrafts, eq(checkoutDrafts.cartId, carts.id))
    .where(owner)
    .prepare(name),
);

/** The visitor's cart with its code, its answers and its lines, in one query; null when there is no cart. */
export async function findCheckoutCart(db: DbOrTx, owner: CartOwner): Promise<CheckoutCart | null> {
  const [row] = await ownCheckoutCart(db, owner);
  return row ? { cart: { id: row.id, promo: row.promo }, draft: row.draft, lines: row.lines } : null;
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

/** What a draft holds before its first answer (the table's defaults). */
const unanswered = {
  email: null,
  deliveryAddress: null,
  deliveryAddressId: null,
  billingSameAsDelivery: true,
  billingAddress: null,
  billingAddressId: null,
} as const;

type DraftColumn = keyof typeof checkoutDrafts.$inferInsert;
const DRAFT_VALUES = [
  'email',
  'deliveryAddress',
  'deliveryAddressId',
  'billingSameAsDelivery',
  'billingAddress',
  'billingAddressId',
  'step',
  'updatedAt',
] as const;

/**
 * A placeholder for a column's value, typed as the column is (a bare parameter in a select list
 * has no type); null stays SQL null, where the column's own encoder would write JSON's `null`.
 */
const typedPlaceholder = (key: DraftColumn) => {
  const column = checkoutDrafts[key];
  const encoder = { mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value as never)) };
  return sql`${sql.param(sql.placeholder(key), encoder)}::${sql.raw(column.getSQLType())}`.as(key);
};

/**
 * The answer statement for the columns an answer changes, prepared once per kind of answer
 * and owner: the draft is inserted with every value (the others as before any answer) and, when
 * it exists, only the changed ones are updated.
 */
function answerStatement(changed: readonly DraftColumn[], name: string) {
  return preparedPerOwner(name, (db, owner, statementName) => {
    const excluded = (key: DraftColumn) => sql`excluded.${sql.identifier(checkoutDrafts[key].name)}`;
    const saved = db.$with('saved').as(
      db
        .insert(checkoutDrafts)
        .select(
          db
            .select({ cartId: carts.id, ...Object.fromEntries(DRAFT_VALUES.map((key) => [key, typedPlaceholder(key)])) })
            .from(carts)
            .where(owner) as never,
        )
        .onConflictDoUpdate({
          target: checkoutDrafts.cartId,
          set: {
            ...Object.fromEntries(changed.map((key) => [key, excluded(key)])),
            updatedAt: excluded('updatedAt'),
            step: sql`greatest(${checkoutDrafts.step}, excluded.step)`,
          },
        })
        .returning(),
    );
    const draft = Object.fromEntries(Object.keys(getTableColumns(checkoutDrafts)).map((key) => [key, saved[key as keyof DraftRow]])) as {
      [K in keyof DraftRow]: (typeof saved)[K];
    };
    return db
      .with(saved)
      .select({ id: carts.id, promo: promoCodes, draft, lines: cartLinesJson(carts.id) })
      .from(saved)
      .innerJoin(carts, eq(carts.id, saved.cartId))
      .leftJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
      .prepare(statementName);
  });
}

const answerStatements = new Map<string, ReturnType<typeof answerStatement>>();

/**
 * Writes an answer to the visitor's draft, creating it on the first answer, and answers the
 * cart with its code, its lines and the draft as saved, in one statement: the cart is found by its owner
 * inside the write. `step` is the step this answer leads to; the draft keeps the furthest one
 * reached. Null when the visitor has no cart.
 */
export async function saveAnswer(db: DbOrTx, owner: CartOwner, change: DraftChange & { step: number }): Promise<CheckoutCart | null> {
  const changed = DRAFT_VALUES.filter((key) => key in change && key !== 'step' && key !== 'updatedAt');
  const shape = changed.join(',');
  let statement = answerStatements.get(shape);
  if (!statement) answerStatements.set(shape, (statement = answerStatement(changed, `answer_${answerStatements.size}`)));
  const [found] = await statement(db, owner, { ...unanswered, ...change, updatedAt: new Date() });
  return found ? { cart: { id: found.id, promo: found.promo }, draft: found.draft, lines: found.lines } : null;
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
 * The visitor's cart with its code, answers and lines, its newest order awaiting payment and that
 * order's newest payment (null before one is opened), in one query: what the test card form
 * pays, and the cart it checks the order against.
 */
const ownCartToPay = preparedPerOwner('cart_to_pay', (db, owner, name) =>
  db
    .select({ id: carts.id, promo: promoCodes, draft: checkoutDrafts, lines: cartLinesJson(carts.id), order: orders, payment: payments })
    .from(carts)
    .leftJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
    .leftJoin(checkoutDrafts, eq(checkoutDrafts.cartId, carts.id))
    .leftJoin(
      orders,
      eq(
        orders.id,
        sql`(select o.id from orders o where o.cart_id = ${carts.id} and o.status = 'awaiting_payment' order by o.created_at desc, o.id desc limit 1)`,
      ),
    )
    .leftJoin(payments, eq(payments.id, sql`(select max(p.id) from payments p where p.order_id = ${orders.id})`))
    .where(owner)
    .prepare(name),
);

export async function findCartToPay(
  db: DbOrTx,
  owner: CartOwner,
): Promise<(CheckoutCart & { order: OrderRow | null; payment: PaymentRow | null }) | null> {
  const [row] = await ownCartToPay(db, owner);
  return row ? { cart: { id: row.id, promo: row.promo }, draft: row.draft, lines: row.lines, order: row.order, payment: row.payment } : null;
}

/**
 * The order and its lines in one statement (one round trip): the lines travel as one JSON
 * parameter and take the new order's id from the insert before them; their ids follow the
 * lines' order, which is the order they are read back in.
 */
export async function insertOrder(db: DbOrTx, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
  const placed = db.$with('placed').as(db.insert(orders).values(order).returning());
  const placedLines = db.$with('placed_lines', { orderId: orderLines.orderId }).as(sql`
    insert into order_lines (order_id, product_id, color_id, size_id, reference, name, name_en, color_name, color_name_en, size_name,
      unit_price_cents, quantity, weight_grams, vat_rate_bp)
    select placed.id, l.product_id, l.color_id, l.size_id, l.reference, l.name, l.name_en, l.color_name, l.color_name_en, l.size_name,
      l.unit_price_cents, l.quantity, l.weight_grams, l.vat_rate_bp
    from placed, rows from (jsonb_to_recordset(${JSON.stringify(lines.map(lineColumns))}::jsonb) as (product_id int, color_id int,
      size_id int, reference text, name text, name_en text, color_name text, color_name_en text, size_name text, unit_price_cents int,
      quantity int, weight_grams int, vat_rate_bp int)) with ordinality as l(product_id, color_id, size_id, reference, name, name_en,
      color_name, color_name_en, size_name, unit_price_cents, quantity, weight_grams, vat_rate_bp, n)
    order by l.n
    returning order_id`);
  const [row] = await db.with(placed, placedLines).select().from(placed);
  return row!;
}

const lineColumns = (line: NewOrderLine) => ({
  product_id: line.productId,
  color_id: line.colorId,
  size_id: line.sizeId,
  reference: line.reference,
  name: line.name,
  name_en: line.nameEn,
  color_name: line.colorName,
  color_name_en: line.colorNameEn,
  size_name: line.sizeName,
  unit_price_cents: line.unitPriceCents,
  quantity: line.quantity,
  weight_grams: line.weightGrams,
  vat_rate_bp: line.vatRateBp,
});

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
