import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertProduct, type MediaRow, type ProductRow } from '../../../../tests/helpers/factories';
import { pictureFilesLeft, writePictureFiles } from '../../../../tests/helpers/pictures';
import { productMedia } from '../../../db/schema';
import type { PictureChoice } from '../../../domain/catalogue/product-pictures';
import { HttpError } from '../../errors';
import { insertUploads } from '../admin-products/products-test-kit';
import { savePictures } from './save-pictures';
import { imagesDirOf } from '../../images/files';

/** savePictures alone; through the product's save (POST and PUT /api/admin/products): admin-products/product-pictures.api.test.ts. */

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;
let imagesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  imagesDir = imagesDirOf(t.dataDir);
});
afterAll(() => t.close());

/** A product with two pictures of its own (navy, then ecru, the first on the card), their files on disk. */
async function productWithPictures(): Promise<ProductRow & { media: MediaRow[] }> {
  const product = await insertProduct(t.db, {
    stock: [
      { color: base.colors.navy, size: base.sizes.M, quantity: 3 },
      { color: base.colors.ecru, size: base.sizes.M, quantity: 3 },
    ],
    media: [{ color: base.colors.navy, isCardImage: true }, { color: base.colors.ecru }],
  });
  await writePictureFiles(
    imagesDir,
    product.media.map((m) => m.fileName),
  );
  return product;
}

const uploads = (count: number) => insertUploads(t, count);

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
    expect(pictureFilesLeft(imagesDir, [dropped!.fileName])).toHaveLength(2);
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
});
