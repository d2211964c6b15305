import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import {
  fiftyMegapixelPng,
  multipartBody,
  phoneJpeg,
  pixelAt,
  plainPicture,
  svgDrawing,
  SVG_REFUSED,
  transparentPng,
  webpChunks,
  type UploadFile,
} from '../../../../tests/helpers/pictures';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { productMedia } from '../../../db/schema';
import { PICTURE_UPLOAD_LIMITS } from '../../../domain/catalogue/product-pictures';
import { imagesDirOf, newImageFileName } from '../../images/files';
import { storePictures } from './upload';

let t: TestApp;
let cookie: string;
let staffId: number;
let imagesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  // Collaborators manage products, and so their pictures.
  staffId = (await insertStaff(t.db, 'collaborator')).id;
  cookie = await signInStaffAs(t.db, staffId);
  imagesDir = imagesDirOf(t.dataDir);
});
afterAll(() => t.close());

type Uploaded = { pictures: { id: number; url: string; width: number; height: number }[] };
type Refused = { error: { code: string; message: string; field?: string } };

async function upload(files: UploadFile[], lang?: 'fr' | 'en') {
  const { payload, headers } = await multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/product-pictures${lang ? `?lang=${lang}` : ''}`,
    headers: { ...headers, cookie },
    payload,
  });
}

/** Every file under the images folder (variants and incoming files), by path. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(imagesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(imagesDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop()!);

describe('POST /api/admin/product-pictures', () => {
  it('takes a phone photo: GPS and camera gone, turned upright, cut to 4:5 portrait in every width as WebP, under a new name', async () => {
    const photo = await phoneJpeg();
    // The fixture really carries what must disappear.
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(48.8567, 3), longitude: expect.closeTo(2.35, 3) });
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const response = await upload([{ name: 'IMG_2041.jpg', data: photo, type: 'image/jpeg' }]);
    expect(response.statusCode, response.body).toBe(200);
    const [picture] = (response.json() as Uploaded).pictures;
    expect(picture).toMatchObject({ id: expect.any(Number), width: 400, height: 500 });
    expect(picture!.url).toMatch(/^\/images\/w400\/u-[0-9a-f-]{36}\.webp$/);
    const fileName = fileNameOf(picture!.url);
    expect(fileName).not.toContain('IMG_2041');

    for (const [width, height] of [
      [400, 500],
      [800, 1000],
    ] as const) {
      const file = path.join(imagesDir, `w${width}`, fileName);
      const data = await readFile(file);
      const meta = await sharp(data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(webpChunks(data).filter((chunk) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(chunk))).toEqual([]);
      expect(data.includes('Telephone')).toBe(false);
      // Upright: red on top, blue below (unturned, the picture would be red on the left and blue on the right).
      const [topRight, bottomLeft] = [await pixelAt(data, width * 0.75, height * 0.2), await pixelAt(data, width * 0.25, height * 0.8)];
      expect(topRight[0]).toBeGreaterThan(180);
      expect(topRight[2]).toBeLessThan(80);
      expect(bottomLeft[2]).toBeGreaterThan(180);
      expect(bottomLeft[0]).toBeLessThan(80);
    }

    // An upload belongs to no product yet, and says who sent it.
    const [row] = await t.db.select().from(productMedia);
    expect(row).toMatchObject({ id: picture!.id, fileName, productId: null, uploadedBy: staffId, isCardImage: false });
  });

  it('serves the variants like every product picture: cached for a year', async () => {
    const response = await upload([{ name: 'tee.png', data: await plainPicture('png') }]);
    const { url } = (response.json() as Uploaded).pictures[0]!;
    for (const width of [400, 800]) {
      const served = await t.app.inject({ method: 'GET', url: url.replace('/w400/', `/w${width}/`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('reads the type from the bytes: a PNG named .jpg is decoded as a PNG (its transparency is kept)', async () => {
    const response = await upload([{ name: 'vue-dos.jpg', data: await transparentPng(), type: 'image/jpeg' }]);
    expect(response.statusCode, response.body).toBe(200);
    const file = path.join(imagesDir, 'w400', fileNameOf((response.json() as Uploaded).pictures[0]!.url));
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    // Opaque red on the left, transparent on the right.
    expect(data[(200 * info.width + 50) * 4 + 3]).toBe(255);
    expect(data[(200 * info.width + 350) * 4 + 3]).toBe(0);
  });

  it('takes WebP and AVIF, several files at once, answering them in the order sent', async () => {
    const response = await upload([
      { name: 'a.webp', data: await plainPicture('webp') },
      { name: 'b.avif', data: await plainPicture('avif') },
      { name: 'c.jpeg', data: await plainPicture('jpeg', 1200) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { pictures } = response.json() as Uploaded;
    expect(pictures).toHaveLength(3);
    expect(pictures.map((p) => p.id)).toEqual([...pictures.map((p) => p.id)].sort((a, b) => a - b));
    for (const picture of pictures) expect((await sharp(path.join(imagesDir, 'w800', fileNameOf(picture.url))).metadata()).width).toBe(800);
  });
});

describe('a refused file', () => {
  const cases: { what: string; file: () => Promise<UploadFile>; status: number; fr: string; en: string }[] = [
    {
      what: 'an SVG drawing',
      file: async () => ({ name: 'logo.svg', data: svgDrawing(), type: 'image/svg+xml' }),
      status: 415,
      fr: SVG_REFUSED.fr('logo.svg'),
      en: SVG_REFUSED.en('logo.svg'),
    },
    {
      what: 'an SVG named .png',
      file: async () => ({ name: 'logo.png', data: svgDrawing(), type: 'image/png' }),
      status: 415,
      fr: SVG_REFUSED.fr('logo.png'),
      en: SVG_REFUSED.en('logo.png'),
    },
    {
      what: 'a text file named .png',
      file: async () => ({ name: 'notes.png', data: Buffer.from('Liste des prix, à ne pas publier.\n'), type: 'image/png' }),
      status: 415,
      fr: '« notes.png » n’est pas une image JPEG, PNG, WebP ou AVIF.',
      en: '“notes.png” is not a JPEG, PNG, WebP or AVIF picture.',
    },
    {
      what: 'a 50-megapixel picture',
      file: async () => ({ name: 'panorama.png', data: await fiftyMegapixelPng(), type: 'image/png' }),
      status: 422,
      fr: '« panorama.png » fait 50 mégapixels : 40 au plus.',
      en: '“panorama.png” has 50 megapixels: 40 at most.',
    },
    {
      what: 'a JPEG cut in the middle',
      file: async () => {
        const whole = await plainPicture('jpeg', 800);
        return { name: 'coupee.jpg', data: whole.subarray(0, whole.length / 2) };
      },
      status: 422,
      fr: '« coupee.jpg » est abîmée ou incomplète : elle n’a pas pu être lue.',
      en: '“coupee.jpg” is damaged or incomplete: it could not be read.',
    },
    {
      what: 'a file over 15 MB',
      file: async () => {
        const data = Buffer.alloc(PICTURE_UPLOAD_LIMITS.maxFileBytes + 1, 1);
        (await plainPicture('jpeg')).copy(data);
        return { name: 'enorme.jpg', data };
      },
      status: 413,
      fr: '« enorme.jpg » dépasse 15 Mo.',
      en: '“enorme.jpg” is larger than 15 MB.',
    },
  ];

  it.each(cases)('$what is refused with a message naming it, in French and in English, and nothing is kept', async ({ file, status, fr, en }) => {
    const rowsBefore = await t.db.select().from(productMedia);
    const filesBefore = await filesOnDisk();
    const refused = await file();
    for (const [lang, message] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const response = await upload([refused], lang);
      expect(response.statusCode, response.body).toBe(status);
      expect((response.json() as Refused).error).toMatchObject({ message, field: 'files' });
    }
    expect(await t.db.select().from(productMedia)).toEqual(rowsBefore);
    expect(await filesOnDisk()).toEqual(filesBefore);
  });

  it('refuses a whole request with one bad file among good ones: no row, no file', async () => {
    const rowsBefore = await t.db.select().from(productMedia);
    const filesBefore = await filesOnDisk();
    const response = await upload([
      { name: 'face.jpg', data: await plainPicture('jpeg') },
      { name: 'script.svg', data: svgDrawing() },
      { name: 'dos.png', data: await plainPicture('png') },
    ]);
    expect(response.statusCode).toBe(415);
    expect((response.json() as Refused).error.message).toBe(SVG_REFUSED.fr('script.svg'));
    expect(await t.db.select().from(productMedia)).toEqual(rowsBefore);
    expect(await filesOnDisk()).toEqual(filesBefore);
  });

  it('quotes a file name without its path, control or direction characters', async () => {
    const response = await upload([{ name: 'C:\\Users\\zoe\\gpj.\u202Eexe.txt', data: Buffer.from('hello') }]);
    expect((response.json() as Refused).error.message).toBe('« gpj.exe.txt » n’est pas une image JPEG, PNG, WebP ou AVIF.');
  });

  it('refuses more than 12 files in one request, and a request without a file', async () => {
    const rowsBefore = await t.db.select().from(productMedia);
    const picture = await plainPicture('png', 64);
    const many = await upload(Array.from({ length: 13 }, (_, i) => ({ name: `${i}.png`, data: picture })));
    expect(many.statusCode).toBe(413);
    expect((many.json() as Refused).error.message).toBe('Envoyez 12 images au plus à la fois.');

    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect((none.json() as Refused).error.message).toBe('Choisissez au moins une image à envoyer.');
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/product-pictures', headers: { cookie }, payload: { files: [] } });
    expect(json.statusCode).toBe(415);
    expect(await t.db.select().from(productMedia)).toEqual(rowsBefore);
  });
});

describe('a failure while storing', () => {
  const prepared = async () => [
    { fileName: newImageFileName('webp'), variants: (['w400', 'w800'] as const).map((folder) => ({ folder, data: Buffer.from('webp bytes') })) },
  ];

  it('leaves no file when the rows cannot be written', async () => {
    const rowsBefore = await t.db.select().from(productMedia);
    const filesBefore = await filesOnDisk();
    // No such staff member: the insert breaks its foreign key, after the files were written.
    await expect(storePictures({ db: t.db, imagesDir }, 987_654, await prepared())).rejects.toThrow();
    expect(await t.db.select().from(productMedia)).toEqual(rowsBefore);
    expect(await filesOnDisk()).toEqual(filesBefore);
  });

  it('takes the rows back when the files cannot be put in place', async () => {
    const broken = path.join(t.dataDir, 'broken-images');
    await mkdir(broken, { recursive: true });
    // A file where the w800 folder must be: moving the files there, after the commit, fails.
    await writeFile(path.join(broken, 'w800'), '');
    const rowsBefore = await t.db.select().from(productMedia);
    await expect(storePictures({ db: t.db, imagesDir: broken }, staffId, await prepared())).rejects.toThrow();
    expect(await t.db.select().from(productMedia)).toEqual(rowsBefore);
    const left = await readdir(broken, { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual(['w800']);
  });
});

it('never serves the incoming folder', async () => {
  await mkdir(path.join(imagesDir, '.incoming'), { recursive: true });
  await writeFile(path.join(imagesDir, '.incoming', 'w400-u-waiting.webp'), await plainPicture('webp', 40));
  for (const url of ['/images/.incoming/w400-u-waiting.webp', '/images/%2Eincoming/w400-u-waiting.webp']) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  }
});
