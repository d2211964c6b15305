import { access } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, widthFolder } from '../../domain/images';
import type { ProductImageJob } from './demo-plan';
import { writeGarmentImage, writeSiteImage, type SiteImageKind } from './illustrations';

export type ImageJob = ({ type: 'product' } & ProductImageJob) | { type: 'site'; fileName: string; kind: SiteImageKind };

/**
 * The files whose absence means the job must run. Product pictures are served in both widths;
 * a site image always has its full-size file at the root (its variant, if any, is written with it).
 */
function requiredFiles(job: ImageJob): string[] {
  return job.type === 'product' ? IMAGE_WIDTHS.map((width) => path.join(widthFolder(width), job.fileName)) : [job.fileName];
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function run(imagesDir: string, job: ImageJob): Promise<void> {
  return job.type === 'product'
    ? writeGarmentImage(imagesDir, job.fileName, job.kind, job.colorHex, job.view, job.options)
    : writeSiteImage(imagesDir, job.fileName, job.kind);
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Draws the pictures that are missing and leaves existing ones alone, so a restart costs a few
 * file checks. Rasterising is CPU-bound in sharp's thread pool: a few at a time keeps every
 * core busy without queueing hundreds of decoded bitmaps in memory.
 */
export async function generateMissingImages(imagesDir: string, jobs: readonly ImageJob[], concurrency = 4): Promise<number> {
  const present = await Promise.all(
    jobs.map(async (job) => (await Promise.all(requiredFiles(job).map((f) => exists(path.join(imagesDir, f))))).every(Boolean)),
  );
  const missing = jobs.filter((_, i) => !present[i]);
  await forEachLimited(missing, concurrency, (job) => run(imagesDir, job));
  return missing.length;
}
