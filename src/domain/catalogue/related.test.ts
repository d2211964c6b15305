import { describe, expect, it } from 'vitest';
import { relatedProducts } from './related';
import { fixtureProduct, fixtureSnapshot } from './snapshot-fixture';

const inStock = [{ colorId: 1, sizeId: 11, quantity: 3 }];
const soldOut = [{ colorId: 1, sizeId: 11, quantity: 0 }];
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

const current = fixtureProduct({ id: 1, collectionId: 1, stock: inStock, createdAt: day(1) });
const products = [
  current,
  fixtureProduct({ id: 2, collectionId: 1, stock: inStock, createdAt: day(2) }),
  fixtureProduct({ id: 3, collectionId: 1, stock: soldOut, createdAt: day(9) }),
  fixtureProduct({ id: 4, collectionId: 1, stock: inStock, createdAt: day(5) }),
  fixtureProduct({ id: 5, collectionId: 2, stock: inStock, createdAt: day(8) }),
  fixtureProduct({ id: 6, collectionId: 1, stock: inStock, createdAt: day(3) }),
  fixtureProduct({ id: 7, collectionId: 1, stock: inStock, createdAt: day(4) }),
];
const snapshot = fixtureSnapshot(products);

describe('relatedProducts', () => {
  it('suggests up to 4 others of the same collection, buyable and newest first', () => {
    expect(relatedProducts(snapshot, current).map((p) => p.id)).toEqual([4, 7, 6, 2]);
  });

  it('shows a sold-out product only when there is room left', () => {
    expect(relatedProducts(snapshot, current, 10).map((p) => p.id)).toEqual([4, 7, 6, 2, 3]);
  });

  it('suggests nothing for a product outside any collection', () => {
    const loose = fixtureProduct({ id: 8, collectionId: null });
    expect(relatedProducts(fixtureSnapshot([...products, loose]), loose)).toEqual([]);
  });
});
