import { asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { colors, products, sizes, stock } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import type { StockFileRow } from '../../../domain/stock/stock-csv';
import { variantKey, type ImportCatalogue } from '../../../domain/stock/stock-import';

/** Every variant of the products not archived, by reference, colour and size (display order), named in `locale`. One query. */
export async function readStockFileRows(db: DbOrTx, locale: Locale): Promise<StockFileRow[]> {
  return db
    .select({
      reference: products.reference,
      colorName: locale === 'en' ? colors.nameEn : colors.nameFr,
      sizeName: sizes.name,
      quantity: stock.quantity,
    })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(colors, eq(colors.id, stock.colorId))
    .innerJoin(sizes, eq(sizes.id, stock.sizeId))
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.reference), asc(colors.nameFr), asc(sizes.sortOrder));
}

/** The shop as an import reads it: products (archived ones, to name them), colours, sizes and every variant's stock. Four queries. */
export async function readImportCatalogue(db: DbOrTx): Promise<ImportCatalogue> {
  const [productRows, colorRows, sizeRows, stockRows] = await Promise.all([
    db.select({ id: products.id, reference: products.reference, archivedAt: products.archivedAt }).from(products),
    db.select({ id: colors.id, nameFr: colors.nameFr, nameEn: colors.nameEn }).from(colors),
    db.select({ id: sizes.id, name: sizes.name }).from(sizes),
    db.select().from(stock),
  ]);
  return {
    products: productRows.map(({ archivedAt, ...product }) => ({ ...product, archived: archivedAt !== null })),
    colors: colorRows,
    sizes: sizeRows,
    stock: new Map(stockRows.map((row) => [variantKey(row.productId, row.colorId, row.sizeId), row.quantity])),
  };
}
