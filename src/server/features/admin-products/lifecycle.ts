import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderLines, products } from '../../../db/schema';
import type { ProductRemoval } from '../../../domain/products/staff-products';
import { savePictures } from '../product-pictures/save-pictures';
import { productArchived, productNotArchived, productNotFound } from './failures';

/**
 * Publishing, withdrawing, deleting and restoring a product (the list's toggle and delete action). These
 * leave the version alone: the form does not carry them, so toggling a product someone is
 * editing does not void their edit.
 */

/** Puts the product on sale or withdraws it; an archived product stays withdrawn. */
export async function setPublished(db: Database, id: number, published: boolean): Promise<void> {
  const [row] = await db
    .update(products)
    .set({ isPublished: published })
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .returning({ id: products.id });
  if (row) return;
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  throw exists ? productArchived() : productNotFound();
}

/**
 * Deletes a product (ADR 15). One that an order names is archived: withdrawn for good and out
 * of the list, while the orders, which keep their own copy of what was bought, still read it.
 * Any other is erased with its stock and pictures, whose file names are answered so the
 * caller removes the files once the transaction has committed.
 *
 * The product's row is locked first. An order line written for it holds a share lock on that
 * row until its checkout commits, so "does an order name it" is asked once such an order
 * exists, and the product is archived. (A checkout that read the cart before the erasure and
 * writes its order after it fails on the missing product and the buyer tries again: the
 * product is then gone from the cart.)
 */
export async function removeProduct(db: Database, id: number, now = new Date()): Promise<ProductRemoval & { removedFileNames: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.id, id)).for('update');
    if (!row) throw productNotFound();
    const [ordered] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, id)).limit(1);
    if (ordered) {
      if (!row.archivedAt) await tx.update(products).set({ archivedAt: now, isPublished: false }).where(eq(products.id, id));
      return { outcome: 'archived', removedFileNames: [] };
    }
    const { removedFileNames } = await savePictures(tx, id, [], null);
    // Its stock rows and the cart lines that held it go with it (foreign keys on cascade).
    await tx.delete(products).where(eq(products.id, id));
    return { outcome: 'erased', removedFileNames };
  });
}

/**
 * Brings an archived product back into the list, withdrawn: staff check it and put it on sale
 * again themselves. Its orders never lost it, so nothing else changes.
 */
export async function restoreProduct(db: Database, id: number): Promise<void> {
  const [row] = await db
    .update(products)
    .set({ archivedAt: null })
    .where(and(eq(products.id, id), isNotNull(products.archivedAt)))
    .returning({ id: products.id });
  if (row) return;
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  throw exists ? productNotArchived() : productNotFound();
}
