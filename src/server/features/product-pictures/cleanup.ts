import type { Database } from '../../../db/client';
import { UNATTACHED_UPLOAD_LIFETIME_MS } from '../../../domain/catalogue/product-pictures';
import { runPeriodically, type PeriodicJob } from '../../periodic-job';
import { deleteAbandonedUploads } from './repo';
import { deletePictureFiles, sweepIncoming } from '../../images/files';

export type PictureCleanupDeps = { db: Database; imagesDir: string };

/**
 * Removes the uploads no product took within a day (a form left without saving) with their
 * files, and the incoming files an interrupted upload left. The rows go first, in their own
 * statement; their files once it has committed. Answers what it removed, and how many files
 * it could not.
 */
export async function removeAbandonedUploads(
  { db, imagesDir }: PictureCleanupDeps,
  now = new Date(),
): Promise<{ uploads: number; incomingFiles: number; filesLeft: number }> {
  const before = new Date(now.getTime() - UNATTACHED_UPLOAD_LIFETIME_MS);
  const fileNames = await deleteAbandonedUploads(db, before);
  const filesLeft = await deletePictureFiles(imagesDir, fileNames);
  return { uploads: fileNames.length, incomingFiles: await sweepIncoming(imagesDir, before), filesLeft };
}

type Log = { info(context: object, message: string): void; error(context: object, message: string): void };

/** Runs the cleanup every hour (started by start.ts, like the expiry of stock holds). */
export function startPictureCleanupWorker(deps: PictureCleanupDeps & { log: Log; intervalMs?: number }): PeriodicJob {
  return runPeriodically(deps.intervalMs ?? 3_600_000, async () => {
    try {
      const removed = await removeAbandonedUploads(deps);
      if (removed.uploads + removed.incomingFiles > 0) deps.log.info(removed, 'abandoned picture uploads removed');
    } catch (error) {
      deps.log.error({ err: error }, 'pictures: abandoned uploads could not be removed');
    }
  });
}
