import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { siteImageItem, type SiteImage, type SiteImageItem } from '../../../domain/site-images';
import { HttpError } from '../../errors';
import { deletePictureFiles, publishIncoming, writeIncoming } from '../../images/files';
import { receiveImages } from '../../images/receive';
import { isSiteImageFileInUse, setSiteImageFile } from './repo';

export type SiteMediaDeps = { db: Database; imagesDir: string };

const ONE_FILE = new HttpError(413, 'too_many_files', 'back:siteMedia.errors.oneFile', 'files');

/**
 * Replaces a site picture with the one file of the request (ADR 22): checked and prepared by
 * the picture's recipe in memory (a refused file changes nothing), written under a new name
 * and put where it is served (nothing names that name yet, so serving it early shows nobody
 * anything), then named by its setting in one transaction. A failure removes the new files and
 * leaves the setting as it was. Answers the picture and the file name it replaced.
 */
export async function replaceSiteImage(
  request: FastifyRequest,
  { db, imagesDir }: SiteMediaDeps,
  image: SiteImage,
): Promise<{ item: SiteImageItem; replaced: string }> {
  const [picture] = await receiveImages(request, image.recipe, ONE_FILE);
  let replaced: string;
  try {
    await writeIncoming(imagesDir, [picture!]);
    await publishIncoming(imagesDir, [picture!]);
    replaced = await setSiteImageFile(db, image.key, picture!.fileName, new Date());
  } catch (error) {
    await deletePictureFiles(imagesDir, [picture!.fileName]);
    throw error;
  }
  return { item: siteImageItem(image, picture!.fileName), replaced };
}

/** Only a plain file name of the images folder is ever deleted, whatever a setting held. */
const isPlainFileName = (name: string) => name !== '' && path.basename(name) === name && !name.startsWith('.');

/**
 * Deletes a replaced picture's files, once the storefront no longer names it (call after the
 * commit and the catalogue's refresh), unless another site image setting still names it. The
 * demo's SVG logo has a PNG twin for mails (mail/shop-identity.ts): it goes with it.
 */
export async function deleteReplacedImage({ db, imagesDir }: SiteMediaDeps, fileName: string, log: FastifyBaseLogger): Promise<void> {
  if (!isPlainFileName(fileName) || (await isSiteImageFileInUse(db, fileName))) return;
  const twins = /\.svg$/i.test(fileName) ? [fileName.replace(/\.svg$/i, '.png')] : [];
  const left = await deletePictureFiles(imagesDir, [fileName, ...twins]);
  // The setting names the new picture for good: a file left behind is only disk space, never served again.
  if (left > 0) log.warn({ left }, 'a replaced site picture’s files could not all be deleted');
}
