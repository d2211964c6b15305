import { UPLOAD_LIMIT_VALUES } from '../../domain/catalogue/product-pictures';
import { HttpError } from '../errors';
import { PictureRefused } from './pipeline';

const REFUSAL_STATUS = { notAnImage: 415, svg: 415, tooManyPixels: 422, unreadable: 422 } as const;
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

/** A file over the size limit, named; its message names the limit. */
export const fileTooLarge = (name: string) => refusedFile(413, 'tooLarge', name);

/** The answer to a file refused by the pipeline or by the size limit, in the `files` field; null for any other failure. */
export function refusalOf(error: unknown, name: string): HttpError | null {
  if (error instanceof PictureRefused) return refusedFile(REFUSAL_STATUS[error.reason], error.reason, name, error.values);
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(name);
  return null;
}

/**
 * A multipart body the reader could not make sense of: no boundary in its Content-Type, cut
 * short, a part with a broken header, a field name aimed at prototypes. Nothing of it is kept.
 */
export const malformedUpload = () => new HttpError(400, 'malformed_upload', 'back:pictures.errors.malformed', 'files');
