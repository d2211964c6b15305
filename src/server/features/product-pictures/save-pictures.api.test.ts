import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct, type ProductRow, type MediaRow } from '../../../../tests/helpers/factories';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { productMedia } from '../../../db/schema';
import { productPicturesSchema, type PictureChoice } from '../../../domain/catalogue/product-pictures';
import { HttpError } from '../../errors';
import { savePictures } from './save-pictures';
import { imagesDirOf } from './storage';

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;
let staffId: number;
let cookie: string;
let imagesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  staffId = (await insertStaff(t.db, 'collaborator')).id;
  cookie = await signInStaffAs(t.db, staffId);
  imagesDir = imagesDirOf(t.dataDir);
});
afterAll(() => t.close());

/** Uploads as the upload route leaves them: rows of no product, with their files on disk. */
async function uploads(count: number): Promise<MediaRow[]> {
  const rows = await t.db
    .insert(productMedia)
    .values(Array.from({ length: count }, () => ({ fileName: `u-${crypto.randomUUID()}.webp`, uploadedBy: staffId })))
    .returning();
  await writeFiles(rows);
  return rows;
}

async function writeFiles(rows: readonly MediaRow[]): Promise<void> {
  for (const width of [400, 800]) {
    await mkdir(path.join(imagesDir, `w${width}`), { recursive: true });
    for (const row of rows) await writeFile(path.join(imagesDir, `w${width}`, row.fileName), 'webp');
  }
}

const exists = (fileName: string, width = 800) =>
  access(path.join(imagesDir, `w${width}`, fileName)).then(
    () => true,
    () => false,
  );

/** A product with two pictures of its own (navy, then ecru, the first on the card), their files on disk. */
async function productWithPictures(): Promise<ProductRow & { media: MediaRow[] }> {
  const product = await insertProduct(t.db, {
    stock: [
      { color: base.colors.navy, size: base.sizes.M, quantity: 3 },
      { color: base.colors.ecru, size: base.sizes.M, quantity: 3 },
    ],
    media: [{ color: base.colors.navy, isCardImage: true }, { color: base.colors.ecru }],
  });
  await writeFiles(product.media);
  return product;
}

const picturesOf = (productId: number) =>
  t.db
    .select({ id: productMedia.id, colorId: productMedia.colorId, position: productMedia.position, isCardImage: productMedia.isCardImage })
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position));

const save = (productId: number, pictures: PictureChoice[], cardPictureId: number | null) =>
  t.db.transaction((tx) => savePictures(tx, productId, pictures, cardPictureId));

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('savePictures, inside the product’s save transaction', () => {
  it('attaches new uploads, orders and colours every picture, sets the card picture and removes the pictures left out', async () => {
    const product = await productWithPictures();
    const [kept, dropped] = product.media;
    const [front, back] = await uploads(2);
    const { removedFileNames } = await save(
      product.id,
      [
        { id: front!.id, colorId: base.colors.red.id },
        { id: kept!.id, colorId: base.colors.navy.id },
        { id: back!.id, colorId: null },
      ],
      back!.id,
    );

    expect(await picturesOf(product.id)).toEqual([
      { id: front!.id, colorId: base.colors.red.id, position: 0, isCardImage: false },
      { id: kept!.id, colorId: base.colors.navy.id, position: 1, isCardImage: false },
      { id: back!.id, colorId: null, position: 2, isCardImage: true },
    ]);
    // The row left out is gone; its files are the caller's to delete once committed.
    expect(removedFileNames).toEqual([dropped!.fileName]);
    expect(await t.db.select().from(productMedia).where(eq(productMedia.id, dropped!.id))).toEqual([]);
    expect(await exists(dropped!.fileName)).toBe(true);
  });

  it('makes the first picture the card picture when none is chosen', async () => {
    const product = await productWithPictures();
    const [first, second] = product.media;
    await save(
      product.id,
      [
        { id: second!.id, colorId: null },
        { id: first!.id, colorId: null },
      ],
      null,
    );
    expect((await picturesOf(product.id)).map((p) => [p.id, p.isCardImage])).toEqual([
      [second!.id, true],
      [first!.id, false],
    ]);
  });

  it('removes every picture with an empty list', async () => {
    const product = await productWithPictures();
    const { removedFileNames } = await save(product.id, [], null);
    expect(removedFileNames.sort()).toEqual(product.media.map((m) => m.fileName).sort());
    expect(await picturesOf(product.id)).toEqual([]);
  });

  it('refuses another product’s picture or an unknown id, naming the field, and changes nothing', async () => {
    const product = await productWithPictures();
    const other = await productWithPictures();
    const [upload] = await uploads(1);
    const before = await picturesOf(product.id);
    for (const stranger of [other.media[0]!.id, 999_999]) {
      const error = await refusal(
        save(
          product.id,
          [
            { id: upload!.id, colorId: null },
            { id: stranger, colorId: null },
          ],
          null,
        ),
      );
      expect(error).toMatchObject({ statusCode: 400, field: 'pictures.1.id', messageKey: 'back:pictures.errors.unknownPicture' });
    }
    expect(await picturesOf(product.id)).toEqual(before);
    expect(await picturesOf(other.id)).toHaveLength(2);
    // The upload stayed unattached: the transaction rolled back.
    expect((await t.db.select().from(productMedia).where(eq(productMedia.id, upload!.id)))[0]!.productId).toBeNull();
  });

  it('refuses an unknown colour and a card picture not in the list, naming the field', async () => {
    const product = await productWithPictures();
    const [a, b] = product.media;
    const colour = await refusal(
      save(
        product.id,
        [
          { id: a!.id, colorId: base.colors.navy.id },
          { id: b!.id, colorId: 999_999 },
        ],
        null,
      ),
    );
    expect(colour).toMatchObject({ statusCode: 400, field: 'pictures.1.colorId', messageKey: 'back:pictures.errors.unknownColour' });
    const card = await refusal(save(product.id, [{ id: a!.id, colorId: null }], b!.id));
    expect(card).toMatchObject({ statusCode: 400, field: 'cardPictureId', messageKey: 'back:pictures.errors.cardNotInList' });
  });

  it('answers 404 for a product that does not exist', async () => {
    expect(await refusal(save(999_999, [], null))).toMatchObject({ statusCode: 404 });
  });

  it('keeps the product whole when a second save of it starts while the first is not committed: the second sees what the first attached', async () => {
    const product = await productWithPictures();
    const [mine, theirs] = [await uploads(2), await uploads(2)];
    const [first, second] = [mine, theirs].map((rows) => rows.map((row) => ({ id: row.id, colorId: null })));
    const firstSave = t.db.transaction(async (tx) => {
      await savePictures(tx, product.id, first!, null);
      // Still uncommitted while the second save starts.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { removedFileNames } = await save(product.id, second!, second![1]!.id);
    await firstSave;
    expect(await picturesOf(product.id)).toEqual([
      { id: theirs[0]!.id, colorId: null, position: 0, isCardImage: false },
      { id: theirs[1]!.id, colorId: null, position: 1, isCardImage: true },
    ]);
    expect(removedFileNames.sort()).toEqual(mine.map((row) => row.fileName).sort());
  });
});

describe('PUT and GET /api/admin/products/:id/pictures', () => {
  it('saves the list, deletes the removed pictures’ files after the commit, and the storefront shows the pictures at once', async () => {
    const product = await productWithPictures();
    await t.app.catalogue.snapshot();
    const [dropped, kept] = product.media;
    const [added] = await uploads(1);
    const body = {
      pictures: [
        { id: added!.id, colorId: base.colors.ecru.id },
        { id: kept!.id, colorId: base.colors.ecru.id },
      ],
      cardPictureId: added!.id,
    };
    expect(productPicturesSchema.safeParse(body).success).toBe(true);
    const response = await t.app.inject({ method: 'PUT', url: `/api/admin/products/${product.id}/pictures`, headers: { cookie }, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      pictures: [
        { id: added!.id, url: `/images/w400/${added!.fileName}`, colorId: base.colors.ecru.id, isCard: true },
        { id: kept!.id, url: `/images/w400/${kept!.fileName}`, colorId: base.colors.ecru.id, isCard: false },
      ],
    });
    for (const width of [400, 800]) {
      expect(await exists(dropped!.fileName, width)).toBe(false);
      expect(await exists(added!.fileName, width)).toBe(true);
    }

    // The catalogue was refreshed: the product page's data carries the new pictures and their colours.
    const page = await t.app.inject({ method: 'GET', url: `/api/store/products/${product.id}` });
    expect((page.json() as { media: unknown[] }).media).toEqual([
      { id: added!.id, fileName: added!.fileName, colorId: base.colors.ecru.id, isCardImage: true },
      { id: kept!.id, fileName: kept!.fileName, colorId: base.colors.ecru.id, isCardImage: false },
    ]);
    const list = await t.app.inject({ method: 'GET', url: `/api/store/products?limit=100` });
    const card = (list.json() as { items: { id: number; image: string | null }[] }).items.find((item) => item.id === product.id);
    expect(card?.image).toBe(added!.fileName);

    const read = await t.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}/pictures`, headers: { cookie } });
    expect(read.json()).toEqual(response.json());
  });

  it('answers a refused list with the field and its message, in French or in English', async () => {
    const product = await productWithPictures();
    const other = await productWithPictures();
    for (const [lang, message] of [
      ['fr', 'Une image n’existe plus ou appartient à un autre produit : rechargez la page.'],
      ['en', 'A picture no longer exists or belongs to another product: reload the page.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product.id}/pictures?lang=${lang}`,
        headers: { cookie },
        payload: { pictures: [{ id: other.media[0]!.id, colorId: null }], cardPictureId: null },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { field: 'pictures.0.id', message } });
    }
    const duplicate = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/pictures`,
      headers: { cookie },
      payload: {
        pictures: [
          { id: product.media[0]!.id, colorId: null },
          { id: product.media[0]!.id, colorId: null },
        ],
        cardPictureId: null,
      },
    });
    expect(duplicate.json()).toMatchObject({ error: { field: 'pictures', message: 'Une image figure deux fois dans la liste.' } });
    expect(
      await t.db
        .select()
        .from(productMedia)
        .where(inArray(productMedia.productId, [product.id, other.id])),
    ).toHaveLength(4);
  });

  it('answers 404 for an unknown product', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/admin/products/999999/pictures',
        headers: { cookie },
        ...(method === 'PUT' ? { payload: { pictures: [], cardPictureId: null } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: 'Ce produit n’existe pas ou a été supprimé.' } });
    }
  });
});
