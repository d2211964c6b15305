import { asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, productMedia, products, stock } from '../../../db/schema';
import { NAMED_USES } from '../../../domain/catalogue/parameters';

/**
 * What still uses a parameter (ADR 17). Products count whether published or not: a withdrawn
 * product can be published again and would then lack its collection, colour or size.
 */
export type Uses = { total: number; names: { fr: string; en: string }[] };

/** "This product uses that parameter", for one id, or in a list for each row's own id column. */
type Ref = SQLWrapper | number;
export const usesCollection = (id: Ref): SQL => sql`${products.collectionId} = ${id}`;
/** A colour is used by a product that stocks it or shows it on a picture. */
export const usesColor = (id: Ref): SQL =>
  sql`(exists (select 1 from ${stock} where ${stock.productId} = ${products.id} and ${stock.colorId} = ${id})
    or exists (select 1 from ${productMedia} where ${productMedia.productId} = ${products.id} and ${productMedia.colorId} = ${id}))`;
export const usesSize = (id: Ref): SQL => sql`exists (select 1 from ${stock} where ${stock.productId} = ${products.id} and ${stock.sizeId} = ${id})`;

/** How many products meet `uses`, as a column of a list. */
export const productCount = (uses: SQL) => sql<number>`(select count(*) from ${products} where ${uses})`.mapWith(Number);

const total = sql<number>`count(*) over ()`.mapWith(Number);

/** The first few products that use it, in both languages, and how many there are: one query. */
export async function productUses(db: DbOrTx, uses: SQL): Promise<Uses> {
  const rows = await db
    .select({ fr: products.nameFr, en: products.nameEn, total })
    .from(products)
    .where(uses)
    .orderBy(asc(products.nameFr), asc(products.id))
    .limit(NAMED_USES);
  return { total: rows[0]?.total ?? 0, names: rows.map(({ fr, en }) => ({ fr, en })) };
}

/** The orders that carry a promo code (paid or not), newest first, by their number. */
export async function promoCodeUses(db: DbOrTx, code: string): Promise<Uses> {
  const rows = await db
    .select({ number: orders.number, total })
    .from(orders)
    .where(eq(sql`upper(${orders.promoCode})`, code.toUpperCase()))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(NAMED_USES);
  return { total: rows[0]?.total ?? 0, names: rows.map(({ number }) => ({ fr: number, en: number })) };
}
