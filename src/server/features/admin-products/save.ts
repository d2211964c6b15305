import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { collections, colors, products, sizes, stock } from '../../../db/schema';
import type { NewProduct, ProductEdit } from '../../../domain/products/product-input';
import type { SavedProduct } from '../../../domain/products/staff-products';
import { planStockChanges, type StockChange, type SubmittedStockRow } from '../../../domain/products/stock-changes';
import { labelStockChanges } from '../../../db/stock-cause';
import { isUniqueViolation } from '../../../db/unique-violation';
import { savePictures } from '../product-pictures/save-pictures';
import { optionGone, productArchived, productNotFound, referenceTaken, stockChanged, versionConflict } from './failures';
import { stockRowsOf } from './repo';

/**
 * Saving the product form (POST and PUT /api/admin/products): one transaction writes the
 * product, its stock and its pictures (attaching uploads, deleting the pictures left out), so
 * a refusal leaves nothing half-written. The caller refreshes the storefront's catalogue once
 * it has committed, then deletes the removed pictures' files.
 */

/** The columns the form writes; publication, archiving and the version are not the form's. */
function formColumns(input: NewProduct) {
  return {
    category: input.category,
    collectionId: input.collectionId,
    nameFr: input.nameFr,
    nameEn: input.nameEn,
    modelName: input.modelNameFr,
    modelNameEn: input.modelNameEn,
    reference: input.reference,
    priceCents: input.priceCents,
    compareAtPriceCents: input.compareAtPriceCents,
    weightGrams: input.weightGrams,
    descriptionFr: input.descriptionFr,
    descriptionEn: input.descriptionEn,
    showOnHome: input.showOnHome,
  };
}

/** Refuses, naming the field, a collection, colour or size that no longer exists; three queries. */
async function checkOptionsExist(tx: DbOrTx, input: Pick<NewProduct, 'collectionId' | 'stock'>): Promise<void> {
  const colorIds = [...new Set(input.stock.map((row) => row.colorId))];
  const sizeIds = [...new Set(input.stock.map((row) => row.sizeId))];
  // One after the other: the transaction's one connection runs one query at a time.
  const collection = await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, input.collectionId));
  const colorRows = await tx.select({ id: colors.id }).from(colors).where(inArray(colors.id, colorIds));
  const sizeRows = await tx.select({ id: sizes.id }).from(sizes).where(inArray(sizes.id, sizeIds));
  if (collection.length === 0) throw optionGone('collectionId', 'collection');
  const known = { color: new Set(colorRows.map((row) => row.id)), size: new Set(sizeRows.map((row) => row.id)) };
  for (const [index, row] of input.stock.entries()) {
    if (!known.color.has(row.colorId)) throw optionGone(`stock.${index}.colorId`, 'color');
    if (!known.size.has(row.sizeId)) throw optionGone(`stock.${index}.sizeId`, 'size');
  }
}

const variantIs = (productId: number, change: StockChange) =>
  and(eq(stock.productId, productId), eq(stock.colorId, change.colorId), eq(stock.sizeId, change.sizeId));

/**
 * Applies the form's stock to what is in the table now (ADR 15): a row the form showed moves by
 * the difference between what it showed and what was typed, with a conditional update that
 * can never take it below zero, whatever orders took meanwhile; new rows are inserted and rows
 * left out deleted, each movement recorded as the staff member's. Stock rows are touched in the
 * order checkouts lock them.
 */
async function applyStock(tx: DbOrTx, productId: number, submitted: readonly SubmittedStockRow[], staffId: number): Promise<void> {
  const plan = planStockChanges(await stockRowsOf(tx, productId), submitted);
  if ('conflict' in plan) throw versionConflict();
  await labelStockChanges(tx, { reason: 'product_form', staffId });
  for (const change of plan.changes) {
    if (change.kind === 'remove') {
      await tx.delete(stock).where(variantIs(productId, change));
    } else if (change.kind === 'insert') {
      await tx.insert(stock).values({ productId, colorId: change.colorId, sizeId: change.sizeId, quantity: change.quantity });
    } else {
      const moved = await tx
        .update(stock)
        .set({ quantity: sql`${stock.quantity} + ${change.delta}` })
        .where(and(variantIs(productId, change), gte(stock.quantity, -change.delta)))
        .returning({ quantity: stock.quantity });
      if (moved.length === 0) {
        const [row] = await tx.select({ quantity: stock.quantity }).from(stock).where(variantIs(productId, change));
        throw stockChanged(change.index, row?.quantity ?? 0);
      }
    }
  }
}

/** A reference another product has (archived ones included) answers 409 on its field, even when two saves race for it. */
async function withReferenceCheck<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, 'products_reference_unique')) throw referenceTaken();
    throw error;
  }
}

/** A new product, unpublished until staff publish it from the list, with its uploaded pictures. */
export async function createProduct(db: Database, input: NewProduct, staffId: number): Promise<SavedProduct> {
  return withReferenceCheck(() =>
    db.transaction(async (tx) => {
      await checkOptionsExist(tx, input);
      const [row] = await tx
        .insert(products)
        .values({ ...formColumns(input), isPublished: false })
        .returning({ id: products.id, version: products.version });
      const { id, version } = row!;
      await applyStock(
        tx,
        id,
        input.stock.map((line) => ({ ...line, shown: null })),
        staffId,
      );
      // A new product has no picture of its own yet: nothing is removed.
      await savePictures(tx, id, input.pictures, input.cardPictureId);
      return { id, version, stock: await stockRowsOf(tx, id) };
    }),
  );
}

/** Why an update found no row to write: no such product, an archived one, or a newer version than the form's. */
async function whyNotSaved(tx: DbOrTx, id: number): Promise<Error> {
  const [row] = await tx.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.id, id));
  if (!row) return productNotFound();
  return row.archivedAt ? productArchived() : versionConflict();
}

/**
 * Saves the form over the product, if nobody saved it since the form opened it (its version):
 * the conditional update also locks the product's row until commit, so two saves of one
 * product happen one after the other and the second is refused. A change of pictures alone is
 * a save like any other: it raises the version. Answers the file names of the pictures the
 * save removed, to delete once it has committed.
 */
export async function updateProduct(
  db: Database,
  id: number,
  input: ProductEdit,
  staffId: number,
): Promise<{ saved: SavedProduct; removedFileNames: string[] }> {
  return withReferenceCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ ...formColumns(input), version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.version, input.version), isNull(products.archivedAt)))
        .returning({ version: products.version });
      if (!row) throw await whyNotSaved(tx, id);
      await checkOptionsExist(tx, input);
      await applyStock(tx, id, input.stock, staffId);
      const { removedFileNames } = await savePictures(tx, id, input.pictures, input.cardPictureId);
      return { saved: { id, version: row.version, stock: await stockRowsOf(tx, id) }, removedFileNames };
    }),
  );
}
