import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { daysAgo, insertCatalogueBase, insertProduct, type ProductRow } from '../../../../tests/helpers/factories';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';

type Page = { items: { id: number; name: string; colors: { name: string }[] }[]; total: number };

let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;
let breton: ProductRow;
let sweat: ProductRow;
let tote: ProductRow;
let draft: ProductRow;
let brest: ProductRow;
let bresse: ProductRow;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  base = await insertCatalogueBase(t.db);
  const { navy, ecru, red } = base.colors;
  const { S, M, UNI } = base.sizes;
  breton = await insertProduct(t.db, {
    reference: 'MAR-BI-01',
    nameFr: 'Marinière Belle-Île',
    nameEn: 'Belle-Île Breton shirt',
    category: 'tshirts',
    collectionId: base.collections.summer.id,
    createdAt: daysAgo(20),
    stock: [
      { color: navy, size: S, quantity: 5 },
      { color: ecru, size: M, quantity: 0 },
    ],
  });
  sweat = await insertProduct(t.db, {
    nameFr: 'Sweat Atelier',
    nameEn: 'Atelier sweatshirt',
    category: 'sweatshirts',
    collectionId: base.collections.winter.id,
    createdAt: daysAgo(10),
    stock: [{ color: red, size: M, quantity: 2 }],
  });
  tote = await insertProduct(t.db, {
    nameFr: 'Tote bag brodé',
    nameEn: 'Embroidered tote bag',
    category: 'accessories',
    createdAt: daysAgo(5),
    stock: [{ color: ecru, size: UNI, quantity: 9 }],
  });
  draft = await insertProduct(t.db, { nameFr: 'Marinière prototype', nameEn: 'Prototype Breton shirt', isPublished: false });
  // Two words alike enough for a typo of one to be the other.
  brest = await insertProduct(t.db, { nameFr: 'T-shirt Brest', nameEn: 'Brest T-shirt', category: 'tshirts', stock: [] });
  bresse = await insertProduct(t.db, { nameFr: 'T-shirt Bresse', nameEn: 'Bresse T-shirt', category: 'tshirts', stock: [] });
  admin = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});

afterAll(async () => {
  await t?.close();
});

async function search(query: string, lang: 'fr' | 'en' = 'fr'): Promise<Page> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/store/search?${new URLSearchParams({ q: query, lang })}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Page>();
}
const found = async (query: string, lang: 'fr' | 'en' = 'fr') => (await search(query, lang)).items.map((item) => item.id);

describe('the storefront search', () => {
  it('finds a product by its name whatever the accents and the case', async () => {
    for (const query of ['marinière', 'mariniere', 'MARINIERE', 'Mariniere belle ile']) expect(await found(query), query).toEqual([breton.id]);
  });

  it('forgives a typo and finds a word from its beginning', async () => {
    expect(await found('sweet')).toContain(sweat.id);
    expect(await found('marinere')).toEqual([breton.id]);
    expect(await found('brod')).toEqual([tote.id]);
  });

  it('takes a word of the shop as typed, and corrects only a word that begins none', async () => {
    expect(await found('brest')).toEqual([brest.id]);
    expect(await found('bresse')).toEqual([bresse.id]);
    expect(await found('brets')).toContain(brest.id);
  });

  it('finds by English name, colour, category, collection and reference, in either language', async () => {
    expect(await found('breton shirt', 'en')).toEqual([breton.id]);
    expect(await found('navy', 'en')).toEqual([breton.id]);
    expect(await found('marine')).toEqual([breton.id]);
    expect(await found('rouge')).toEqual([sweat.id]);
    expect(await found('accessoires')).toEqual([tote.id]);
    expect(await found('bag', 'en')).toEqual([tote.id]);
    expect(await found('hiver')).toEqual([sweat.id]);
    expect(await found('winter', 'en')).toEqual([sweat.id]);
    expect(await found('mar-bi-01')).toEqual([breton.id]);
    // Stemmed: the plural finds the singular.
    expect(await found('sweatshirts', 'en')).toContain(sweat.id);
  });

  it('answers in the asked language, with every word required', async () => {
    const english = await search('breton', 'en');
    expect(english.items.map((item) => item.name)).toEqual(['Belle-Île Breton shirt']);
    expect(english.items[0]!.colors.map((color) => color.name)).toContain('Navy');
    expect(await found('mariniere rouge')).toEqual([]);
  });

  it('never finds a product that is not published', async () => {
    expect(await found('prototype')).toEqual([]);
    expect(await found('mariniere')).not.toContain(draft.id);
  });

  it('finds nothing for nothing searchable, and refuses what is not plain text', async () => {
    expect(await search('  -- ')).toMatchObject({ items: [], total: 0 });
    const refused = await t.app.inject({ method: 'GET', url: `/api/store/search?q=${encodeURIComponent('a\u0000b')}` });
    expect(refused.statusCode).toBe(400);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/store/search?q=${'a'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
  });

  it('filters and sorts the results as the lists do', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/store/search?q=ecru&sort=newest` });
    expect(page.json<Page>().items.map((item) => item.id)).toEqual([tote.id, breton.id]);
    // The breton shirt has ecru only in a size sold out: the colour filter keeps what can be bought.
    const filtered = await t.app.inject({ method: 'GET', url: `/api/store/search?q=ecru&color=${base.colors.ecru.id}` });
    expect(filtered.json<Page>().items.map((item) => item.id)).toEqual([tote.id]);
  });

  it('follows a colour renamed in the back office', async () => {
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/colors/${base.colors.red.id}`,
      headers: { cookie: admin },
      payload: { nameFr: 'Bordeaux', nameEn: 'Burgundy', code: '#7b1e2b' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('bordeaux')).toEqual([sweat.id]);
    expect(await found('burgundy', 'en')).toEqual([sweat.id]);
    expect(await found('rouge')).toEqual([]);
  });

  it('keeps its result pages away from search engines', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain('Disallow: /recherche');
  });
});
