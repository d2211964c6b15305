import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PICTURE_UPLOAD_LIMITS } from '../../../domain/catalogue/product-pictures';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../domain/images';

/** Why a file is not taken as a picture; each has its message (`back:pictures.errors.<reason>`). */
export type PictureRefusal = 'notAnImage' | 'tooManyPixels' | 'unreadable';

export class PictureRefused extends Error {
  constructor(
    readonly reason: PictureRefusal,
    /** What the message names besides the file (e.g. its megapixels). */
    readonly values: Record<string, number> = {},
  ) {
    super(reason);
  }
}

export type PictureVariant = { width: ImageWidth; data: Buffer };

/** Quality 82 is what the demo pictures use: no visible loss on garments at 800 px. */
const WEBP_QUALITY = 82;
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(PICTURE_UPLOAD_LIMITS.mimeTypes);

/**
 * Turns an uploaded file into the variants the storefront serves (ADR 18), or refuses it:
 * - its type is read from its bytes (file-type), whatever its name says; JPEG, PNG, WebP and
 *   AVIF only. file-type has no answer for SVG (text), so SVG is refused with the unknown;
 * - its size in pixels is read from its header before anything is decoded, and a picture of
 *   more than 40 megapixels is refused (sharp's `limitInputPixels` stops it again at decoding);
 * - it is turned upright by its EXIF orientation before it is resized, then cut to a centred
 *   square in every width of IMAGE_WIDTHS, as the storefront shows it, and encoded as WebP.
 *   sharp writes no metadata unless told to: EXIF (GPS position, camera), XMP and ICC are gone.
 */
export async function preparePicture(data: Buffer): Promise<PictureVariant[]> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new PictureRefused('notAnImage');

  const { maxPixels } = PICTURE_UPLOAD_LIMITS;
  // Reading the header decodes no pixel, so it is safe without the limit, and lets the message say how big it is.
  const header = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PictureRefused('unreadable');
    });
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > maxPixels) throw new PictureRefused('tooManyPixels', { megapixels: Math.round(pixels / 1_000_000) });

  const upright = sharp(data, { limitInputPixels: maxPixels }).rotate();
  try {
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await upright.clone().resize(width, width, { fit: 'cover', position: 'centre' }).webp({ quality: WEBP_QUALITY }).toBuffer(),
      })),
    );
  } catch {
    // A truncated or corrupt file passes the type and header checks and fails here.
    throw new PictureRefused('unreadable');
  }
}
