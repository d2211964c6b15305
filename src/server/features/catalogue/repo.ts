import { asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { collections, colors, productMedia, products, settings, sizes, stock } from '../../../db/schema';
import { newestFirst } from '../../../domain/catalogue/listing';
import type { CatalogueProduct, CatalogueSnapshot, StockEntry } from '../../../domain/catalogue/types';
import { BACK_OFFICE_SETTING_KEYS } from '../../../domain/settings';
import { compareSizes } from '../../../domain/sizes';

/**
 * Reads the whole published catalogue in a fixed number of queries (seven, whatever the number
 * of products), so the storefront never issues one query per product.
 */
export async function loadCatalogueSnapshot(db: DbOrTx): Promise<CatalogueSnapshot> {
  const [productRows, mediaRows, stockRows, colorRows, sizeRows, collectionRows, settingRows] = await Promise.all([
    // Archived products are never published (a check constraint says so): they stay out too.
    db.select().from(products).where(eq(products.isPublished, true)),
    // Uploads not yet saved with a product (product_id null) are nobody's pictures yet.
    db
      .select()
      .from(productMedia)
      .where(isNotNull(productMedia.productId))
      .orderBy(asc(productMedia.productId), asc(productMedia.position), asc(productMedia.id)),
    db.select().from(stock),
    db.select().from(colors).orderBy(asc(colors.id)),
    db.select().from(sizes),
    db.select().from(collections),
    // The back office's own settings never reach the storefront, and changing them costs the page cache nothing.
    db
      .select()
      .from(settings)
      .where(notInArray(settings.key, [...BACK_OFFICE_SETTING_KEYS])),
  ]);

  const byId = new Map<number, CatalogueProduct>();
  for (const row of productRows) {
    byId.set(row.id, {
      id: row.id,
      reference: row.reference,
      nameFr: row.nameFr,
      // English texts are optional: left empty, English pages show the French ones.
      nameEn: row.nameEn || row.nameFr,
      descriptionFr: row.descriptionFr,
      descriptionEn: row.descriptionEn || row.descriptionFr,
      modelNameFr: row.modelName,
      modelNameEn: row.modelNameEn,
      category: row.category,
      collectionId: row.collectionId,
      priceCents: row.priceCents,
      compareAtPriceCents: row.compareAtPriceCents,
      weightGrams: row.weightGrams,
      vatRateBp: row.vatRateBp,
      showOnHome: row.showOnHome,
      createdAt: row.createdAt,
      media: [],
      stock: [],
    });
  }
  for (const m of mediaRows) {
    if (m.productId !== null)
      byId.get(m.productId)?.media.push({ id: m.id, fileName: m.fileName, colorId: m.colorId, position: m.position, isCardImage: m.isCardImage });
  }
  for (const [productId, entries] of stockByProduct(stockRows)) {
    const product = byId.get(productId);
    if (product) product.stock = entries;
  }

  return {
    products: [...byId.values()].sort(newestFirst),
    productsById: byId,
    colors: colorRows,
    sizes: sizeRows.sort(compareSizes),
    // Alphabetical as a French reader expects ("Été" before "Hiver"), whatever the database collation;
    // English pages sort them by their English name (localizedCollections).
    collections: collectionRows
      .map(({ id, name, nameEn, descriptionFr, descriptionEn }) => ({ id, name, nameEn, descriptionFr, descriptionEn }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    settings: Object.fromEntries(settingRows.map((s) => [s.key, s.value])),
    loadedAt: new Date(),
  };
}

type StockRow = { productId: number; colorId: number; sizeId: number; quantity: number };

function stockByProduct(rows: StockRow[]): Map<number, StockEntry[]> {
  const byProduct = new Map<number, StockEntry[]>();
  for (const s of rows) {
    let entries = byProduct.get(s.productId);
    if (!entries) byProduct.set(s.productId, (entries = []));
    entries.push({ colorId: s.colorId, sizeId: s.sizeId, quantity: s.quantity });
  }
  return byProduct;
}

/**
 * The snapshot with only its stock read again: of the products named (their rows found by the
 * stock's primary key, which starts with the product), or of every product when `productIds`
 * is null. Orders take and give back stock all day, a few products each, while products,
 * pictures and settings change rarely; a large catalogue has about 100,000 stock rows.
 */
export async function withFreshStock(db: DbOrTx, snapshot: CatalogueSnapshot, productIds: readonly number[] | null): Promise<CatalogueSnapshot> {
  if (productIds === null) {
    const byProduct = stockByProduct(await db.select().from(stock));
    return withStock(snapshot, (product) => byProduct.get(product.id) ?? []);
  }
  if (productIds.length === 0) return { ...snapshot, loadedAt: new Date() };
  // One array parameter: the statement's text is the same whatever the number of products.
  const rows = await db
    .select()
    .from(stock)
    .where(sql`${stock.productId} = any(${sql.param(productIds)}::int[])`);
  const byProduct = stockByProduct(rows);
  const moved = new Set(productIds);
  return withStock(snapshot, (product) => (moved.has(product.id) ? (byProduct.get(product.id) ?? []) : product.stock));
}

function withStock(snapshot: CatalogueSnapshot, stockOf: (product: CatalogueProduct) => StockEntry[]): CatalogueSnapshot {
  const productsNow = snapshot.products.map((product) => {
    const entries = stockOf(product);
    return entries === product.stock ? product : { ...product, stock: entries };
  });
  return {
    ...snapshot,
    products: productsNow,
    productsById: new Map(productsNow.map((product) => [product.id, product])),
    loadedAt: new Date(),
  };
}
