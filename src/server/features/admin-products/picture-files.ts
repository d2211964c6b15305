import { rm } from 'node:fs/promises';
import path from 'node:path';

/** The widths a product picture is stored in, one folder each under DATA_DIR/images (as src/web/lib/images.ts serves them). */
const PICTURE_FOLDERS = ['w400', 'w800'];

/**
 * Removes an erased product's picture files, after its rows are gone for good (the transaction
 * committed): a file is never removed while a row still names it. A file that cannot be
 * removed is logged and left; the product stays erased.
 */
export async function removePictureFiles(imagesDir: string, fileNames: readonly string[], log: { warn(context: object, message: string): void }) {
  const files = fileNames.flatMap((name) => PICTURE_FOLDERS.map((folder) => path.join(imagesDir, folder, path.basename(name))));
  const results = await Promise.allSettled(files.map((file) => rm(file, { force: true })));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) log.warn({ failed }, 'erased product: some picture files could not be removed');
}
