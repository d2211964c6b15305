import { fileTypeFromBuffer } from 'file-type';
import type { default as SharpFactory, Sharp } from 'sharp';
import { PICTURE_UPLOAD_LIMITS } from '../../domain/catalogue/product-pictures';
import type { ImageFolder, ImageFormat, ImageOutput, ImageRecipe } from '../../domain/images';

/** Why a file is not taken as a picture; each has its message (`back:pictures.errors.<reason>`). */
export type PictureRefusal = 'notAnImage' | 'svg' | 'tooManyPixels' | 'unreadable';

export class PictureRefused extends Error {
  constructor(
    readonly reason: PictureRefusal,
    /** What the message names besides the file (e.g. its megapixels). */
    readonly values: Record<string, number> = {},
  ) {
    super(reason);
  }
}

export type ImageVariant = { folder: ImageFolder; data: Buffer };

/**
 * sharp (libvips) is loaded with the first picture, not at start: once loaded it holds about
 * 30 MB of the process's memory (41 MB resident before, 70 MB after, on Node 20), and a running
 * shop receives a picture now and then.
 */
let sharpLoading: Promise<typeof SharpFactory> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default));

/** Quality 82 is what the demo pictures use: no visible loss on garments at 800 px. */
const WEBP_QUALITY = 82;
const JPEG_QUALITY = 84;
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(PICTURE_UPLOAD_LIMITS.mimeTypes);

/** An SVG drawing (or any XML) starts with `<svg` or `<?xml`, maybe after a byte order mark, spaces or a comment. */
const SVG_START = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?<svg[\s>]/i;

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'webp':
      return image.webp({ quality: WEBP_QUALITY });
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'jpeg':
      // JPEG has no transparency: what was transparent becomes white, not black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  }
}

function resize(image: Sharp, fit: ImageRecipe['fit'], { width, height }: ImageOutput): Sharp {
  return fit === 'cover'
    ? image.resize(width, height, { fit: 'cover', position: 'centre' })
    : image.resize(width, height, { fit: 'inside', withoutEnlargement: true });
}

/**
 * Turns an uploaded file into the variants its recipe asks for (ADR 18, ADR 22), or refuses it:
 * - its type is read from its bytes (file-type), whatever its name says; JPEG, PNG, WebP and
 *   AVIF only. file-type does not tell SVG (text) apart: an SVG drawing, recognised by its
 *   first tag, is refused with a message of its own (it can carry scripts);
 * - its size in pixels is read from its header before anything is decoded, and a picture of
 *   more than 40 megapixels is refused (sharp's `limitInputPixels` stops it again at decoding);
 * - it is turned upright by its EXIF orientation before it is resized, then cut or fitted to
 *   each of the recipe's outputs and encoded in its format. sharp writes no metadata unless
 *   told to: EXIF (GPS position, camera), XMP and ICC are gone.
 */
export async function prepareImage(data: Buffer, recipe: ImageRecipe): Promise<ImageVariant[]> {
  // Text (file-type reads an SVG as XML or not at all): no picture format starts like this.
  if (SVG_START.test(data.subarray(0, 4096).toString('utf8'))) throw new PictureRefused('svg');
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new PictureRefused('notAnImage');

  const { maxPixels } = PICTURE_UPLOAD_LIMITS;
  const sharp = await loadSharp();
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
      recipe.outputs.map(async (output) => ({
        folder: output.folder,
        data: await encode(resize(upright.clone(), recipe.fit, output), recipe.format).toBuffer(),
      })),
    );
  } catch {
    // A truncated or corrupt file passes the type and header checks and fails here.
    throw new PictureRefused('unreadable');
  }
}
