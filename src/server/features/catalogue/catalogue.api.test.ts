import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { daysAgo, insertCatalogueBase, insertProduct, insertSettings, type MediaRow, type ProductRow } from '../../../../tests/helpers/factories';
import enErrors from '../../../i18n/en/errors';
import frErrors from '../../../i18n/fr/errors';

type Card = {
  id: number;
  name: string;
  priceCents: number;
  inStock: boolean;
  isNew: boolean;
  image: string | null;
  colors: { id: number; name: string; available: boolean }[];
};
type Page = { items: Card[]; total: number; offset: number; limit: number };
type ApiError = { error: { code: string; message: string; field?: string } };

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;
/** The published catalogue of this file, named for what each product is there to show. */
let shirt: ProductRow & { media: MediaRow[] };
let sweat: ProductRow;
let tote: ProductRow;
let soldOut: ProductRow;
let redSweat: ProductRow;
let draft: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  const { navy, ecru, red } = base.colors;
  const { XS, S, M, L, XL, UNI } = base.sizes;
  const { summer, winter } = base.collections;

  shirt = await insertProduct(t.db, {
    nameFr: 'Marinière',
    nameEn: 'Breton shirt',
    category: 'tshirts',
    collectionId: summer.id,
    priceCents: 2990,
    createdAt: daysAgo(10),
    showOnHome: true,
    // Navy in S and ecru in M, but navy M is sold out: the variant filter must see that.
    stock: [
      { color: navy, size: S, quantity: 5 },
      { color: navy, size: M, quantity: 0 },
      { color: ecru, size: M, quantity: 3 },
    ],
    media: [{ color: ecru }, { color: navy, isCardImage: true }],
  });
  sweat = await insertProduct(t.db, {
    nameFr: 'Sweat Atelier',
    nameEn: 'Atelier sweatshirt',
    descriptionFr: 'Molleton gratté',
    descriptionEn: 'Brushed fleece',
    category: 'sweatshirts',
    collectionId: winter.id,
    priceCents: 5990,
    compareAtPriceCents: 6990,
    createdAt: daysAgo(100),
    // Inserted out of size order on purpose.
    stock: [
      { color: red, size: base.sizes['3XL'], quantity: 1 },
      { color: navy, size: L, quantity: 2 },
      { color: navy, size: base.sizes['2XL'], quantity: 0 },
      { color: red, size: XL, quantity: 4 },
      { color: navy, size: XS, quantity: 1 },
    ],
  });
  tote = await insertProduct(t.db, {
    nameFr: 'Tote bag',
    nameEn: 'Tote bag',
    category: 'accessories',
    priceCents: 1990,
    createdAt: daysAgo(5),
    showOnHome: true,
    stock: [{ color: ecru, size: UNI, quantity: 10 }],
  });
  soldOut = await insertProduct(t.db, {
    nameFr: 'T-shirt épuisé',
    nameEn: 'Sold-out T-shirt',
    category: 'tshirts',
    collectionId: summer.id,
    priceCents: 2490,
    createdAt: daysAgo(200),
    stock: [
      { color: red, size: M, quantity: 0 },
      { color: navy, size: L, quantity: 0 },
    ],
  });
  redSweat = await insertProduct(t.db, {
    nameFr: 'Sweat rouge',
    nameEn: 'Red sweatshirt',
    category: 'sweatshirts',
    collectionId: summer.id,
    priceCents: 4990,
    createdAt: daysAgo(30),
    stock: [
      { color: red, size: M, quantity: 2 },
      { color: navy, size: S, quantity: 0 },
    ],
  });
  // Unpublished: newest, on the home page, in stock in navy M; it must show up nowhere.
  draft = await insertProduct(t.db, {
    nameFr: 'Brouillon',
    nameEn: 'Draft',
    category: 'tshirts',
    collectionId: summer.id,
    priceCents: 990,
    createdAt: daysAgo(1),
    showOnHome: true,
    isPublished: false,
    stock: [{ color: navy, size: M, quantity: 9 }],
  });
  await insertSettings(t.db, { 'name company': 'Atelier Test', 'home title': 'Bienvenue' });
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

async function listIds(query: string): Promise<number[]> {
  const { status, body } = await get<Page>(`/api/store/products${query}`);
  expect(status).toBe(200);
  return body.items.map((item) => item.id);
}

describe('GET /api/store/products', () => {
  it('lists the published products, newest first by default', async () => {
    const { body } = await get<Page>('/api/store/products');
    expect(body.items.map((p) => p.id)).toEqual([tote.id, shirt.id, redSweat.id, sweat.id, soldOut.id]);
    expect(body).toMatchObject({ total: 5, offset: 0, limit: 16 });
  });

  it('filters by category', async () => {
    expect(await listIds('?category=tshirts')).toEqual([shirt.id, soldOut.id]);
    expect(await listIds('?category=sweatshirts')).toEqual([redSweat.id, sweat.id]);
    expect(await listIds('?category=accessories')).toEqual([tote.id]);
  });

  it('filters by colour and by size, keeping only what can be bought', async () => {
    const { navy } = base.colors;
    expect(await listIds(`?color=${navy.id}`)).toEqual([shirt.id, sweat.id]);
    expect(await listIds(`?size=${base.sizes.M.id}`)).toEqual([shirt.id, redSweat.id]);
  });

  it('reads colour + size as "available in that variant"', async () => {
    const { navy, ecru, red } = base.colors;
    const M = base.sizes.M.id;
    // The Breton shirt has navy and has M in stock, but navy M is sold out.
    expect(await listIds(`?color=${navy.id}&size=${M}`)).toEqual([]);
    expect(await listIds(`?color=${ecru.id}&size=${M}`)).toEqual([shirt.id]);
    expect(await listIds(`?color=${red.id}&size=${M}`)).toEqual([redSweat.id]);
  });

  it('filters by collection, new arrivals and home-page products', async () => {
    expect(await listIds(`?collection=${base.collections.summer.id}`)).toEqual([shirt.id, redSweat.id, soldOut.id]);
    expect(await listIds('?new=true')).toEqual([tote.id, shirt.id, redSweat.id]);
    expect(await listIds('?home=1')).toEqual([tote.id, shirt.id]);
  });

  it('sorts by price up and down', async () => {
    expect(await listIds('?sort=price_asc')).toEqual([tote.id, soldOut.id, shirt.id, redSweat.id, sweat.id]);
    expect(await listIds('?sort=price_desc')).toEqual([sweat.id, redSweat.id, shirt.id, soldOut.id, tote.id]);
    expect(await listIds('?sort=newest')).toEqual([tote.id, shirt.id, redSweat.id, sweat.id, soldOut.id]);
  });

  it('pages with offset and limit, and always tells the total', async () => {
    const first = await get<Page>('/api/store/products?limit=2');
    expect(first.body).toMatchObject({ total: 5, offset: 0, limit: 2 });
    expect(first.body.items.map((p) => p.id)).toEqual([tote.id, shirt.id]);
    expect(await listIds('?offset=2&limit=2')).toEqual([redSweat.id, sweat.id]);
    expect(await listIds('?offset=4&limit=2')).toEqual([soldOut.id]);
    const beyond = await get<Page>('/api/store/products?offset=10');
    expect(beyond.body).toMatchObject({ items: [], total: 5 });
  });

  it('describes each card in the caller’s language, with its card picture, stock and colours', async () => {
    const fr = await get<Page>('/api/store/products?lang=fr');
    const en = await get<Page>('/api/store/products', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(fr.body.items.find((p) => p.id === shirt.id)).toMatchObject({
      name: 'Marinière',
      image: shirt.media.find((m) => m.isCardImage)!.fileName,
      inStock: true,
      isNew: true,
      colors: [
        { id: base.colors.navy.id, name: 'Marine', available: true },
        { id: base.colors.ecru.id, name: 'Écru', available: true },
      ],
    });
    expect(en.body.items.find((p) => p.id === shirt.id)?.name).toBe('Breton shirt');
    expect(en.body.items.find((p) => p.id === soldOut.id)).toMatchObject({
      inStock: false,
      isNew: false,
      image: null,
      colors: [
        { name: 'Navy', available: false },
        { name: 'Red', available: false },
      ],
    });
  });

  it('never shows an unpublished product', async () => {
    const everything = await get<Page>('/api/store/products?limit=100');
    expect(everything.body.items.map((p) => p.id)).not.toContain(draft.id);
    expect(await listIds(`?color=${base.colors.navy.id}&size=${base.sizes.M.id}`)).not.toContain(draft.id);
    expect(await listIds('?home=true')).not.toContain(draft.id);
    const detail = await get<ApiError>(`/api/store/products/${draft.id}`);
    expect(detail.status).toBe(404);
  });
});

describe('GET /api/store/products/:id', () => {
  type Detail = Card & {
    description: string;
    compareAtPriceCents: number | null;
    sizes: { id: number; name: string; available: boolean }[];
    media: { fileName: string; colorId: number | null; isCardImage: boolean }[];
    stock: { colorId: number; sizeId: number; quantity: number }[];
  };

  it('gives the product with its sizes in the spec’s order, their availability, and its stock', async () => {
    const { status, body } = await get<Detail>(`/api/store/products/${sweat.id}?lang=en`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: sweat.id,
      name: 'Atelier sweatshirt',
      description: 'Brushed fleece',
      priceCents: 5990,
      compareAtPriceCents: 6990,
      collection: { id: base.collections.winter.id, name: 'Winter' },
    });
    expect(body.sizes).toEqual([
      { id: base.sizes.XS.id, name: 'XS', available: true },
      { id: base.sizes.L.id, name: 'L', available: true },
      { id: base.sizes.XL.id, name: 'XL', available: true },
      { id: base.sizes['2XL'].id, name: '2XL', available: false },
      { id: base.sizes['3XL'].id, name: '3XL', available: true },
    ]);
    expect(body.colors).toEqual([
      { id: base.colors.navy.id, name: 'Navy', code: '#1f2a44', available: true },
      { id: base.colors.red.id, name: 'Red', code: '#b3262e', available: true },
    ]);
    expect(body.stock).toHaveLength(5);
    expect(body.stock).toContainEqual({ colorId: base.colors.red.id, sizeId: base.sizes.XL.id, quantity: 4 });
  });

  it('gives the pictures in their order, each with its colour', async () => {
    const { body } = await get<Detail>(`/api/store/products/${shirt.id}?lang=fr`);
    expect(body.media).toEqual([
      { id: shirt.media[0]!.id, fileName: shirt.media[0]!.fileName, colorId: base.colors.ecru.id, isCardImage: false },
      { id: shirt.media[1]!.id, fileName: shirt.media[1]!.fileName, colorId: base.colors.navy.id, isCardImage: true },
    ]);
    expect(body.sizes.map((s) => [s.name, s.available])).toEqual([
      ['S', true],
      ['M', true],
    ]);
  });

  it('answers 404 with a translated message for an unknown product', async () => {
    const fr = await get<ApiError>('/api/store/products/999999', { 'accept-language': 'fr-FR' });
    expect(fr.status).toBe(404);
    expect(fr.body.error).toEqual({ code: 'product_not_found', message: frErrors.productNotFound });
    const en = await get<ApiError>('/api/store/products/999999?lang=en', { 'accept-language': 'fr-FR' });
    expect(en.body.error.message).toBe(enErrors.productNotFound);
  });
});

describe('invalid parameters', () => {
  const invalid = (field: string, messages: { invalidParameter: string }) => messages.invalidParameter.replace('{{field}}', field);

  it.each([
    ['/api/store/products?color=abc', 'color'],
    ['/api/store/products?size=-1', 'size'],
    ['/api/store/products?sort=cheapest', 'sort'],
    ['/api/store/products?limit=0', 'limit'],
    ['/api/store/products?limit=101', 'limit'],
    ['/api/store/products?offset=-5', 'offset'],
    ['/api/store/products?category=shoes', 'category'],
    ['/api/store/products/abc', 'id'],
  ])('%s answers 400 naming the field %s', async (url, field) => {
    const { status, body } = await get<ApiError>(url, { 'accept-language': 'en' });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'invalid_parameter', field, message: invalid(field, enErrors) });
  });

  it('explains in French to a French browser, and in the language chosen with ?lang=', async () => {
    const french = await get<ApiError>('/api/store/products?color=abc', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(french.body.error.message).toBe(invalid('color', frErrors));
    const chosen = await get<ApiError>('/api/store/products?color=abc&lang=fr', { 'accept-language': 'en' });
    expect(chosen.body.error.message).toBe(invalid('color', frErrors));
    const english = await get<ApiError>('/api/store/products?color=abc&lang=en', { 'accept-language': 'fr' });
    expect(english.body.error.message).toBe(invalid('color', enErrors));
  });
});

describe('reference data', () => {
  it('lists every colour with its name in the caller’s language', async () => {
    const fr = await get<{ name: string; code: string }[]>('/api/store/colors', { 'accept-language': 'fr' });
    expect(fr.body).toEqual([
      { id: base.colors.navy.id, name: 'Marine', code: '#1f2a44' },
      { id: base.colors.ecru.id, name: 'Écru', code: '#f3ecdc' },
      { id: base.colors.red.id, name: 'Rouge', code: '#b3262e' },
    ]);
    const en = await get<{ name: string }[]>('/api/store/colors?lang=en');
    expect(en.body.map((c) => c.name)).toEqual(['Navy', 'Ecru', 'Red']);
  });

  it('lists the sizes in the spec’s order', async () => {
    const { body } = await get<{ id: number; name: string }[]>('/api/store/sizes');
    expect(body.map((s) => s.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI']);
    expect(body[0]).toEqual({ id: base.sizes.XS.id, name: 'XS' });
  });

  it('lists the collections with their name and description in the caller’s language', async () => {
    const { body } = await get<unknown[]>('/api/store/collections?lang=en');
    expect(body).toEqual([
      { id: base.collections.summer.id, name: 'Summer', description: 'Linen and light cotton' },
      { id: base.collections.winter.id, name: 'Winter', description: 'Organic fleece' },
    ]);
    const fr = await get<{ name: string; description: string }[]>('/api/store/collections?lang=fr');
    expect(fr.body.map((c) => [c.name, c.description])).toEqual([
      ['Été', 'Lin et coton léger'],
      ['Hiver', 'Molleton bio'],
    ]);
  });

  it('gives the public settings under their spec keys', async () => {
    const { status, body } = await get<Record<string, string>>('/api/store/settings');
    expect(status).toBe(200);
    expect(body).toEqual({ 'name company': 'Atelier Test', 'home title': 'Bienvenue' });
  });
});
