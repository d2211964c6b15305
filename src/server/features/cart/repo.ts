import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedPer } from '../../../db/prepared';
import { cartLines, carts, products, promoCodes, stock } from '../../../db/schema';

/**
 * The cart tables. Every query is scoped by the cart found from the visitor's own identity, so
 * a line of someone else's cart is found nowhere and is answered like a line that does not exist.
 */

/** Whose cart: a signed-in customer's (by the session), or a guest's (by the hash of the cookie token). */
export type CartOwner = { customerId: number; email: string } | { guestTokenHash: string | null };
/** What finds a cart: the customer's id or the guest token's hash. */
type CartKey = { customerId: number } | { guestTokenHash: string | null };

export type PromoRow = typeof promoCodes.$inferSelect;
export type CartRow = { id: string; promo: PromoRow | null };

/** The condition that finds the owner's cart; undefined when a guest sent no token (no cart to find). */
export const cartOwnedBy = (owner: CartKey) =>
  'customerId' in owner ? eq(carts.customerId, owner.customerId) : owner.guestTokenHash ? eq(carts.guestTokenHash, owner.guestTokenHash) : undefined;

/**
 * A query about the owner's cart, prepared once per kind of owner (`owner` is the condition on
 * `carts`, its value the `key` placeholder, `name` the statement's): it runs the one for this
 * owner with the query's other `values`, and finds nothing for a guest who sent no token.
 */
export function preparedPerOwner<R>(
  name: string,
  build: (db: DbOrTx, owner: SQL, name: string) => { execute(values: Record<string, unknown>): Promise<R[]> },
) {
  const customers = preparedPer((db) => build(db, eq(carts.customerId, sql.placeholder('key')), `customer_${name}`));
  const guests = preparedPer((db) => build(db, eq(carts.guestTokenHash, sql.placeholder('key')), `guest_${name}`));
  return async (db: DbOrTx, owner: CartKey, values: Record<string, unknown> = {}): Promise<R[]> => {
    if ('customerId' in owner) return customers(db).execute({ ...values, key: owner.customerId });
    return owner.guestTokenHash ? guests(db).execute({ ...values, key: owner.guestTokenHash }) : [];
  };
}

const ownCart = preparedPerOwner('cart', (db, owner, name) =>
  db.select({ id: carts.id, promo: promoCodes }).from(carts).leftJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId)).where(owner).prepare(name),
);

export async function findCart(db: DbOrTx, owner: CartKey): Promise<CartRow | null> {
  const [row] = await ownCart(db, owner);
  return row ?? null;
}

/** A customer's cart, created on first need; concurrent first adds share the one row. */
export async function customerCartId(db: DbOrTx, customerId: number): Promise<string> {
  const [created] = await db.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId }).returning({ id: carts.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId));
  return existing!.id;
}

export async function insertGuestCart(db: DbOrTx, guestTokenHash: string): Promise<string> {
  const [row] = await db.insert(carts).values({ guestTokenHash }).returning({ id: carts.id });
  return row!.id;
}

/** A cart line with what the shop knows of it now: price, names, weight, stock, picture. */
export type LineRow = {
  id: number;
  productId: number;
  colorId: number;
  sizeId: number;
  quantity: number;
  reference: string;
  nameFr: string;
  nameEn: string;
  priceCents: number;
  weightGrams: number;
  vatRateBp: number;
  isPublished: boolean;
  colorNameFr: string;
  colorNameEn: string;
  sizeName: string;
  stockLeft: number;
  /** The picture of the line's colour when there is one, else the card image, else the first. */
  image: string | null;
};

/**
 * The lines of the cart whose id `cartId` names, oldest first, as one JSON value (an empty
 * list for none): a query about the cart carries them as one of its columns, so the checkout
 * reads its cart, answers and lines in one round trip. The keys are LineRow's.
 */
export function cartLinesJson(cartId: SQL | AnyColumn): SQL<LineRow[]> {
  return sql<LineRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', l.id, 'productId', l.product_id, 'colorId', l.color_id, 'sizeId', l.size_id, 'quantity', l.quantity,
      'reference', p.reference, 'nameFr', p.name_fr, 'nameEn', coalesce(nullif(p.name_en, ''), p.name_fr),
      'priceCents', p.price_cents, 'weightGrams', p.weight_grams, 'vatRateBp', p.vat_rate_bp, 'isPublished', p.is_published,
      'colorNameFr', c.name_fr, 'colorNameEn', c.name_en, 'sizeName', z.name, 'stockLeft', coalesce(s.quantity, 0),
      'image', (
        select m.file_name from product_media m
        where m.product_id = l.product_id
        order by coalesce(m.color_id = l.color_id, false) desc, m.is_card_image desc, m.position, m.id
        limit 1)
    ) order by l.added_at, l.id)
    from cart_lines l
    join products p on p.id = l.product_id
    join colors c on c.id = l.color_id
    join sizes z on z.id = l.size_id
    left join stock s on s.product_id = l.product_id and s.color_id = l.color_id and s.size_id = l.size_id
    where l.cart_id = ${cartId}), '[]'::json)`;
}

const cartLinesOf = preparedPer((db) =>
  db
    .select({ lines: cartLinesJson(sql`${sql.placeholder('cartId')}::uuid`) })
    .from(sql`(select 1) as one`)
    .prepare('cart_lines'),
);

export async function loadLines(db: DbOrTx, cartId: string): Promise<LineRow[]> {
  const [row] = await cartLinesOf(db).execute({ cartId });
  return row!.lines;
}

/**
 * The owner's cart, its promo code and its lines in one statement: reading a cart costs one
 * round trip to the database, not two.
 */
const ownCartWithLines = preparedPerOwner('cart_with_lines', (db, owner, name) =>
  db
    .select({ id: carts.id, promo: promoCodes, lines: cartLinesJson(carts.id) })
    .from(carts)
    .leftJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
    .where(owner)
    .prepare(name),
);

/** The owner's cart and its lines, as `findCart` and `loadLines` read them; null when there is no cart. */
export async function findCartWithLines(db: DbOrTx, owner: CartKey): Promise<{ cart: CartRow; lines: LineRow[] } | null> {
  const [row] = await ownCartWithLines(db, owner);
  return row ? { cart: { id: row.id, promo: row.promo }, lines: row.lines } : null;
}

/**
 * Rows of a raw statement. Both drivers (node-postgres and PGlite) answer `{ rows }`; the shared
 * database type leaves the result shape open, so it is named here once.
 */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type Variant = { productId: number; colorId: number; sizeId: number };

const publishedVariantStock = preparedPer((db) =>
  db
    .select({ quantity: stock.quantity })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .where(
      and(
        eq(stock.productId, sql.placeholder('productId')),
        eq(stock.colorId, sql.placeholder('colorId')),
        eq(stock.sizeId, sql.placeholder('sizeId')),
        eq(products.isPublished, true),
      ),
    )
    .prepare('variant_stock'),
);

/** A published product's stock in that colour and size; null when there is no such variant for sale. */
export async function variantStock(db: DbOrTx, { productId, colorId, sizeId }: Variant): Promise<number | null> {
  const [row] = await publishedVariantStock(db).execute({ productId, colorId, sizeId });
  return row ? row.quantity : null;
}

/** The units of a variant on sale: its stock when its product is published, else null (which no quantity is at most). */
const unitsForSale = (productId: SQL, colorId: SQL, sizeId: SQL) => sql`(
  select s.quantity from stock s join products p on p.id = s.product_id and p.is_published
  where s.product_id = ${productId} and s.color_id = ${colorId} and s.size_id = ${sizeId})`;

/**
 * Adds units to the cart in one statement whose stock check sits inside the upsert: concurrent
 * adds of one variant queue on the line's row and each sees the quantity the previous one left,
 * so together they can never go past the stock. False when the stock refused it, or the
 * variant is not for sale.
 */
export async function addUnits(db: DbOrTx, cartId: string, { productId, colorId, sizeId }: Variant, quantity: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into cart_lines (cart_id, product_id, color_id, size_id, quantity)
    select ${cartId}::uuid, ${productId}::int, ${colorId}::int, ${sizeId}::int, ${quantity}::int
    where ${quantity}::int <= ${unitsForSale(sql`${productId}::int`, sql`${colorId}::int`, sql`${sizeId}::int`)}
    on conflict (cart_id, product_id, color_id, size_id) do update
      set quantity = cart_lines.quantity + excluded.quantity
      where cart_lines.quantity + excluded.quantity <= ${unitsForSale(sql`excluded.product_id`, sql`excluded.color_id`, sql`excluded.size_id`)}
    returning id`,
  );
  return rows.length > 0;
}

/**
 * A guest's first add: the cart and its first line in one statement, the cart created only
 * when the stock allows the line, so a refused first add leaves nothing behind. The new cart's
 * id, or null when refused.
 */
export async function insertGuestCartWithUnits(
  db: DbOrTx,
  guestTokenHash: string,
  { productId, colorId, sizeId }: Variant,
  quantity: number,
): Promise<string | null> {
  const [row] = await rowsOf<{ cart_id: string }>(
    db,
    sql`
    with new_cart as (
      insert into carts (guest_token_hash)
      select ${guestTokenHash} where ${quantity}::int <= ${unitsForSale(sql`${productId}::int`, sql`${colorId}::int`, sql`${sizeId}::int`)}
      returning id)
    insert into cart_lines (cart_id, product_id, color_id, size_id, quantity)
    select id, ${productId}::int, ${colorId}::int, ${sizeId}::int, ${quantity}::int from new_cart
    returning cart_id`,
  );
  return row?.cart_id ?? null;
}

const stockOfLine = sql`coalesce((select s.quantity from stock s where s.product_id = ${cartLines.productId} and s.color_id = ${cartLines.colorId} and s.size_id = ${cartLines.sizeId}), 0)`;
const lineProductPublished = sql`exists (select 1 from products p where p.id = ${cartLines.productId} and p.is_published)`;

/** Sets a line's quantity when the product is still for sale and the stock allows it. */
export async function setLineQuantity(db: DbOrTx, cartId: string, lineId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId), lineProductPublished, sql`${quantity}::int <= ${stockOfLine}`))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** Why a quantity change was refused: the line's product state and stock, or null when the line is not in this cart. */
export async function lineState(db: DbOrTx, cartId: string, lineId: number): Promise<{ isPublished: boolean; stockLeft: number } | null> {
  const [row] = await db
    .select({
      isPublished: products.isPublished,
      stockLeft: sql<number>`${stockOfLine}`.mapWith(Number),
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
  return row ?? null;
}

export async function deleteLine(db: DbOrTx, cartId: string, lineId: number): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteAllLines(db: DbOrTx, cartId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
}

/** The code as typed, in any case (codes are stored upper-case, compared without regard to case). */
export async function findPromoCode(db: DbOrTx, code: string): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(sql`upper(${promoCodes.code})`, code.trim().toUpperCase()));
  return row ?? null;
}

export async function setCartPromo(db: DbOrTx, cartId: string, promoCodeId: number | null): Promise<void> {
  await db.update(carts).set({ promoCodeId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Drops a code that stopped applying, unless another request changed it meanwhile. */
export async function dropCartPromo(db: DbOrTx, cartId: string, promoCodeId: number): Promise<void> {
  await db
    .update(carts)
    .set({ promoCodeId: null })
    .where(and(eq(carts.id, cartId), eq(carts.promoCodeId, promoCodeId)));
}

/** Units in the cart, for the header badge: one query, nothing created. */
export async function countItems(db: DbOrTx, owner: CartKey): Promise<number> {
  const where = cartOwnedBy(owner);
  if (!where) return 0;
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number),
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(where);
  return row?.count ?? 0;
}
