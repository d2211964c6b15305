import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { siteImageItem, type SiteImage, type SiteImageItem } from '../../../domain/site-images';
import { HttpError } from '../../errors';
import { deletePictureFiles, publishIncoming, writeIncoming } from '../../images/files';
import { receiveImages } from '../../images/receive';
import { setSiteImageFile } from './repo';

export type SiteMediaDeps = { db: Database; imagesDir: string };

const ONE_FILE = new HttpError(413, 'too_many_files', 'back:siteMedia.errors.oneFile', 'files');

/**
 * Replaces a site picture with the one file of the request (ADR 22): checked and prepared by
 * the picture's recipe in memory (a refused file changes nothing), written under a new name
 * and put where it is served (nothing names that name yet, so serving it early shows nobody
 * anything), then named by its setting in one transaction. A failure removes the new files and
 * leaves the setting as it was. Answers the picture.
 *
 * The replaced files stay where they are served: mails already sent name the old address (a
 * logo, a signature) and must keep showing it. They are a few small files per replacement,
 * and no cleanup removes them (the picture cleanup only knows product uploads and `.incoming`).
 */
export async function replaceSiteImage(request: FastifyRequest, { db, imagesDir }: SiteMediaDeps, image: SiteImage): Promise<SiteImageItem> {
  const [picture] = await receiveImages(request, image.recipe, ONE_FILE);
  try {
    await writeIncoming(imagesDir, [picture!]);
    await publishIncoming(imagesDir, [picture!]);
    await setSiteImageFile(db, image.key, picture!.fileName, new Date());
  } catch (error) {
    await deletePictureFiles(imagesDir, [picture!.fileName]);
    throw error;
  }
  return siteImageItem(image, picture!.fileName);
}
