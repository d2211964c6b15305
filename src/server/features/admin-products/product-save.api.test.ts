import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import { insertCollection, insertColor, insertProduct } from '../../../../tests/helpers/factories';
import { products, stock } from '../../../db/schema';
import type { CatalogueOptions, StaffProductDetail } from '../../../domain/products/staff-products';
import enBack from '../../../i18n/en/back';
import frBack from '../../../i18n/fr/back';
import { expectRefusal } from '../cart/cart-test-kit';
import {
  asOpened,
  created,
  newProduct,
  staffProduct,
  storefrontList,
  storefrontProduct,
  type CatalogueBase,
  openProductsApi,
  type StaffCall,
} from './products-test-kit';

let t: TestApp;
let base: CatalogueBase;
let call: StaffCall;

// Collaborators manage products (spec back-office section 6): every call here is a collaborator's.
beforeAll(async () => {
  ({ t, base, call } = await openProductsApi('collaborator'));
});
afterAll(() => t?.close());

const validation = frBack.productForm.validation;

describe('creating a product', () => {
  it('saves the product and its stock in one go, unpublished, and answers its version and stock', async () => {
    const body = newProduct(base, { compareAtPriceCents: 3990, showOnHome: true });
    const saved = await created(call, body);
    expect(saved).toMatchObject({ version: 1 });
    expect(saved.stock).toEqual([
      { colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 5 },
      { colorId: base.colors.navy.id, sizeId: base.sizes.L.id, quantity: 3 },
    ]);
    const product = await staffProduct(call, saved.id);
    expect(product).toMatchObject({
      reference: body.reference,
      nameFr: body.nameFr,
      nameEn: body.nameEn,
      modelNameFr: 'Le Marin',
      modelNameEn: 'The Sailor',
      priceCents: 2990,
      compareAtPriceCents: 3990,
      weightGrams: 230,
      showOnHome: true,
      published: false,
      archivedAt: null,
      version: 1,
    });
    // Not on sale until staff publish it.
    expect(await storefrontProduct(t, saved.id)).toBeNull();
  });

  it('refuses what the rules forbid with the field named, in French and in English, and writes nothing', async () => {
    const before = await t.db.$count(products);
    const cases = [
      { body: { ...newProduct(base), nameFr: '  ' }, field: 'nameFr', key: 'nameFrMissing' },
      { body: { ...newProduct(base), category: 'hats' }, field: 'category', key: 'categoryMissing' },
      { body: { ...newProduct(base), collectionId: undefined }, field: 'collectionId', key: 'collectionMissing' },
      { body: { ...newProduct(base), reference: 'TS 001' }, field: 'reference', key: 'referenceInvalid' },
      { body: { ...newProduct(base), priceCents: 29.9 }, field: 'priceCents', key: 'priceInvalid' },
      { body: { ...newProduct(base), priceCents: undefined }, field: 'priceCents', key: 'priceMissing' },
      { body: { ...newProduct(base), compareAtPriceCents: 2990 }, field: 'compareAtPriceCents', key: 'oldPriceNotHigher' },
      { body: { ...newProduct(base), weightGrams: 0 }, field: 'weightGrams', key: 'weightInvalid' },
      { body: { ...newProduct(base), modelNameEn: '' }, field: 'modelNameEn', key: 'modelNameEnMissing' },
      { body: { ...newProduct(base), stock: [] }, field: 'stock', key: 'stockMissing' },
      {
        body: { ...newProduct(base), stock: [{ colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 1.5 }] },
        field: 'stock.0.quantity',
        key: 'quantityInvalid',
      },
      {
        body: { ...newProduct(base), stock: [{ colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: -1 }] },
        field: 'stock.0.quantity',
        key: 'quantityInvalid',
      },
      {
        body: {
          ...newProduct(base),
          stock: [
            { colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 1 },
            { colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 2 },
          ],
        },
        field: 'stock.1.sizeId',
        key: 'variantTwice',
      },
    ] as const;
    for (const { body, field, key } of cases) {
      const french = await call('POST', '/products', body);
      expect({ status: french.statusCode, error: french.json().error }, key).toEqual({
        status: 400,
        error: { code: 'invalid_parameter', field, message: validation[key] },
      });
      const english = await call('POST', '/products?lang=en', body);
      expect(english.json().error.message, key).toBe(enBack.productForm.validation[key]);
    }
    expect(await t.db.$count(products)).toBe(before);
  });

  it('takes a product without its English name and description: English readers get the French ones', async () => {
    const saved = await created(call, { ...newProduct(base), nameFr: 'Marinière Sans Traduction', nameEn: '', descriptionEn: '   ' });
    await call('PUT', `/products/${saved.id}/publication`, { published: true });
    const english = await storefrontProduct(t, saved.id, 'en');
    expect(english?.name).toBe('Marinière Sans Traduction');
    expect(english?.description).toBe(newProduct(base).descriptionFr);
  });

  it('refuses a collection, colour or size that does not exist, naming the field, and writes nothing', async () => {
    const before = await t.db.$count(products);
    const missingCollection = await call('POST', '/products', newProduct(base, { collectionId: 999_999 }));
    expectRefusal(missingCollection, 409, 'option_gone', 'back:productErrors.collectionGone', { field: 'collectionId' });
    const missingColor = await call('POST', '/products', newProduct(base, { stock: [{ colorId: 999_999, sizeId: base.sizes.M.id, quantity: 1 }] }));
    expectRefusal(missingColor, 409, 'option_gone', 'back:productErrors.colorGone', { field: 'stock.0.colorId' });
    expect(await t.db.$count(products)).toBe(before);
  });

  it('refuses a reference another product has, archived ones included, even when two saves race for it', async () => {
    const existing = await insertProduct(t.db, { reference: 'TS-PRIS-1', archivedAt: new Date(), isPublished: false });
    const taken = await call('POST', '/products', newProduct(base, { reference: existing.reference }));
    expectRefusal(taken, 409, 'reference_taken', 'back:productErrors.referenceTaken', { field: 'reference' });
    const english = await call('POST', '/products?lang=en', newProduct(base, { reference: existing.reference }));
    expect(english.json().error.message).toBe(enBack.productErrors.referenceTaken);

    // Editing a product to another's reference is refused the same way.
    const mine = await created(call, newProduct(base));
    const renamed = await call('PUT', `/products/${mine.id}`, { ...asOpened(await staffProduct(call, mine.id)), reference: existing.reference });
    expectRefusal(renamed, 409, 'reference_taken', 'back:productErrors.referenceTaken', { field: 'reference' });

    const stockBefore = await t.db.$count(stock);
    const racing = await Promise.all([1, 2, 3].map(() => call('POST', '/products', newProduct(base, { reference: 'TS-COURSE-1' }))));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.db.$count(products, eq(products.reference, 'TS-COURSE-1'))).toBe(1);
    // The winner's two stock rows, and nothing from the losers.
    expect(await t.db.$count(stock)).toBe(stockBefore + 2);
  });
});

describe('editing a product', () => {
  it('saves the form over the product and raises its version; the storefront shows the new price on its next read', async () => {
    const saved = await created(call, newProduct(base));
    await call('PUT', `/products/${saved.id}/publication`, { published: true });
    expect((await storefrontProduct(t, saved.id))?.priceCents).toBe(2990);

    const opened = await staffProduct(call, saved.id);
    const edit = await call('PUT', `/products/${saved.id}`, {
      ...asOpened(opened),
      priceCents: 2490,
      compareAtPriceCents: 2990,
      nameEn: 'Sailor top',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ id: saved.id, version: 2 });

    const shown = await storefrontProduct(t, saved.id, 'en');
    expect(shown).toMatchObject({ priceCents: 2490, compareAtPriceCents: 2990, name: 'Sailor top', modelName: 'The Sailor' });
    expect((await storefrontProduct(t, saved.id, 'fr'))?.modelName).toBe('Le Marin');
    const listed = await storefrontList(t, 'category=tshirts&limit=100');
    expect(listed.find((card) => card.id === saved.id)?.priceCents).toBe(2490);
    // Publication is not the form's: it is left as it was.
    expect((await staffProduct(call, saved.id)).published).toBe(true);
  });

  it('refuses a save from an older version with 409, and the first editor’s save stands', async () => {
    const saved = await created(call, newProduct(base));
    const opened = await staffProduct(call, saved.id);
    // Two staff members opened the same version; the first saves.
    const first = await call('PUT', `/products/${saved.id}`, { ...asOpened(opened), nameFr: 'Première version' });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/products/${saved.id}`, { ...asOpened(opened), nameFr: 'Seconde version', priceCents: 1990 });
    expectRefusal(second, 409, 'version_conflict', 'back:productErrors.versionConflict');
    const english = await call('PUT', `/products/${saved.id}?lang=en`, { ...asOpened(opened), nameFr: 'Seconde version' });
    expect(english.json().error.message).toBe(enBack.productErrors.versionConflict);
    expect(await staffProduct(call, saved.id)).toMatchObject({ nameFr: 'Première version', priceCents: 2990, version: 2 });
  });

  it('lets exactly one of two simultaneous saves of one version through', async () => {
    const saved = await created(call, newProduct(base));
    const opened = await staffProduct(call, saved.id);
    const answers = await Promise.all(
      ['A', 'B'].map((who) =>
        call('PUT', `/products/${saved.id}`, {
          ...asOpened(opened),
          nameFr: `Version ${who}`,
          stock: [{ ...asOpened(opened).stock[0]!, quantity: 9 }],
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await staffProduct(call, saved.id);
    expect(after.version).toBe(2);
    // The stock was moved once, by the save that went through.
    expect(after.stock).toEqual([{ colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 9 }]);
  });

  it('adds, changes and removes stock rows as the form says', async () => {
    const saved = await created(call, newProduct(base));
    const opened = asOpened(await staffProduct(call, saved.id));
    const ecruM = { colorId: base.colors.ecru.id, sizeId: base.sizes.M.id, quantity: 4, shown: null };
    const navyM = { ...opened.stock.find((row) => row.sizeId === base.sizes.M.id)!, quantity: 7 };
    const edit = await call('PUT', `/products/${saved.id}`, { ...opened, stock: [navyM, ecruM] });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().stock).toEqual([
      { colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 7 },
      { colorId: base.colors.ecru.id, sizeId: base.sizes.M.id, quantity: 4 },
    ]);
  });

  it('answers 404 for a product that does not exist, and refuses to edit an archived one', async () => {
    const saved = await created(call, newProduct(base));
    const body = asOpened(await staffProduct(call, saved.id));
    expectRefusal(await call('PUT', '/products/999999', body), 404, 'product_not_found', 'back:productErrors.notFound');
    expectRefusal(await call('GET', '/products/999999'), 404, 'product_not_found', 'back:productErrors.notFound');
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, saved.id));
    expectRefusal(await call('PUT', `/products/${saved.id}`, body), 409, 'product_archived', 'back:productErrors.archived');
  });

  it('asks for the version and the quantity each row showed', async () => {
    const saved = await created(call, newProduct(base));
    const { version: _version, ...withoutVersion } = asOpened(await staffProduct(call, saved.id));
    expectRefusal(await call('PUT', `/products/${saved.id}`, withoutVersion), 400, 'invalid_parameter', 'back:productForm.validation.invalid', {
      field: 'version',
    });
    const rowWithoutShown = { ...withoutVersion, version: 1, stock: [{ colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 1 }] };
    expectRefusal(await call('PUT', `/products/${saved.id}`, rowWithoutShown), 400, 'invalid_parameter', 'back:productForm.validation.shownInvalid', {
      field: 'stock.0.shown',
    });
  });
});

describe('the form’s lists', () => {
  it('gives the categories, collections, colours and sizes, sizes in the spec’s order', async () => {
    const extra = await insertCollection(t.db, { name: 'Automne' });
    const colour = await insertColor(t.db, { nameFr: 'Vert sapin', nameEn: 'Fir green', code: '#1d4d3a' });
    const response = await call('GET', '/catalogue-options');
    expect(response.statusCode).toBe(200);
    const options = response.json<CatalogueOptions>();
    expect(options.categories).toEqual(['tshirts', 'sweatshirts', 'accessories']);
    expect(options.collections.map((c) => c.name)).toEqual(['Automne', 'Été', 'Hiver']);
    expect(options.collections[0]!.id).toBe(extra.id);
    expect(options.colors).toContainEqual({ id: colour.id, nameFr: 'Vert sapin', nameEn: 'Fir green', code: '#1d4d3a' });
    expect(options.sizes.map((s) => s.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI']);
  });
});

describe('reading a product', () => {
  it('gives the form everything it shows, with the version to send back', async () => {
    const body = newProduct(base);
    const saved = await created(call, body);
    const product: StaffProductDetail = await staffProduct(call, saved.id);
    expect(product.version).toBe(1);
    expect(product.stock).toHaveLength(2);
    // The pictures as the form's list holds them: the only one is the card picture.
    expect(product.pictures).toEqual([
      { id: body.pictures[0]!.id, url: expect.stringMatching(/^\/images\/w400\/u-/), colorId: base.colors.navy.id, isCard: true },
    ]);
  });
});
