import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { collections, colors, products, sizes, stock } from '../../../db/schema';
import { CATEGORIES, type StockEntry } from '../../../domain/catalogue/types';
import {
  productPageWindow,
  searchedPriceCents,
  type CatalogueOptions,
  type StaffProductDetail,
  type StaffProductPage,
  type StaffProductQuery,
} from '../../../domain/products/staff-products';
import { compareSizes } from '../../../domain/sizes';
import { containing } from '../../../db/like-pattern';
import { countWaiting } from '../back-in-stock/waiting';
import { pictureItemsOf } from '../product-pictures/repo';
import { readLowStockThreshold } from '../stock/low-stock-threshold';

/**
 * What the back office reads of the products, straight from the database (the storefront's
 * snapshot holds only what is published). Each read is a fixed number of queries.
 */

// Written out qualified: Drizzle leaves the columns of a one-table query unqualified, so `${products.id}` would read the subquery's own table.
const totalStock = sql<number>`coalesce((select sum(s.quantity) from stock s where s.product_id = "products"."id"), 0)`.mapWith(Number);
const lowStockVariants = (threshold: number) =>
  sql<number>`(select count(*) from stock s where s.product_id = "products"."id" and s.quantity <= ${threshold}::int)`.mapWith(Number);
/** The card picture, else the first one, as the storefront's card shows it. */
const cardImage = sql<
  string | null
>`(select m.file_name from product_media m where m.product_id = "products"."id" order by m.is_card_image desc, m.position, m.id limit 1)`;

function listCondition({ q, view }: Pick<StaffProductQuery, 'q' | 'view'>): SQL | undefined {
  const words = q?.trim() ?? '';
  const cents = searchedPriceCents(words);
  const pattern = containing(words);
  const search =
    words === ''
      ? undefined
      : or(
          ilike(products.reference, pattern),
          ilike(products.nameFr, pattern),
          ilike(products.nameEn, pattern),
          cents === null ? undefined : eq(products.priceCents, cents),
        );
  return and(view === 'archived' ? isNotNull(products.archivedAt) : isNull(products.archivedAt), search);
}

/** The list's order; ids break ties, so that pages never repeat nor skip a product. */
function listOrder({ sort, dir }: Pick<StaffProductQuery, 'sort' | 'dir'>): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const column = sort === 'price' ? products.priceCents : sort === 'stock' ? totalStock : products.createdAt;
  return [by(column), by(products.id)];
}

/** A page of the staff list; three queries whatever the page, the sort or the search. */
export async function listStaffProducts(db: DbOrTx, query: StaffProductQuery): Promise<StaffProductPage> {
  const { offset, limit } = productPageWindow(query.page);
  const condition = listCondition(query);
  const lowStockThreshold = await readLowStockThreshold(db);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: products.id,
        reference: products.reference,
        nameFr: products.nameFr,
        nameEn: products.nameEn,
        priceCents: products.priceCents,
        totalStock,
        lowStockVariants: lowStockVariants(lowStockThreshold),
        published: products.isPublished,
        archivedAt: products.archivedAt,
        createdAt: products.createdAt,
        image: cardImage,
      })
      .from(products)
      .where(condition)
      .orderBy(...listOrder(query))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(products).where(condition),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(({ archivedAt, createdAt, ...row }) => ({ ...row, archived: archivedAt !== null, createdAt: createdAt.toISOString() })),
    total,
    hasMore: offset + rows.length < total,
    lowStockThreshold,
  };
}

/** A product's stock rows, in the order stock rows are locked (colour, then size). */
export async function stockRowsOf(db: DbOrTx, productId: number): Promise<StockEntry[]> {
  return db
    .select({ colorId: stock.colorId, sizeId: stock.sizeId, quantity: stock.quantity })
    .from(stock)
    .where(eq(stock.productId, productId))
    .orderBy(asc(stock.colorId), asc(stock.sizeId));
}

/** A product as the edition form opens it, archived or not; null when there is none. Four queries. */
export async function readStaffProduct(db: DbOrTx, id: number): Promise<StaffProductDetail | null> {
  const [[row], stockRows, pictures, waiting] = await Promise.all([
    db.select().from(products).where(eq(products.id, id)),
    stockRowsOf(db, id),
    pictureItemsOf(db, id),
    countWaiting(db, id),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    reference: row.reference,
    category: row.category,
    collectionId: row.collectionId,
    nameFr: row.nameFr,
    nameEn: row.nameEn,
    modelNameFr: row.modelName,
    modelNameEn: row.modelNameEn,
    descriptionFr: row.descriptionFr,
    descriptionEn: row.descriptionEn,
    priceCents: row.priceCents,
    compareAtPriceCents: row.compareAtPriceCents,
    weightGrams: row.weightGrams,
    showOnHome: row.showOnHome,
    published: row.isPublished,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stock: stockRows,
    waiting,
    pictures,
  };
}

/** The lists the product form chooses from; three queries. */
export async function readCatalogueOptions(db: DbOrTx): Promise<CatalogueOptions> {
  const [collectionRows, colorRows, sizeRows] = await Promise.all([
    db.select({ id: collections.id, name: collections.name }).from(collections),
    db.select({ id: colors.id, nameFr: colors.nameFr, nameEn: colors.nameEn, code: colors.code }).from(colors).orderBy(asc(colors.id)),
    db.select({ id: sizes.id, name: sizes.name, sortOrder: sizes.sortOrder }).from(sizes),
  ]);
  return {
    categories: [...CATEGORIES],
    // Alphabetical as a French reader expects, whatever the database collation (as the storefront's menu).
    collections: collectionRows.sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    colors: colorRows,
    sizes: sizeRows.sort(compareSizes).map(({ id, name }) => ({ id, name })),
  };
}
