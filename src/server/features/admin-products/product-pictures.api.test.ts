import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import { pictureFilesLeft, writePictureFiles } from '../../../../tests/helpers/pictures';
import { productMedia, products } from '../../../db/schema';
import enBack from '../../../i18n/en/back';
import { expectRefusal } from '../cart/cart-test-kit';
import { imagesDirOf } from '../../images/files';
import {
  asOpened,
  created,
  newProduct,
  nextUpload,
  openProductsApi,
  staffProduct,
  storefrontList,
  storefrontProduct,
  type CatalogueBase,
  type StaffCall,
} from './products-test-kit';

/** A product's pictures through its save (POST and PUT /api/admin/products), in the save's transaction (ADR 18). */

let t: TestApp;
let base: CatalogueBase;
let call: StaffCall;
let imagesDir: string;

beforeAll(async () => {
  ({ t, base, call } = await openProductsApi('collaborator'));
  imagesDir = imagesDirOf(t.dataDir);
});
afterAll(() => t?.close());

const attachedTo = async (uploadId: number) => (await t.db.select().from(productMedia).where(eq(productMedia.id, uploadId)))[0]?.productId;

/** A published product with three pictures (navy, navy, ecru; the ecru one on the card), their files on disk. */
async function picturedProduct() {
  const [front, back, ecru] = [nextUpload(base), nextUpload(base), nextUpload(base)];
  const saved = await created(
    call,
    newProduct(base, {
      stock: [
        { colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 5 },
        { colorId: base.colors.ecru.id, sizeId: base.sizes.M.id, quantity: 5 },
      ],
      pictures: [
        { id: front.id, colorId: base.colors.navy.id },
        { id: back.id, colorId: base.colors.navy.id },
        { id: ecru.id, colorId: base.colors.ecru.id },
      ],
      cardPictureId: ecru.id,
    }),
  );
  await writePictureFiles(
    imagesDir,
    [front, back, ecru].map((m) => m.fileName),
  );
  expect((await call('PUT', `/products/${saved.id}/publication`, { published: true })).statusCode).toBe(200);
  return { id: saved.id, front, back, ecru };
}

describe('creating a product with its pictures', () => {
  it('attaches the uploads in order, with their colours and the card picture, and the storefront shows them once published', async () => {
    const { id, front, back, ecru } = await picturedProduct();
    expect((await staffProduct(call, id)).pictures).toEqual([
      { id: front.id, url: `/images/w400/${front.fileName}`, colorId: base.colors.navy.id, isCard: false },
      { id: back.id, url: `/images/w400/${back.fileName}`, colorId: base.colors.navy.id, isCard: false },
      { id: ecru.id, url: `/images/w400/${ecru.fileName}`, colorId: base.colors.ecru.id, isCard: true },
    ]);
    expect((await storefrontProduct(t, id))?.media).toEqual([
      { id: front.id, fileName: front.fileName, colorId: base.colors.navy.id, isCardImage: false },
      { id: back.id, fileName: back.fileName, colorId: base.colors.navy.id, isCardImage: false },
      { id: ecru.id, fileName: ecru.fileName, colorId: base.colors.ecru.id, isCardImage: true },
    ]);
    expect((await storefrontList(t, 'limit=100')).find((card) => card.id === id)?.image).toBe(ecru.fileName);
  });

  it('asks for at least one picture, naming the field in French and English, and writes nothing', async () => {
    const before = await t.db.$count(products);
    for (const pictures of [[], undefined]) {
      const body = newProduct(base, { pictures });
      expectRefusal(await call('POST', '/products', body), 400, 'invalid_parameter', 'back:productForm.validation.picturesMissing', {
        field: 'pictures',
      });
      const english = await call('POST', '/products?lang=en', body);
      expect(english.json().error.message).toBe(enBack.productForm.validation.picturesMissing);
    }
    expect(await t.db.$count(products)).toBe(before);
  });

  it('refuses another product’s picture or an unknown one, naming it, and keeps the upload it was given free', async () => {
    const other = await picturedProduct();
    const before = await t.db.$count(products);
    const mine = nextUpload(base);
    for (const stranger of [other.front.id, 999_999]) {
      const body = newProduct(base, {
        pictures: [
          { id: mine.id, colorId: null },
          { id: stranger, colorId: null },
        ],
      });
      expectRefusal(await call('POST', '/products', body), 400, 'invalid_parameter', 'back:pictures.errors.unknownPicture', {
        field: 'pictures.1.id',
      });
    }
    expect(await t.db.$count(products)).toBe(before);
    expect(await attachedTo(mine.id)).toBeNull();
    expect(await attachedTo(other.front.id)).toBe(other.id);
  });

  it('gives an upload to one product only when two creations race for it', async () => {
    const shared = nextUpload(base);
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', '/products', newProduct(base, { pictures: [{ id: shared.id, colorId: null }] }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const winner = answers.find((answer) => answer.statusCode === 201)!.json<{ id: number }>().id;
    expect(await attachedTo(shared.id)).toBe(winner);
  });
});

describe('editing a product’s pictures', () => {
  it('is a save like any other: the version goes up, the storefront follows at once, and the removed pictures’ files go once committed', async () => {
    const { id, front, back, ecru } = await picturedProduct();
    const added = nextUpload(base);
    await writePictureFiles(imagesDir, [added.fileName]);
    const edit = await call('PUT', `/products/${id}`, {
      ...asOpened(await staffProduct(call, id)),
      pictures: [
        { id: added.id, colorId: base.colors.ecru.id },
        { id: front.id, colorId: null },
      ],
      cardPictureId: front.id,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ version: 2 });

    expect((await staffProduct(call, id)).pictures.map(({ id: pictureId, colorId, isCard }) => ({ id: pictureId, colorId, isCard }))).toEqual([
      { id: added.id, colorId: base.colors.ecru.id, isCard: false },
      { id: front.id, colorId: null, isCard: true },
    ]);
    expect(await t.db.$count(productMedia, inArray(productMedia.id, [back.id, ecru.id]))).toBe(0);
    expect(pictureFilesLeft(imagesDir, [back.fileName, ecru.fileName])).toEqual([]);
    expect(pictureFilesLeft(imagesDir, [added.fileName, front.fileName])).toHaveLength(4);
    expect((await storefrontProduct(t, id))?.media.map((m) => m.fileName)).toEqual([added.fileName, front.fileName]);
    expect((await storefrontList(t, 'limit=100')).find((card) => card.id === id)?.image).toBe(front.fileName);
  });

  it('keeps at least one picture: removing them all is refused like a missing field', async () => {
    const { id, front } = await picturedProduct();
    const body = { ...asOpened(await staffProduct(call, id)), pictures: [], cardPictureId: null };
    expectRefusal(await call('PUT', `/products/${id}`, body), 400, 'invalid_parameter', 'back:productForm.validation.picturesMissing', {
      field: 'pictures',
    });
    expect(await attachedTo(front.id)).toBe(id);
    expect(pictureFilesLeft(imagesDir, [front.fileName])).toHaveLength(2);
  });

  it('refuses a card picture that is not in the list, and a save from an older version, keeping every picture and file', async () => {
    const { id, front, back } = await picturedProduct();
    const opened = asOpened(await staffProduct(call, id));
    const card = await call('PUT', `/products/${id}`, { ...opened, pictures: [{ id: front.id, colorId: null }], cardPictureId: back.id });
    expectRefusal(card, 400, 'invalid_parameter', 'back:pictures.errors.cardNotInList', { field: 'cardPictureId' });

    expect((await call('PUT', `/products/${id}`, { ...opened, nameFr: 'Renommée' })).statusCode).toBe(200);
    const stale = await call('PUT', `/products/${id}`, { ...opened, pictures: [{ id: front.id, colorId: null }], cardPictureId: null });
    expectRefusal(stale, 409, 'version_conflict', 'back:productErrors.versionConflict');
    expect((await staffProduct(call, id)).pictures).toHaveLength(3);
    expect(pictureFilesLeft(imagesDir, [back.fileName])).toHaveLength(2);
  });

  it('lets one of two simultaneous saves of one version through: the product has its pictures, the other’s uploads stay free', async () => {
    const { id } = await picturedProduct();
    const opened = asOpened(await staffProduct(call, id));
    const lists = [[nextUpload(base), nextUpload(base)], [nextUpload(base)]];
    const answers = await Promise.all(
      lists.map((uploads) =>
        call('PUT', `/products/${id}`, { ...opened, pictures: uploads.map((u) => ({ id: u.id, colorId: null })), cardPictureId: null }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [won, lost] = answers[0]!.statusCode === 200 ? [lists[0]!, lists[1]!] : [lists[1]!, lists[0]!];
    expect((await staffProduct(call, id)).pictures.map((p) => p.id)).toEqual(won.map((u) => u.id));
    for (const upload of lost) expect(await attachedTo(upload.id)).toBeNull();
  });
});
