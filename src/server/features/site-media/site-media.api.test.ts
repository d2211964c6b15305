import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../../tests/helpers/app';
import { insertSettings } from '../../../../tests/helpers/factories';
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
import { mailOutbox, settings } from '../../../db/schema';
import { DEMO_SITE_IMAGES } from '../../../db/seed/demo-settings';
import { PICTURE_UPLOAD_LIMITS } from '../../../domain/catalogue/product-pictures';
import { SITE_IMAGES, type SiteImageItem } from '../../../domain/site-images';
import { imagesDirOf } from '../../images/files';
import { enqueueMail } from '../../mail/outbox';

let t: TestApp;
let administrator: string;
let collaborator: string;
let imagesDir: string;

/** The demo's file names of the site pictures, with stand-in files where the storefront serves them. */
const DEMO_FILES = Object.fromEntries(Object.entries(DEMO_SITE_IMAGES).map(([key, image]) => [key, image.fileName]));

beforeAll(async () => {
  t = await createTestApp();
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
  imagesDir = imagesDirOf(t.dataDir);
});
afterAll(() => t?.close());

beforeEach(async () => {
  await rm(imagesDir, { recursive: true, force: true });
  await mkdir(path.join(imagesDir, 'w400'), { recursive: true });
  await mkdir(path.join(imagesDir, 'w800'), { recursive: true });
  for (const fileName of [...Object.values(DEMO_FILES), 'site-logo.png']) await writeFile(path.join(imagesDir, fileName), 'demo');
  await writeFile(path.join(imagesDir, 'w800', DEMO_FILES['Hero Home page']!), 'demo');
  await insertSettings(t.db, DEMO_FILES);
  t.app.catalogue.invalidate();
});

type Refusal = { error: { code: string; message: string; field?: string } };

async function upload(slot: string, files: UploadFile[], { cookie = administrator, lang = 'fr' } = {}) {
  const { payload, headers } = await multipartBody(files);
  return t.app.inject({ method: 'PUT', url: `/api/admin/site-images/${slot}?lang=${lang}`, headers: { ...headers, cookie }, payload });
}

async function replaced(slot: string, file: UploadFile): Promise<SiteImageItem> {
  const response = await upload(slot, [file]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteImageItem>();
}

const settingOf = async (key: string) => (await t.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;
const storeSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/store/settings' })).json<Record<string, string>>();
const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop()!);
const served = (fileName: string, folder = '') => readFile(path.join(imagesDir, folder, fileName));

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(imagesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(imagesDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A 1600 x 400 PNG: a wide logo, opaque red on its left half and transparent on its right. */
async function wideLogo(): Promise<Buffer> {
  const red = await sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 220, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

describe('GET /api/admin/site-images', () => {
  it('lists the nine site pictures in the spec’s order, each with the preview its use shows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/site-images', headers: { cookie: administrator } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ images: SiteImageItem[] }>().images).toEqual([
      { slot: 'logo', key: 'logo', url: '/images/site-logo.svg' },
      { slot: 'home-hero', key: 'Hero Home page', url: '/images/w800/site-hero.webp' },
      { slot: 'home-cover', key: 'imgHomeCover', url: '/images/w800/site-cover.webp' },
      { slot: 'sharing', key: 'imgOpenTags', url: '/images/site-open-graph.jpg' },
      { slot: 't-shirts', key: 'T-shirt-img', url: '/images/w400/site-category-tshirts.webp' },
      { slot: 'sweat-shirts', key: 'sweat-img', url: '/images/w400/site-category-sweatshirts.webp' },
      { slot: 'accessories', key: 'Accessories-img', url: '/images/w400/site-category-accessories.webp' },
      { slot: 'new-in', key: 'NewIn-img', url: '/images/w400/site-category-new.webp' },
      { slot: 'signature', key: 'signature', url: '/images/site-signature.png' },
    ]);
  });
});

describe('PUT /api/admin/site-images/:slot', () => {
  it('replaces the logo with a PNG kept whole and transparent, under a new name; the old files stay, the storefront names the new one', async () => {
    const version = t.app.catalogue.version;
    const item = await replaced('logo', { name: 'logo-atelier.png', data: await wideLogo(), type: 'image/png' });
    expect(item.url).toMatch(/^\/images\/u-[0-9a-f-]{36}\.png$/);
    const fileName = fileNameOf(item.url!);

    const { data, info } = await sharp(await served(fileName))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Fitted within 800 x 240, not cut: the 4:1 logo keeps its shape, and its transparency.
    expect(info).toMatchObject({ width: 800, height: 200, channels: 4 });
    expect(data[(100 * info.width + 100) * 4 + 3]).toBe(255);
    expect(data[(100 * info.width + 700) * 4 + 3]).toBe(0);

    expect(await settingOf('logo')).toBe(fileName);
    expect(t.app.catalogue.version).toBeGreaterThan(version);
    expect((await storeSettings()).logo).toBe(fileName);
    // The demo's SVG logo and its PNG twin for mails stay: mails already sent name them.
    const files = await filesOnDisk();
    expect(files).toContain('site-logo.svg');
    expect(files).toContain('site-logo.png');
    expect(files).toContain('site-hero.webp');

    const response = await t.app.inject({ method: 'GET', url: item.url! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('cuts a phone photo for the home hero: upright, 1600 x 900 and 800 x 450 WebP, without its GPS position or camera', async () => {
    const photo = await phoneJpeg();
    expect(await exifr.gps(photo)).toBeTruthy();
    const item = await replaced('home-hero', { name: 'IMG_2041.jpg', data: photo, type: 'image/jpeg' });
    expect(item.url).toMatch(/^\/images\/w800\/u-[0-9a-f-]{36}\.webp$/);
    const fileName = fileNameOf(item.url!);
    for (const [folder, width, height] of [
      ['', 1600, 900],
      ['w800', 800, 450],
    ] as const) {
      const data = await served(fileName, folder);
      const meta = await sharp(data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.exif).toBeUndefined();
      expect(webpChunks(data).filter((chunk) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(chunk))).toEqual([]);
      expect(data.includes('Telephone')).toBe(false);
      // Upright, the photo is red above blue: the wide cut around its centre shows both, red at the top.
      expect((await pixelAt(data, width / 2, 2))[0]).toBeGreaterThan(180);
      expect((await pixelAt(data, width / 2, height - 3))[2]).toBeGreaterThan(180);
    }
    expect(await settingOf('Hero Home page')).toBe(fileName);
    expect(await filesOnDisk()).toContain(path.join('w800', 'site-hero.webp'));
  });

  it('makes the sharing picture the 1200 x 630 JPEG link previews expect, what was transparent turned white', async () => {
    const item = await replaced('sharing', { name: 'partage.png', data: await transparentPng(), type: 'image/png' });
    expect(item.url).toMatch(/^\/images\/u-[0-9a-f-]{36}\.jpg$/);
    const data = await served(fileNameOf(item.url!));
    expect(await sharp(data).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(Math.min(...(await pixelAt(data, 1150, 315)))).toBeGreaterThan(245);
    expect((await storeSettings()).imgOpenTags).toBe(fileNameOf(item.url!));
  });

  it('cuts a category illustration as the home page’s tiles show it: 800 x 1000 and 400 x 500', async () => {
    const item = await replaced('t-shirts', { name: 'tee.jpg', data: await plainPicture('jpeg', 1200), type: 'image/jpeg' });
    expect(item.url).toMatch(/^\/images\/w400\/u-[0-9a-f-]{36}\.webp$/);
    const fileName = fileNameOf(item.url!);
    expect(await sharp(await served(fileName)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1000 });
    expect(await sharp(await served(fileName, 'w400')).metadata()).toMatchObject({ format: 'webp', width: 400, height: 500 });
    expect(await settingOf('T-shirt-img')).toBe(fileName);
  });

  it('keeps a small mail signature at its size (never enlarged), as a PNG', async () => {
    const item = await replaced('signature', { name: 'signature.png', data: await plainPicture('png', 120), type: 'image/png' });
    expect(await sharp(await served(fileNameOf(item.url!))).metadata()).toMatchObject({ format: 'png', width: 120, height: 120 });
  });

  it('puts the new mail signature under the sign-off of the mails queued from then on', async () => {
    const item = await replaced('signature', { name: 'signature.png', data: await transparentPng(), type: 'image/png' });
    await enqueueMail(t.db, {
      to: 'zoe@example.fr',
      locale: 'fr',
      template: 'confirm-registration',
      data: { firstName: 'Zoé', link: `${TEST_PUBLIC_URL}/c` },
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'zoe@example.fr'));
    expect(mail!.html).toContain(`<img src="${TEST_PUBLIC_URL}${item.url}" alt=""`);
  });

  it('keeps a replaced signature at its old address, so a mail sent before still shows it to a web mail client', async () => {
    const before = await replaced('signature', { name: 'signature.png', data: await plainPicture('png', 120), type: 'image/png' });
    await enqueueMail(t.db, {
      to: 'ines@example.fr',
      locale: 'fr',
      template: 'confirm-registration',
      data: { firstName: 'Inès', link: `${TEST_PUBLIC_URL}/c` },
    });
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ines@example.fr'));
    expect(sent!.html).toContain(`<img src="${TEST_PUBLIC_URL}${before.url}" alt=""`);

    const after = await replaced('signature', { name: 'signature-2.png', data: await transparentPng(), type: 'image/png' });
    expect(after.url).not.toBe(before.url);
    for (const url of [before.url!, after.url!]) {
      // A web mail client loads the picture from its own origin: the answer must allow it.
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: 'https://mail.example' } });
      expect([url, response.statusCode, response.headers['content-type'], response.headers['cross-origin-resource-policy']]).toEqual([
        url,
        200,
        'image/png',
        'cross-origin',
      ]);
    }
  });

  it('lets other sites load the pictures only: pages and the API stay same-origin', async () => {
    const item = await replaced('logo', { name: 'logo.png', data: await plainPicture('png', 64), type: 'image/png' });
    expect((await t.app.inject({ method: 'GET', url: item.url! })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    const demoLogo = await t.app.inject({ method: 'GET', url: '/images/site-logo.png' });
    expect([demoLogo.statusCode, demoLogo.headers['cross-origin-resource-policy']]).toEqual([200, 'cross-origin']);
    const api = await t.app.inject({ method: 'GET', url: '/api/store/settings' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  describe('a refused file changes nothing', () => {
    const cases: { what: string; slot?: string; files: () => Promise<UploadFile[]>; status: number; fr: string; en: string }[] = [
      {
        what: 'an SVG logo',
        files: async () => [{ name: 'logo.svg', data: svgDrawing(), type: 'image/svg+xml' }],
        status: 415,
        fr: SVG_REFUSED.fr('logo.svg'),
        en: SVG_REFUSED.en('logo.svg'),
      },
      {
        what: 'a text file named .png',
        files: async () => [{ name: 'logo.png', data: Buffer.from('Ceci n’est pas une image.'), type: 'image/png' }],
        status: 415,
        fr: '« logo.png » n’est pas une image JPEG, PNG, WebP ou AVIF.',
        en: '“logo.png” is not a JPEG, PNG, WebP or AVIF picture.',
      },
      {
        what: 'a file over 15 MB',
        files: async () => {
          const data = Buffer.alloc(PICTURE_UPLOAD_LIMITS.maxFileBytes + 1, 1);
          (await plainPicture('jpeg')).copy(data);
          return [{ name: 'enorme.jpg', data }];
        },
        status: 413,
        fr: '« enorme.jpg » dépasse 15 Mo.',
        en: '“enorme.jpg” is larger than 15 MB.',
      },
      {
        what: 'a 50-megapixel picture',
        files: async () => [{ name: 'panorama.png', data: await fiftyMegapixelPng() }],
        status: 422,
        fr: '« panorama.png » fait 50 mégapixels : 40 au plus.',
        en: '“panorama.png” has 50 megapixels: 40 at most.',
      },
      {
        what: 'a JPEG cut in the middle',
        files: async () => {
          const whole = await plainPicture('jpeg', 800);
          return [{ name: 'coupee.jpg', data: whole.subarray(0, whole.length / 2) }];
        },
        status: 422,
        fr: '« coupee.jpg » est abîmée ou incomplète : elle n’a pas pu être lue.',
        en: '“coupee.jpg” is damaged or incomplete: it could not be read.',
      },
      {
        what: 'two pictures at once',
        files: async () => [
          { name: 'a.png', data: await plainPicture('png', 64) },
          { name: 'b.png', data: await plainPicture('png', 64) },
        ],
        status: 413,
        fr: 'Envoyez une seule image à la fois.',
        en: 'Send one picture at a time.',
      },
      {
        what: 'no picture',
        files: async () => [],
        status: 400,
        fr: 'Choisissez au moins une image à envoyer.',
        en: 'Choose at least one picture to send.',
      },
    ];

    it.each(cases)('$what is refused with a message, in French and English', async ({ files, status, fr, en }) => {
      const before = await t.db.select().from(settings);
      const filesBefore = await filesOnDisk();
      const version = t.app.catalogue.version;
      const sent = await files();
      for (const [lang, message] of [
        ['fr', fr],
        ['en', en],
      ] as const) {
        const response = await upload('logo', sent, { lang });
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json<Refusal>().error).toMatchObject({ message, field: 'files' });
      }
      expect(await t.db.select().from(settings)).toEqual(before);
      expect(await filesOnDisk()).toEqual(filesBefore);
      expect(t.app.catalogue.version).toBe(version);
    });

    it('refuses an unknown picture and a collaborator (403), keeping everything', async () => {
      const before = await t.db.select().from(settings);
      const file = { name: 'logo.png', data: await plainPicture('png', 64) };
      const unknown = await upload('favicon', [file]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<Refusal>().error.message).toBe('Cette image du site n’existe pas.');
      const forbidden = await upload('logo', [file], { cookie: collaborator });
      expect(forbidden.statusCode).toBe(403);
      expect(await t.db.select().from(settings)).toEqual(before);
      expect(await filesOnDisk()).not.toContainEqual(expect.stringMatching(/^u-/));
    });

    it('leaves the setting and removes the new files when they cannot be put in place', async () => {
      // A file where the w400 folder must be: putting the tile's small variant there fails.
      await rm(path.join(imagesDir, 'w400'), { recursive: true });
      await writeFile(path.join(imagesDir, 'w400'), '');
      const response = await upload('new-in', [{ name: 'new.jpg', data: await plainPicture('jpeg', 900) }]);
      // The storage refusing writes is the operator's to fix, and said as such (ADR 32).
      expect(response.statusCode).toBe(503);
      expect(response.json<Refusal>().error.code).toBe('storage_unwritable');
      expect(await settingOf('NewIn-img')).toBe(DEMO_FILES['NewIn-img']);
      expect(await filesOnDisk()).not.toContainEqual(expect.stringMatching(/u-/));
    });
  });

  it('has a recipe for each of the spec’s site pictures', () => {
    expect(SITE_IMAGES.map((image) => image.key).sort()).toEqual(Object.keys(DEMO_SITE_IMAGES).sort());
  });
});
