import { createHash, randomUUID } from 'node:crypto';
import { access, copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
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

/** The cache of drawn pictures of the built shop in `buildDir` (emptied by each build, scripts/build.js). */
export const drawnImagesCacheOf = (buildDir: string) => path.join(buildDir, 'demo-images');

/** A job's folder in the drawn pictures' cache: the same job always draws the same files. */
const cacheKey = (job: ImageJob) => createHash('sha256').update(JSON.stringify(job)).digest('hex').slice(0, 32);

/**
 * Runs a job through the cache of pictures drawn before (the build's, which a new build
 * empties, so a change to the drawing code draws again): a job drawn once is copied, not drawn,
 * into every new images folder. A job is drawn into a folder of its own and renamed into the
 * cache whole, so two shops starting at once never copy half a job. A cache that cannot be
 * written (a read-only build) leaves the job drawn in place.
 */
async function runCached(imagesDir: string, cacheDir: string, job: ImageJob): Promise<void> {
  const cached = path.join(cacheDir, cacheKey(job));
  if (!(await exists(cached))) {
    const drawing = path.join(cacheDir, `.drawing-${randomUUID()}`);
    try {
      await mkdir(drawing, { recursive: true });
      await run(drawing, job);
      await rename(drawing, cached).catch(async (error: NodeJS.ErrnoException) => {
        // Another shop finished the same job first: its copy is as good.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    } catch {
      return run(imagesDir, job);
    } finally {
      await rm(drawing, { recursive: true, force: true }).catch(() => undefined);
    }
  }
  await copyFolder(cached, imagesDir);
}

/** Copies every file of `from` into `to`, creating folders as needed (several jobs fill the same folders at once). */
async function copyFolder(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const target = path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(entry.parentPath, entry.name), target);
  }
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
 * file checks; with `cacheDir`, copies those drawn before there. Rasterising is CPU-bound in
 * sharp's thread pool: a few at a time keeps every core busy without queueing hundreds of
 * decoded bitmaps in memory.
 */
export async function generateMissingImages(
  imagesDir: string,
  jobs: readonly ImageJob[],
  { cacheDir, concurrency = 4 }: { cacheDir?: string; concurrency?: number } = {},
): Promise<number> {
  const present = await Promise.all(
    jobs.map(async (job) => (await Promise.all(requiredFiles(job).map((f) => exists(path.join(imagesDir, f))))).every(Boolean)),
  );
  const missing = jobs.filter((_, i) => !present[i]);
  await forEachLimited(missing, concurrency, (job) => (cacheDir ? runCached(imagesDir, cacheDir, job) : run(imagesDir, job)));
  return missing.length;
}
