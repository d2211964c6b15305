import { describe, expect, it } from 'vitest';
import { fixtureProduct, fixtureSnapshot } from '../../domain/catalogue/snapshot-fixture';
import { openParcel, stockParcel, wholeParcel } from './catalogue-parcel';

const catalogue = () =>
  fixtureSnapshot([
    fixtureProduct({
      id: 7,
      media: [{ id: 70, fileName: 'p7.webp', colorId: 1, position: 0, isCardImage: true }],
      stock: [
        { colorId: 1, sizeId: 11, quantity: 3 },
        { colorId: 2, sizeId: 12, quantity: 0 },
      ],
    }),
    fixtureProduct({ id: 9, stock: [{ colorId: 3, sizeId: 16, quantity: 12 }] }),
    fixtureProduct({ id: 4 }),
  ]);

describe('the catalogue sent to a render thread', () => {
  it('arrives whole as the main thread holds it, its lookup by id included', () => {
    const snapshot = catalogue();
    const held = openParcel(wholeParcel(3, 2, snapshot), null);
    expect(held).toMatchObject({ version: 3, content: 2 });
    expect(held.snapshot).toEqual(snapshot);
    expect(held.snapshot.productsById.get(9)).toBe(held.snapshot.products[1]);
  });

  it('takes the new stock alone onto a copy of the same content, and keeps the rest of that copy', () => {
    const held = openParcel(wholeParcel(3, 2, catalogue()), null);
    const sold = catalogue();
    sold.products[0]!.stock = [{ colorId: 1, sizeId: 11, quantity: 1 }];
    sold.products[1]!.stock = [];
    sold.loadedAt = new Date('2025-03-02T08:00:00Z');

    const next = openParcel(stockParcel(4, 2, sold), held);

    expect(next).toMatchObject({ version: 4, content: 2 });
    expect(next.snapshot.products.map((p) => [p.id, p.stock])).toEqual([
      [7, [{ colorId: 1, sizeId: 11, quantity: 1 }]],
      [9, []],
      [4, []],
    ]);
    expect(next.snapshot.productsById.get(7)).toBe(next.snapshot.products[0]);
    expect(next.snapshot.products[0]!.media).toBe(held.snapshot.products[0]!.media);
    expect(next.snapshot.loadedAt).toEqual(sold.loadedAt);
    // The copy it was made from is left as it was: a page rendering from it meanwhile sees one catalogue.
    expect(held.snapshot.products[1]!.stock).toEqual([{ colorId: 3, sizeId: 16, quantity: 12 }]);
  });

  it('refuses stock meant for another content', () => {
    const held = openParcel(wholeParcel(3, 2, catalogue()), null);
    expect(() => openParcel(stockParcel(5, 3, catalogue()), held)).toThrow(/content 3 came for content 2/);
    expect(() => openParcel(stockParcel(5, 3, catalogue()), null)).toThrow(/content 3 came for content none/);
  });
});
