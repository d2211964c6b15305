import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { UPLOAD_LIMIT_VALUES, type UploadedPicture } from '../../../domain/catalogue/product-pictures';
import { imageUrl } from '../../../domain/images';
import { HttpError } from '../../errors';
import { preparePicture, PictureRefused } from './pipeline';
import { deleteUploads, insertUploads, PREVIEW_WIDTH } from './repo';
import { deletePictureFiles, newPictureFileName, publishIncoming, writeIncoming, type PictureFiles } from './storage';

export type UploadDeps = { db: Database; imagesDir: string };

const REFUSAL_STATUS = { notAnImage: 415, tooManyPixels: 422, unreadable: 422 } as const;
/** Characters that could fake or hide part of a message: controls, format characters (bidi), surrogates. */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const NAME_LENGTH = 80;

/** The name the client gave the file, fit to be quoted in a message (never used to store it). */
export function quotedFileName(filename: string | undefined, index: number): string {
  const name = (filename ?? '').split(/[\\/]/).pop()!.replace(UNSAFE_CHARACTERS, '').trim();
  if (!name) return `#${index + 1}`;
  return name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name;
}

const refusedFile = (status: number, reason: string, name: string, values: Record<string, number> = {}) =>
  new HttpError(status, `picture_${reason.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, `back:pictures.errors.${reason}`, 'files', {
    name,
    ...UPLOAD_LIMIT_VALUES,
    ...values,
  });

/** The answer to a file refused by the pipeline or by the size limit; null for any other failure. */
function refusalOf(error: unknown, name: string): HttpError | null {
  if (error instanceof PictureRefused) return refusedFile(REFUSAL_STATUS[error.reason], error.reason, name, error.values);
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return refusedFile(413, 'tooLarge', name);
  return null;
}

/**
 * Reads every file of a multipart request and prepares it (pipeline.ts) before anything is
 * written: one file refused refuses the request, naming that file, and nothing of it is kept.
 * The files after a refused one are still read (and dropped), so the browser gets the answer
 * instead of a connection cut in the middle of its upload.
 */
export async function receivePictures(request: FastifyRequest, deps: UploadDeps, staffId: number): Promise<UploadedPicture[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'not_multipart', 'back:pictures.errors.noFile', 'files');
  const prepared: PictureFiles[] = [];
  let refusal: HttpError | null = null;
  let index = 0;
  try {
    for await (const part of request.files()) {
      const name = quotedFileName(part.filename, index++);
      if (refusal) {
        part.file.resume();
        continue;
      }
      try {
        prepared.push({ fileName: newPictureFileName(), variants: await preparePicture(await part.toBuffer()) });
      } catch (error) {
        refusal = refusalOf(error, name);
        if (!refusal) throw error;
      }
    }
  } catch (error) {
    // The reader reports a refused file's size again when asked for the next part: the refusal is the answer.
    if (refusal) throw refusal;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, 'too_many_files', 'back:pictures.errors.tooManyFiles', 'files', UPLOAD_LIMIT_VALUES);
    }
    throw error;
  }
  if (refusal) throw refusal;
  if (prepared.length === 0) throw new HttpError(400, 'no_file', 'back:pictures.errors.noFile', 'files');
  return storePictures(deps, staffId, prepared);
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
    await publishIncoming(imagesDir, fileNames);
  } catch (error) {
    await deleteUploads(
      db,
      rows.map((row) => row.id),
    );
    await deletePictureFiles(imagesDir, fileNames);
    throw error;
  }
  return rows.map((row) => ({ id: row.id, url: imageUrl(row.fileName, PREVIEW_WIDTH), width: PREVIEW_WIDTH, height: PREVIEW_WIDTH }));
}
