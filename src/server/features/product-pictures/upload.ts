import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { UPLOAD_LIMIT_VALUES, type UploadedPicture } from '../../../domain/catalogue/product-pictures';
import { imageUrl, PRODUCT_PICTURE_RECIPE, productPictureSize } from '../../../domain/images';
import { HttpError } from '../../errors';
import { deletePictureFiles, publishIncoming, writeIncoming, type PictureFiles } from '../../images/files';
import { receiveImages } from '../../images/receive';
import { deleteUploads, insertUploads, PREVIEW_WIDTH } from './repo';

export type UploadDeps = { db: Database; imagesDir: string };

/**
 * Reads, checks and prepares every file of the request (images/receive.ts), then stores them:
 * one file refused refuses the request, naming that file, and nothing of it is kept.
 */
export async function receivePictures(request: FastifyRequest, deps: UploadDeps, staffId: number): Promise<UploadedPicture[]> {
  const tooManyFiles = new HttpError(413, 'too_many_files', 'back:pictures.errors.tooManyFiles', 'files', UPLOAD_LIMIT_VALUES);
  return storePictures(deps, staffId, await receiveImages(request, PRODUCT_PICTURE_RECIPE, tooManyFiles));
}

/**
 * Writes the prepared pictures: files in the incoming folder, then their rows (one statement),
 * then the files moved to where they are served. A failure at any step removes what the
 * previous steps wrote, so a failed upload leaves neither a row nor a file (ADR 18).
 */
export async function storePictures({ db, imagesDir }: UploadDeps, staffId: number, pictures: readonly PictureFiles[]): Promise<UploadedPicture[]> {
  const fileNames = pictures.map((picture) => picture.fileName);
  let rows: { id: number; fileName: string }[];
  try {
    await writeIncoming(imagesDir, pictures);
    rows = await insertUploads(db, staffId, fileNames);
  } catch (error) {
    await deletePictureFiles(imagesDir, fileNames);
    throw error;
  }
  try {
    await publishIncoming(imagesDir, pictures);
  } catch (error) {
    await deleteUploads(
      db,
      rows.map((row) => row.id),
    );
    await deletePictureFiles(imagesDir, fileNames);
    throw error;
  }
  return rows.map((row) => ({ id: row.id, url: imageUrl(row.fileName, PREVIEW_WIDTH), ...productPictureSize(PREVIEW_WIDTH) }));
}
