import { errorSchema } from '../features/catalogue/schemas';
import type { FastifyRequest } from 'fastify';
import { PICTURE_UPLOAD_LIMITS } from '../../domain/catalogue/product-pictures';
import type { ImageRecipe } from '../../domain/images';
import { HttpError } from '../errors';
import { newImageFileName, type PictureFiles } from './files';
import { prepareImage } from './pipeline';
import { fileTooLarge, malformedUpload, quotedFileName, refusalOf } from './refusals';

/** @fastify/multipart's limits for a route taking up to `files` pictures (registered in that route's scope only). */
export const uploadLimits = (files: number) => ({
  fileSize: PICTURE_UPLOAD_LIMITS.maxFileBytes,
  files,
  parts: files + 4,
  fields: 4,
  fieldSize: 1024,
});

/** What the multipart reader reports when more files or parts came than the route takes. */
const TOO_MANY = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads every file of a multipart request and prepares it by `recipe` (pipeline.ts) before
 * anything is written: one file refused refuses the request, naming that file, and nothing of
 * it is kept. The files after a refused one are still read (and dropped), so the browser gets
 * the answer instead of a connection cut in the middle of its upload. More files than the
 * route's multipart limit is answered with `tooManyFiles`; a file over the size limit with
 * that limit, however the body arrived in pieces; a body the reader cannot make sense of (no
 * boundary, cut short) with `malformedUpload`, a 400, never a 500.
 */
export async function receiveImages(request: FastifyRequest, recipe: ImageRecipe, tooManyFiles: HttpError): Promise<PictureFiles[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'not_multipart', 'back:pictures.errors.noFile', 'files');
  const prepared: PictureFiles[] = [];
  let refusal: HttpError | null = null;
  /** A failure of ours while preparing a file (not the request's fault): answered as such. */
  let failure: unknown = null;
  let name = '';
  let index = 0;
  try {
    for await (const part of request.files()) {
      name = quotedFileName(part.filename, index++);
      if (refusal) {
        part.file.resume();
        continue;
      }
      // A file over the size limit is refused here and the body still read to its end; any other
      // failure of the reader (a body cut short) ends the loop.
      const data = await part.toBuffer().catch((error: unknown) => {
        if (!(refusal = refusalOf(error, name))) throw error;
        return null;
      });
      // The reader stops a file at the limit; when the limit falls between two pieces of the
      // body, the file just ends there, and only this flag says that the rest was cut off.
      if (data && part.file.truncated) refusal = fileTooLarge(name);
      if (!data || refusal) continue;
      try {
        prepared.push({ fileName: newImageFileName(recipe.format), variants: await prepareImage(data, recipe) });
      } catch (error) {
        refusal = refusalOf(error, name);
        if (!refusal) throw (failure = error);
      }
    }
  } catch (error) {
    if (error === failure) throw error;
    // The reader reports a refused file's size again when asked for the next part: the refusal is the answer.
    if (refusal) throw refusal;
    const code = (error as { code?: string }).code;
    if (code && TOO_MANY.has(code)) throw tooManyFiles;
    throw refusalOf(error, name) ?? malformedUpload();
  }
  if (refusal) throw refusal;
  if (prepared.length === 0) throw new HttpError(400, 'no_file', 'back:pictures.errors.noFile', 'files');
  return prepared;
}

/** The refusals an upload route may answer (not signed in, not allowed, too large, not a picture, unreadable), as its schema declares them. */
export const uploadRefusalResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
};
