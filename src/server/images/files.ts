import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_EXTENSIONS, IMAGE_FOLDERS, type ImageFolder, type ImageFormat } from '../../domain/images';
import type { ImageVariant } from './pipeline';

/**
 * The picture files under DATA_DIR/images: product pictures in `w400/<name>` and
 * `w800/<name>`, site images at the top (full size) with a variant in one of those, served by
 * /images/ for a year (app.ts). An upload's files are written in `.incoming/` first, where
 * nothing is served, and moved to their place before or once what names them is committed; so
 * no half-written file is ever served, and a failed upload only has its own files to remove
 * (ADRs 18 and 22).
 */
export const imagesDirOf = (dataDir: string) => path.resolve(dataDir, 'images');

/** Inside the images folder so that moving a file out of it is a rename on one file system. */
const INCOMING = '.incoming';

/** A name nobody can guess or collide with, never the client's: served URLs never change meaning. */
export const newImageFileName = (format: ImageFormat) => `u-${randomUUID()}.${IMAGE_EXTENSIONS[format]}`;

/** Where an upload's files are written before they are served (never served itself). */
export const incomingDirOf = (imagesDir: string) => path.join(imagesDir, INCOMING);

const incomingPath = (imagesDir: string, folder: ImageFolder, fileName: string) =>
  path.join(incomingDirOf(imagesDir), `${folder || 'full'}-${fileName}`);
const servedPath = (imagesDir: string, folder: ImageFolder, fileName: string) => path.join(imagesDir, folder, fileName);

export type PictureFiles = { fileName: string; variants: ImageVariant[] };

export async function writeIncoming(imagesDir: string, pictures: readonly PictureFiles[]): Promise<void> {
  await mkdir(incomingDirOf(imagesDir), { recursive: true });
  await Promise.all(
    pictures.flatMap(({ fileName, variants }) =>
      variants.map((variant) => writeFile(incomingPath(imagesDir, variant.folder, fileName), variant.data)),
    ),
  );
}

/** Moves pictures' files from the incoming folder to where they are served. */
export async function publishIncoming(imagesDir: string, pictures: readonly PictureFiles[]): Promise<void> {
  const folders = new Set(pictures.flatMap(({ variants }) => variants.map((variant) => variant.folder)));
  await Promise.all([...folders].map((folder) => mkdir(path.join(imagesDir, folder), { recursive: true })));
  await Promise.all(
    pictures.flatMap(({ fileName, variants }) =>
      variants.map(({ folder }) => rename(incomingPath(imagesDir, folder, fileName), servedPath(imagesDir, folder, fileName))),
    ),
  );
}

/**
 * Removes pictures' files wherever they are (incoming or served), once no row names them any
 * more. Never throws: a file already gone is no error, and one that cannot be removed is only
 * disk space (its name is never served again); answers how many could not be, for the caller
 * to log.
 */
export async function deletePictureFiles(imagesDir: string, fileNames: readonly string[]): Promise<number> {
  const results = await Promise.allSettled(
    fileNames.flatMap((fileName) =>
      IMAGE_FOLDERS.flatMap((folder) => [
        rm(incomingPath(imagesDir, folder, fileName), { force: true }),
        rm(servedPath(imagesDir, folder, fileName), { force: true }),
      ]),
    ),
  );
  return results.filter((result) => result.status === 'rejected').length;
}

/**
 * Removes incoming files older than `before`: those of an upload the process stopped in the
 * middle of (a crash between writing them and committing or moving them). Answers how many.
 */
export async function sweepIncoming(imagesDir: string, before: Date): Promise<number> {
  const dir = incomingDirOf(imagesDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
