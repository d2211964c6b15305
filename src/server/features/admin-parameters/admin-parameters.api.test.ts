import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase, insertCollection, insertColor, insertProduct } from '../../../../tests/helpers/factories';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { collections, orderLines, promoCodes } from '../../../db/schema';
import { parisDay } from '../../../domain/pricing';
import { expectRefusal, Visitor } from '../cart/cart-test-kit';

let t: TestApp;
let administrator: string;
let collaborator: string;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const admin = (method: Method, url: string, payload?: object, cookie = administrator): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
}

const store = async <T>(url: string): Promise<T> => (await t.app.inject({ method: 'GET', url: `/api/store${url}` })).json<T>();

const DAY_MS = 86_400_000;
const day = (days: number) => parisDay(new Date(Date.now() + days * DAY_MS));

type Collection = { id: number; nameFr: string; nameEn: string; products: number };
type Color = { id: number; nameFr: string; nameEn: string; code: string; products: number };
type Size = { id: number; name: string; products: number };
type Promo = { id: number; code: string; type: string; value: number; isActive: boolean; singleUse: boolean; status: string; orders: number };

describe('collections', () => {
  it('adds one in French and English; the storefront lists it at once, in each language, and the sitemap has its page', async () => {
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    await sitemap();
    const version = t.app.catalogue.version;
    const added = await ok<Collection>(admin('POST', '/collections', { nameFr: '  Côte d’Azur ', nameEn: 'Riviera' }), 201);
    expect(added).toEqual({ id: expect.any(Number), nameFr: 'Côte d’Azur', nameEn: 'Riviera', descriptionFr: '', descriptionEn: '', products: 0 });
    expect(t.app.catalogue.version).toBeGreaterThan(version);
    expect(await store<{ name: string }[]>('/collections?lang=en')).toContainEqual(expect.objectContaining({ id: added.id, name: 'Riviera' }));
    expect(await store<{ name: string }[]>('/collections?lang=fr')).toContainEqual(expect.objectContaining({ id: added.id, name: 'Côte d’Azur' }));
    expect(await sitemap()).toContain(`/collection/${added.id}</loc>`);
  });

  it('lists them alphabetically with the number of products using each', async () => {
    await insertProduct(t.db, { collectionId: base.collections.winter.id });
    const list = await ok<Collection[]>(admin('GET', '/collections'));
    expect(list.map((c) => c.nameFr)).toEqual([...list.map((c) => c.nameFr)].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(list.find((c) => c.id === base.collections.winter.id)?.products).toBeGreaterThanOrEqual(1);
  });

  it('refuses a name already taken, whatever its case, naming the field, and a missing English name', async () => {
    expectRefusal(await admin('POST', '/collections', { nameFr: 'été', nameEn: 'Something' }), 409, 'duplicate', 'back:parameters.errors.nameTaken', {
      field: 'nameFr',
    });
    expectRefusal(
      await admin('POST', '/collections?lang=en', { nameFr: 'Autre chose', nameEn: 'WINTER' }),
      409,
      'duplicate',
      'back:parameters.errors.nameTaken',
      { field: 'nameEn', locale: 'en' },
    );
    expectRefusal(
      await admin('POST', '/collections', { nameFr: 'Printemps', nameEn: ' ' }),
      400,
      'invalid_parameter',
      'back:parameters.validation.nameEnMissing',
      {
        field: 'nameEn',
      },
    );
    expect(await t.db.select().from(collections).where(eq(collections.name, 'Printemps'))).toEqual([]);
  });

  it('renames one (its own names may stay), and the English pages follow', async () => {
    const collection = await insertCollection(t.db, { name: 'Rivage', nameEn: 'Rivage' });
    const renamed = await ok<Collection>(admin('PUT', `/collections/${collection.id}`, { nameFr: 'Rivage', nameEn: 'Shore' }));
    expect(renamed).toMatchObject({ nameFr: 'Rivage', nameEn: 'Shore' });
    expect(await store<{ id: number; name: string }[]>('/collections?lang=en')).toContainEqual(
      expect.objectContaining({ id: collection.id, name: 'Shore' }),
    );
    expect((await admin('PUT', '/collections/999999', { nameFr: 'X', nameEn: 'Y' })).statusCode).toBe(404);
  });

  it('keeps a description in each language, which the storefront gives the collection', async () => {
    const collection = await insertCollection(t.db, { name: 'Grève', nameEn: 'Strand' });
    const described = await ok<Collection & { descriptionFr: string; descriptionEn: string }>(
      admin('PUT', `/collections/${collection.id}`, {
        nameFr: 'Grève',
        nameEn: 'Strand',
        descriptionFr: '  Des pièces pour marcher au bord de l’eau.  ',
        descriptionEn: 'Pieces for walks by the water.',
      }),
    );
    expect(described).toMatchObject({ descriptionFr: 'Des pièces pour marcher au bord de l’eau.', descriptionEn: 'Pieces for walks by the water.' });
    expect(await store<{ id: number; description: string }[]>('/collections?lang=en')).toContainEqual(
      expect.objectContaining({ id: collection.id, description: 'Pieces for walks by the water.' }),
    );
    expectRefusal(
      await admin('PUT', `/collections/${collection.id}`, { nameFr: 'Grève', nameEn: 'Strand', descriptionFr: 'x'.repeat(1001) }),
      400,
      'invalid_parameter',
      'back:parameters.validation.descriptionTooLong',
      { field: 'descriptionFr' },
    );
  });

  it('refuses to delete one products use, naming them; deletes an unused one', async () => {
    const used = await insertCollection(t.db);
    for (const name of ['Tee Marinière', 'Sweat Ancre', 'Bob Rayé', 'Tote Vague']) {
      await insertProduct(t.db, { nameFr: name, nameEn: `${name} EN`, collectionId: used.id, isPublished: name !== 'Tote Vague' });
    }
    const refused = await admin('DELETE', `/collections/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'in_use',
        message: 'Collection utilisée par 4 produits (Bob Rayé, Sweat Ancre, Tee Marinière…) : changez leur collection avant de la supprimer.',
      },
    });
    const english = await admin('DELETE', `/collections/${used.id}?lang=en`);
    expect(english.json<{ error: { message: string } }>().error.message).toBe(
      'Collection used by 4 products (Bob Rayé EN, Sweat Ancre EN, Tee Marinière EN…): move them to another collection before deleting this one.',
    );

    const unused = await insertCollection(t.db);
    expect((await admin('DELETE', `/collections/${unused.id}`)).statusCode).toBe(204);
    expect((await store<{ id: number }[]>('/collections')).map((c) => c.id)).not.toContain(unused.id);
    expect((await admin('DELETE', `/collections/${unused.id}`)).statusCode).toBe(404);
  });
});

describe('colours', () => {
  it('adds one with its code as the picker gives it, or typed in capitals or short', async () => {
    const added = await ok<Color>(admin('POST', '/colors', { nameFr: 'Corail', nameEn: 'Coral', code: '#FF7F50' }), 201);
    expect(added).toMatchObject({ nameFr: 'Corail', nameEn: 'Coral', code: '#ff7f50', products: 0 });
    const short = await ok<Color>(admin('POST', '/colors', { nameFr: 'Cyan', nameEn: 'Cyan', code: '0fc' }), 201);
    expect(short.code).toBe('#00ffcc');
    expect(await store<{ id: number; name: string; code: string }[]>('/colors?lang=en')).toContainEqual({
      id: added.id,
      name: 'Coral',
      code: '#ff7f50',
    });
  });

  it('refuses a code that is not a colour, and a taken name', async () => {
    expectRefusal(
      await admin('POST', '/colors', { nameFr: 'Vert', nameEn: 'Green', code: 'green' }),
      400,
      'invalid_parameter',
      'back:parameters.validation.colorCodeInvalid',
      {
        field: 'code',
      },
    );
    expectRefusal(
      await admin('POST', '/colors', { nameFr: 'MARINE', nameEn: 'Deep blue', code: '#000080' }),
      409,
      'duplicate',
      'back:parameters.errors.nameTaken',
      {
        field: 'nameFr',
      },
    );
  });

  it('changes a colour’s code', async () => {
    const color = await insertColor(t.db);
    const changed = await ok<Color>(admin('PUT', `/colors/${color.id}`, { nameFr: color.nameFr, nameEn: color.nameEn, code: '#123456' }));
    expect(changed.code).toBe('#123456');
  });

  it('refuses to delete one a product stocks or shows on a picture, naming it', async () => {
    const stocked = await insertColor(t.db);
    await insertProduct(t.db, { nameFr: 'Tee Marinière', stock: [{ color: stocked, size: base.sizes.M, quantity: 0 }] });
    const refused = await admin('DELETE', `/colors/${stocked.id}`);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Couleur utilisée par 1 produit (Tee Marinière) : retirez-la de son stock et de ses photos avant de la supprimer.',
    );

    const pictured = await insertColor(t.db);
    await insertProduct(t.db, { media: [{ color: pictured }] });
    expect((await admin('DELETE', `/colors/${pictured.id}`)).statusCode).toBe(409);
  });

  it('deletes one only past orders name: their lines keep the colour’s name', async () => {
    const sold = await insertColor(t.db, { nameFr: 'Ocre' });
    const order = await insertOrder(t.db, { lines: [{ colorId: sold.id, colorName: 'Ocre' }] });
    expect((await admin('DELETE', `/colors/${sold.id}`)).statusCode).toBe(204);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ colorId: null, colorName: 'Ocre' });
  });
});

describe('sizes', () => {
  it('keeps the spec’s order, puts new sizes after it, and refuses the same size twice', async () => {
    await ok<Size>(admin('POST', '/sizes', { name: '4XL' }), 201);
    await ok<Size>(admin('POST', '/sizes', { name: '38' }), 201);
    const names = (await ok<Size[]>(admin('GET', '/sizes'))).map((s) => s.name);
    expect(names).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI', '4XL', '38']);
    expect((await store<{ name: string }[]>('/sizes')).map((s) => s.name)).toEqual(names);
    expectRefusal(await admin('POST', '/sizes', { name: 'xl' }), 409, 'duplicate', 'back:parameters.errors.nameTaken', { field: 'name' });
    expectRefusal(await admin('POST', '/sizes', { name: '' }), 400, 'invalid_parameter', 'back:parameters.validation.sizeNameMissing', {
      field: 'name',
    });
  });

  it('refuses to delete one a product stocks; deletes an unused one', async () => {
    await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.S, quantity: 3 }] });
    const refused = await admin('DELETE', `/sizes/${base.sizes.S.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/^Taille utilisée par \d+ produits? \(/);
    const unused = await ok<Size>(admin('POST', '/sizes', { name: '5XL' }), 201);
    expect((await admin('DELETE', `/sizes/${unused.id}`)).statusCode).toBe(204);
  });
});

describe('promo codes', () => {
  /** A guest whose cart holds 2 x 29,90 €. */
  async function shopper(): Promise<Visitor> {
    const visitor = new Visitor(t.app);
    const product = await insertProduct(t.db, { stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 10 }] });
    await visitor.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.navy.id, sizeId: base.sizes.M.id, quantity: 2 });
    return visitor;
  }
  const newCode = (values: object = {}) => ({
    code: 'rentree15',
    startsOn: day(-1),
    endsOn: day(30),
    type: 'rate',
    value: 15,
    singleUse: false,
    ...values,
  });

  it('adds one that works in a cart at once, kept in capitals, without touching the catalogue', async () => {
    const version = t.app.catalogue.version;
    const added = await ok<Promo>(admin('POST', '/promo-codes', newCode()), 201);
    expect(added).toMatchObject({ code: 'RENTREE15', type: 'rate', value: 15, isActive: true, singleUse: false, status: 'active', orders: 0 });
    expect(t.app.catalogue.version).toBe(version);
    const cart = await (await shopper()).cart('PUT', '/cart/promo', { code: 'rentree15' });
    expect(cart.totals.discountCents).toBe(897);
    expect(cart.promo).toEqual({ code: 'RENTREE15', type: 'rate', value: 15 });
  });

  it('says which codes have not started, have expired or are switched off', async () => {
    await ok(admin('POST', '/promo-codes', newCode({ code: 'PLUSTARD', startsOn: day(3), endsOn: day(9) })), 201);
    await ok(admin('POST', '/promo-codes', newCode({ code: 'FINI', startsOn: day(-9), endsOn: day(-1), type: 'fixed', value: 500 })), 201);
    const list = await ok<Promo[]>(admin('GET', '/promo-codes'));
    expect(list.map((p) => p.code).slice(0, 2)).toEqual(['FINI', 'PLUSTARD']);
    expect(Object.fromEntries(list.map((p) => [p.code, p.status]))).toMatchObject({ FINI: 'expired', PLUSTARD: 'not_started', RENTREE15: 'active' });
  });

  it('refuses what the cart could not apply, naming the field', async () => {
    const refuse = (values: object, key: string, field: string, status = 400, code = 'invalid_parameter') =>
      admin('POST', '/promo-codes', newCode({ code: 'NOUVEAU', ...values })).then((response) =>
        expectRefusal(response, status, code, `back:parameters.${key}`, { field }),
      );
    await refuse({ value: 150 }, 'validation.promoRateTooHigh', 'value');
    await refuse({ value: 0 }, 'validation.promoValueInvalid', 'value');
    await refuse({ type: 'fixed', value: 2_000_000 }, 'validation.promoFixedTooHigh', 'value');
    await refuse({ startsOn: day(5), endsOn: day(4) }, 'validation.endsBeforeStart', 'endsOn');
    await refuse({ endsOn: '31/12/2030' }, 'validation.endsOnInvalid', 'endsOn');
    await refuse({ code: 'É-TÉ' }, 'validation.promoCodeInvalid', 'code');
    await refuse({ code: 'Rentree15' }, 'errors.codeTaken', 'code', 409, 'duplicate');
    expect(await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'NOUVEAU'))).toEqual([]);
  });

  it('switches one off: a cart holding it is told at its next change', async () => {
    const code = await ok<Promo>(admin('POST', '/promo-codes', newCode({ code: 'ETEINT' })), 201);
    const visitor = await shopper();
    await visitor.cart('PUT', '/cart/promo', { code: 'ETEINT' });
    const off = await ok<Promo>(admin('PATCH', `/promo-codes/${code.id}`, { isActive: false }));
    expect(off).toMatchObject({ isActive: false, status: 'off' });
    const cart = await visitor.cart('GET');
    expect(cart.promo).toBeNull();
    expect(cart.promoNotice).toBe('inactive');
    expect(await ok<Promo>(admin('PATCH', `/promo-codes/${code.id}`, { isActive: true }))).toMatchObject({ status: 'active' });
  });

  it('refuses to delete a code orders carry, naming them and pointing to the switch; deletes an unused one', async () => {
    const code = await ok<Promo>(admin('POST', '/promo-codes', newCode({ code: 'UTILISE' })), 201);
    const older = await insertOrder(t.db, { promoCode: 'UTILISE', createdAt: new Date(Date.now() - DAY_MS) });
    const newer = await insertOrder(t.db, { promoCode: 'UTILISE' });
    const refused = await admin('DELETE', `/promo-codes/${code.id}?lang=en`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      `Code used by 2 orders (${newer.number}, ${older.number}): it cannot be deleted; switch it off so that it no longer applies.`,
    );
    expect((await ok<Promo[]>(admin('GET', '/promo-codes'))).find((p) => p.id === code.id)?.orders).toBe(2);

    const unused = await ok<Promo>(admin('POST', '/promo-codes', newCode({ code: 'JAMAIS' })), 201);
    expect((await admin('DELETE', `/promo-codes/${unused.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(promoCodes).where(eq(promoCodes.id, unused.id))).toEqual([]);
  });
});

describe('the free-delivery threshold', () => {
  it('is read and saved in whole euros; carts and the storefront’s settings follow at once', async () => {
    expect(await ok(admin('GET', '/settings/free-delivery-threshold'))).toEqual({ amountEuros: 0 });
    const visitor = new Visitor(t.app);
    const product = await insertProduct(t.db, { priceCents: 4000, stock: [{ color: base.colors.navy, size: base.sizes.M, quantity: 10 }] });
    const before = await visitor.cart('POST', '/cart/lines', {
      productId: product.id,
      colorId: base.colors.navy.id,
      sizeId: base.sizes.M.id,
      quantity: 1,
    });
    expect(before.totals).toMatchObject({ freeShippingThresholdCents: null, freeShipping: false });

    expect(await ok(admin('PUT', '/settings/free-delivery-threshold', { amountEuros: 40 }))).toEqual({ amountEuros: 40 });
    expect(await ok(admin('GET', '/settings/free-delivery-threshold'))).toEqual({ amountEuros: 40 });
    expect((await store<Record<string, string>>('/settings')).thresholdAmount).toBe('40');
    expect((await visitor.cart('GET')).totals).toMatchObject({ freeShippingThresholdCents: 4000, freeShipping: true, shippingCents: 0 });

    await ok(admin('PUT', '/settings/free-delivery-threshold', { amountEuros: 0 }));
    expect((await visitor.cart('GET')).totals).toMatchObject({ freeShippingThresholdCents: null, freeShipping: false });
  });

  it('refuses what is not a whole number of euros', async () => {
    for (const amountEuros of [-1, 12.5, '80', 100_001]) {
      expectRefusal(
        await admin('PUT', '/settings/free-delivery-threshold', { amountEuros }),
        400,
        'invalid_parameter',
        'back:parameters.validation.thresholdInvalid',
        {
          field: 'amountEuros',
        },
      );
    }
  });
});

describe('who may', () => {
  it('refuses a collaborator (403) and a visitor (401) before anything is written', async () => {
    expectRefusal(
      await admin('POST', '/collections', { nameFr: 'Interdite', nameEn: 'Forbidden' }, collaborator),
      403,
      'forbidden',
      'back:errors.forbidden',
    );
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/free-delivery-threshold', payload: { amountEuros: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.select().from(collections).where(eq(collections.name, 'Interdite'))).toEqual([]);
    expect(await ok(admin('GET', '/settings/free-delivery-threshold'))).toEqual({ amountEuros: 0 });
  });
});
