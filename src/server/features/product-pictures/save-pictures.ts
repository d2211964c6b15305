import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { colors, productMedia } from '../../../db/schema';
import { arrangePictures, type PictureChoice } from '../../../domain/catalogue/product-pictures';
import { HttpError } from '../../errors';

const invalid = (messageKey: string, field: string) => new HttpError(400, 'invalid_parameter', messageKey, field);

/**
 * Gives a product exactly these pictures, in this order, each with its colour (null: every
 * colour), and its card picture (null: the first); the product's pictures left out of the list
 * are deleted (an empty list deletes them all, as erasing the product does). Called inside the
 * transaction that saves the product, after that transaction has written (and so locked) the
 * product's row: two saves of one product happen one after the other, and the second sees what
 * the first attached. The list passed `productPicturesFields` (domain/catalogue/product-pictures.ts).
 *
 * Every id must be one of the product's pictures or an upload no product has taken yet; the
 * colours must exist and the card picture be in the list. Otherwise it throws an HttpError 400
 * naming the field (`pictures.2.id`, `pictures.0.colorId`, `cardPictureId`), and the caller's
 * transaction rolls back.
 *
 * Answers the file names of the deleted pictures: delete them with `deletePictureFiles` once
 * the transaction has committed (never before: a rollback would keep rows without files).
 */
export async function savePictures(
  tx: Transaction,
  productId: number,
  pictures: readonly PictureChoice[],
  cardPictureId: number | null,
): Promise<{ removedFileNames: string[] }> {
  const ids = pictures.map((picture) => picture.id);
  const ofProduct = eq(productMedia.productId, productId);
  // The rows are locked: the cleanup of abandoned uploads cannot take one this save attaches.
  const rows = await tx
    .select({ id: productMedia.id, productId: productMedia.productId, fileName: productMedia.fileName })
    .from(productMedia)
    .where(ids.length > 0 ? or(ofProduct, inArray(productMedia.id, ids)) : ofProduct)
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  pictures.forEach((picture, index) => {
    const row = byId.get(picture.id);
    if (!row || (row.productId !== null && row.productId !== productId)) throw invalid('back:pictures.errors.unknownPicture', `pictures.${index}.id`);
  });
  if (cardPictureId !== null && !ids.includes(cardPictureId)) throw invalid('back:pictures.errors.cardNotInList', 'cardPictureId');
  await checkColours(tx, pictures);

  const removed = rows.filter((row) => row.productId === productId && !ids.includes(row.id));
  if (removed.length > 0) {
    await tx.delete(productMedia).where(
      inArray(
        productMedia.id,
        removed.map((row) => row.id),
      ),
    );
  }
  // "One card picture per product" is a unique index, checked row by row: the old flag goes first.
  await tx
    .update(productMedia)
    .set({ isCardImage: false })
    .where(and(ofProduct, eq(productMedia.isCardImage, true)));
  if (pictures.length > 0) {
    const values = sql.join(
      arrangePictures(pictures, cardPictureId).map(
        (p) => sql`(${p.id}::integer, ${p.colorId}::integer, ${p.position}::integer, ${p.isCardImage}::boolean)`,
      ),
      sql`, `,
    );
    // One statement for the whole list, whatever its length.
    await tx.execute(sql`
      update product_media m
      set product_id = ${productId}, color_id = v.color_id, position = v.position, is_card_image = v.is_card
      from (values ${values}) as v(id, color_id, position, is_card)
      where m.id = v.id`);
  }
  return { removedFileNames: removed.map((row) => row.fileName) };
}

async function checkColours(tx: Transaction, pictures: readonly PictureChoice[]): Promise<void> {
  const wanted = [...new Set(pictures.flatMap((picture) => (picture.colorId === null ? [] : [picture.colorId])))];
  if (wanted.length === 0) return;
  const known = new Set((await tx.select({ id: colors.id }).from(colors).where(inArray(colors.id, wanted))).map((row) => row.id));
  const index = pictures.findIndex((picture) => picture.colorId !== null && !known.has(picture.colorId));
  if (index !== -1) throw invalid('back:pictures.errors.unknownColour', `pictures.${index}.colorId`);
}
