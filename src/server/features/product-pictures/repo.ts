import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { productMedia } from '../../../db/schema';
import type { PictureItem } from '../../../domain/catalogue/product-pictures';
import { imageUrl, type ImageWidth } from '../../../domain/images';

/** The size of the variant a picture's `url` points at (its height follows the product picture's shape). */
export const PREVIEW_WIDTH: ImageWidth = 400;

/** New uploads, attached to no product yet. */
export async function insertUploads(db: DbOrTx, staffId: number, fileNames: readonly string[]): Promise<{ id: number; fileName: string }[]> {
  return db
    .insert(productMedia)
    .values(fileNames.map((fileName) => ({ fileName, uploadedBy: staffId })))
    .returning({ id: productMedia.id, fileName: productMedia.fileName });
}

/** Takes back uploads whose files could not be put in place. */
export async function deleteUploads(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(productMedia).where(and(inArray(productMedia.id, [...ids]), isNull(productMedia.productId)));
}

/** A product's pictures in order, as the back office shows them (the product form's `pictures`). */
export async function pictureItemsOf(db: DbOrTx, productId: number): Promise<PictureItem[]> {
  const rows = await db
    .select({ id: productMedia.id, fileName: productMedia.fileName, colorId: productMedia.colorId, isCard: productMedia.isCardImage })
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.id));
  return rows.map(({ fileName, ...row }) => ({ ...row, url: imageUrl(fileName, PREVIEW_WIDTH) }));
}

/**
 * Deletes the uploads no product took before `before` and answers their file names, to delete
 * once this has committed. A save attaching one of them at the same moment holds its row
 * locked (savePictures): the delete waits, sees it attached and leaves it.
 */
export async function deleteAbandonedUploads(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .delete(productMedia)
    .where(and(isNull(productMedia.productId), lt(productMedia.uploadedAt, before)))
    .returning({ fileName: productMedia.fileName });
  return rows.map((row) => row.fileName);
}
