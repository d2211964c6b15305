import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Color } from 'sharp';
import { IMAGE_WIDTHS, widthFolder } from '../../src/domain/images';

/**
 * Real picture files for the upload tests, drawn with sharp: each carries what a test looks
 * for (GPS position, EXIF orientation, transparency, size), so no binary fixture is committed.
 */

export type UploadFile = { name: string; data: Buffer; type?: string };

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/**
 * A phone photo as stored: 600 x 300 pixels, left half red and right half blue, with the EXIF
 * orientation 6 ("turn 90° clockwise to view") and a GPS position (Paris) in its EXIF. Upright,
 * it is 300 x 600 with red on top and blue below.
 */
export async function phoneJpeg(): Promise<Buffer> {
  const half = (background: typeof RED) =>
    sharp({ create: { width: 300, height: 300, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 600, height: 300, channels: 3, background: RED } })
    .composite([
      { input: await half(RED), left: 0, top: 0 },
      { input: await half(BLUE), left: 300, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Telephone', Model: 'Modele 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
    })
    .toBuffer();
}

/** A 500 x 500 PNG, transparent on its right half: only a PNG (or WebP, AVIF) decoder sees the transparency. */
export async function transparentPng(): Promise<Buffer> {
  const opaque = await sharp({ create: { width: 250, height: 500, channels: 4, background: { ...RED, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 500, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: opaque, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** A square of one colour (blue unless told), `size` pixels wide. */
export const plainPicture = (format: 'jpeg' | 'png' | 'webp' | 'avif', size = 640, background: Color = BLUE) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** A part of a painted picture: a rectangle of one colour. */
export type PaintedArea = { left: number; top: number; width: number; height: number; background: Color };

/** A JPEG of `width` x `height` pixels of one colour with `areas` painted over it, to see what a cut keeps. */
export async function paintedPicture(width: number, height: number, background: Color, areas: readonly PaintedArea[]): Promise<Buffer> {
  const layers = await Promise.all(
    areas.map(async ({ left, top, ...size }) => ({
      input: await sharp({ create: { width: size.width, height: size.height, channels: 3, background: size.background } })
        .png()
        .toBuffer(),
      left,
      top,
    })),
  );
  return sharp({ create: { width, height, channels: 3, background } })
    .composite(layers)
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** 10,000 x 5,000 pixels of white: 50 megapixels in a small PNG (it compresses to almost nothing). */
export const fiftyMegapixelPng = () =>
  sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

export const svgDrawing = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
  );

/** What the uploads API answers for an SVG drawing, whatever it is named. */
export const SVG_REFUSED = {
  fr: (name: string) => `« ${name} » est un dessin SVG, refusé car il peut contenir des scripts : exportez-le en PNG.`,
  en: (name: string) => `“${name}” is an SVG drawing, refused because it can carry scripts: export it as PNG.`,
};

/** A multipart/form-data body with the files under `files`, as a browser's FormData sends it. */
export async function multipartBody(files: readonly UploadFile[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** The pixel at (x, y) as [r, g, b]. */
export async function pixelAt(file: string | Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

/** The chunk names of a WebP file (RIFF): metadata would be an `EXIF`, `XMP ` or `ICCP` chunk. */
export function webpChunks(data: Buffer): string[] {
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= data.length;) {
    const size = data.readUInt32LE(offset + 4);
    chunks.push(data.toString('latin1', offset, offset + 4));
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

/** Stand-in files of pictures in both served widths (w400/, w800/), for tests that check their deletion. */
export async function writePictureFiles(imagesDir: string, fileNames: readonly string[]): Promise<void> {
  for (const width of IMAGE_WIDTHS) {
    await mkdir(path.join(imagesDir, widthFolder(width)), { recursive: true });
    for (const fileName of fileNames) await writeFile(path.join(imagesDir, widthFolder(width), fileName), 'webp');
  }
}

/** Which of these pictures' served files are still on disk. */
export function pictureFilesLeft(imagesDir: string, fileNames: readonly string[]): string[] {
  return fileNames
    .flatMap((fileName) => IMAGE_WIDTHS.map((width) => path.join(imagesDir, widthFolder(width), fileName)))
    .filter((file) => existsSync(file));
}
