import { describe, expect, it } from 'vitest';
import { listProducts, newestFirst, productsFound, productsMatching } from './listing';
import { fixtureProduct, fixtureSnapshot } from './snapshot-fixture';

const now = new Date('2025-03-01T12:00:00Z');
const day = (d: number) => new Date(Date.UTC(2025, 1, d));

const snapshot = fixtureSnapshot(
  [
    fixtureProduct({ id: 1, createdAt: day(1), stock: [{ colorId: 1, sizeId: 11, quantity: 2 }] }),
    fixtureProduct({ id: 2, createdAt: day(20), category: 'sweatshirts', stock: [{ colorId: 2, sizeId: 12, quantity: 1 }] }),
    fixtureProduct({ id: 3, createdAt: day(10), stock: [{ colorId: 1, sizeId: 12, quantity: 0 }] }),
    fixtureProduct({ id: 4, createdAt: day(10), collectionId: 2, stock: [{ colorId: 1, sizeId: 13, quantity: 5 }] }),
  ].sort(newestFirst),
);
const ids = (products: { id: number }[]) => products.map((p) => p.id);

describe('the products a list is made of', () => {
  it('holds the newest first, the later id first on the same day', () => {
    expect(ids(snapshot.products)).toEqual([2, 4, 3, 1]);
  });

  it('are the products its filters keep, a colour only where it can be bought', () => {
    expect(ids(productsMatching(snapshot, { category: 'tshirts' }, now)).sort()).toEqual([1, 3, 4]);
    expect(ids(productsMatching(snapshot, { color: 1 }, now)).sort()).toEqual([1, 4]);
    expect(ids(productsMatching(snapshot, { collection: 2 }, now))).toEqual([4]);
  });

  it('are, for a search, the published products found that the filters keep, best match first', () => {
    expect(ids(productsFound(snapshot, [3, 99, 1, 2], {}, now))).toEqual([3, 1, 2]);
    expect(ids(productsFound(snapshot, [3, 99, 1, 2], { category: 'tshirts', color: 1 }, now))).toEqual([1]);
  });

  it('are paged in the order asked', () => {
    const page = (sort: 'newest' | 'price_asc') => ids(listProducts(snapshot, { sort, offset: 1, limit: 2 }, 'fr', now).items);
    expect(page('newest')).toEqual([4, 3]);
    expect(listProducts(snapshot, { sort: 'newest', offset: 0, limit: 2 }, 'fr', now).total).toBe(4);
  });
});
