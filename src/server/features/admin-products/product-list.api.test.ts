import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import { countQueries } from '../../../../tests/helpers/database';
import { daysAgo, insertProduct, insertSettings } from '../../../../tests/helpers/factories';
import type { StaffProductPage } from '../../../domain/products/staff-products';
import { type CatalogueBase, openProductsApi, type StaffCall } from './products-test-kit';

let t: TestApp;
let base: CatalogueBase;
let call: StaffCall;

beforeAll(async () => {
  ({ t, base, call } = await openProductsApi('collaborator'));
});
afterAll(() => t?.close());

const list = async (query: string): Promise<StaffProductPage> => {
  const response = await call('GET', `/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const references = (page: StaffProductPage) => page.items.map((item) => item.reference);

describe('the staff product list', () => {
  it('shows each product with its card picture, total stock, low-stock variants, publication and date', async () => {
    const { navy, ecru } = base.colors;
    const { S, M, L } = base.sizes;
    const product = await insertProduct(t.db, {
      reference: 'LIST-VUE-1',
      nameFr: 'Vue détaillée',
      priceCents: 3490,
      isPublished: false,
      createdAt: new Date('2026-02-03T10:00:00Z'),
      stock: [
        { color: navy, size: S, quantity: 10 },
        { color: navy, size: M, quantity: 3 },
        { color: ecru, size: L, quantity: 0 },
      ],
      media: [{ color: navy }, { color: ecru, isCardImage: true }],
    });
    const [item] = (await list('q=LIST-VUE-1')).items;
    expect(item).toEqual({
      id: product.id,
      reference: 'LIST-VUE-1',
      nameFr: 'Vue détaillée',
      nameEn: product.nameEn,
      priceCents: 3490,
      totalStock: 13,
      lowStockVariants: 2,
      published: false,
      archived: false,
      createdAt: '2026-02-03T10:00:00.000Z',
      image: product.media[1]!.fileName,
    });
    // Without a chosen card picture, the first one; without pictures, none.
    const plain = await insertProduct(t.db, { reference: 'LIST-VUE-2', media: [{}, {}] });
    expect((await list('q=LIST-VUE-2')).items[0]!.image).toBe(plain.media[0]!.fileName);
    await insertProduct(t.db, { reference: 'LIST-VUE-3' });
    expect((await list('q=LIST-VUE-3')).items[0]).toMatchObject({ image: null, totalStock: 0, lowStockVariants: 0 });
  });

  it("flags the variants at or under the site's low-stock threshold, the one the dashboard and the morning mail use", async () => {
    const { navy } = base.colors;
    const { S, M, L } = base.sizes;
    await insertProduct(t.db, {
      reference: 'LIST-SEUIL',
      stock: [
        { color: navy, size: S, quantity: 10 },
        { color: navy, size: M, quantity: 4 },
        { color: navy, size: L, quantity: 3 },
      ],
    });
    expect(await list('q=LIST-SEUIL')).toMatchObject({ lowStockThreshold: 3, items: [{ lowStockVariants: 1 }] });
    await insertSettings(t.db, { lowStockThreshold: '10' });
    try {
      expect(await list('q=LIST-SEUIL')).toMatchObject({ lowStockThreshold: 10, items: [{ lowStockVariants: 3 }] });
      expect((await call('GET', '/dashboard')).json()).toMatchObject({ lowStock: { threshold: 10 } });
    } finally {
      await insertSettings(t.db, { lowStockThreshold: '3' });
    }
  });

  it('searches by reference, name in either language, or price typed either way', async () => {
    await insertProduct(t.db, { reference: 'CHERCHE-A1', nameFr: 'Sweat Ouessant', nameEn: 'Ushant Sweatshirt', priceCents: 6790 });
    await insertProduct(t.db, { reference: 'CHERCHE-B2', nameFr: 'Bonnet Pêcheur', nameEn: 'Fisherman Beanie', priceCents: 2490 });
    expect(references(await list('q=cherche-a'))).toEqual(['CHERCHE-A1']);
    expect(references(await list('q=ouessant'))).toEqual(['CHERCHE-A1']);
    expect(references(await list('q=FISHERMAN'))).toEqual(['CHERCHE-B2']);
    expect(references(await list('q=67,90'))).toEqual(['CHERCHE-A1']);
    expect(references(await list('q=67.90'))).toEqual(['CHERCHE-A1']);
    expect(references(await list('q=67.9'))).toEqual(['CHERCHE-A1']);
    // A % typed in the search is a percent sign, not "anything".
    expect((await list('q=%25')).total).toBe(0);
  });

  it('sorts by date, price or total stock, either way, 10 a page without repeating or skipping', async () => {
    const { navy } = base.colors;
    const { M } = base.sizes;
    const made = [];
    for (let n = 0; n < 12; n++) {
      made.push(
        await insertProduct(t.db, {
          reference: `TRI-${String(n).padStart(2, '0')}`,
          nameFr: `Tri ${n}`,
          priceCents: 1000 + ((n * 7) % 12) * 100,
          createdAt: daysAgo(n),
          stock: [{ color: navy, size: M, quantity: (n * 5) % 12 }],
        }),
      );
    }
    const first = await list('q=tri-&sort=date&dir=desc');
    expect(first).toMatchObject({ total: 12, hasMore: true });
    expect(first.items).toHaveLength(10);
    const second = await list('q=tri-&sort=date&dir=desc&page=2');
    expect(second.hasMore).toBe(false);
    expect([...references(first), ...references(second)]).toEqual(made.map((p) => p.reference));

    const byPrice = references(await list('q=tri-&sort=price&dir=asc'));
    const prices = [...made].sort((a, b) => a.priceCents - b.priceCents).map((p) => p.reference);
    expect(byPrice).toEqual(prices.slice(0, 10));
    const byStock = (await list('q=tri-&sort=stock&dir=desc')).items.map((item) => item.totalStock);
    expect(byStock).toEqual([...byStock].sort((a, b) => b - a));
    expect(byStock[0]).toBe(11);
  });

  it('leaves archived products out unless they are asked for', async () => {
    await insertProduct(t.db, { reference: 'ARCH-LIST-1', isPublished: false, archivedAt: new Date() });
    await insertProduct(t.db, { reference: 'ARCH-LIST-2' });
    expect(references(await list('q=arch-list'))).toEqual(['ARCH-LIST-2']);
    const archived = await list('q=arch-list&view=archived');
    expect(references(archived)).toEqual(['ARCH-LIST-1']);
    expect(archived.items[0]!.archived).toBe(true);
  });

  it('asks the database the same few queries whatever the page, sort or search', async () => {
    const firstPage = await countQueries(t.db, () => list('q=tri-'));
    expect(await countQueries(t.db, () => list('q=tri-&page=2&sort=stock&dir=asc'))).toBe(firstPage);
    expect(await countQueries(t.db, () => list('sort=price&view=archived'))).toBe(firstPage);
    // The staff session check, the low-stock threshold, then the page and its count.
    expect(firstPage).toBeLessThanOrEqual(5);
  });

  it('refuses a sort or a view it does not know', async () => {
    expect((await call('GET', '/products?sort=name')).statusCode).toBe(400);
    expect((await call('GET', '/products?view=deleted')).statusCode).toBe(400);
  });
});
