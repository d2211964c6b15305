import { describe, expect, it } from 'vitest';
import { listFacets } from './list-facets';
import { fixtureProduct, fixtureSnapshot } from './snapshot-fixture';

const shirt = fixtureProduct({
  id: 1,
  collectionId: 1,
  stock: [
    { colorId: 1, sizeId: 13, quantity: 4 },
    { colorId: 1, sizeId: 11, quantity: 2 },
    // White is offered but sold out everywhere.
    { colorId: 2, sizeId: 12, quantity: 0 },
  ],
});
const sweat = fixtureProduct({ id: 2, collectionId: 2, stock: [{ colorId: 3, sizeId: 12, quantity: 1 }] });
const loose = fixtureProduct({ id: 3, collectionId: null, stock: [] });
const snapshot = fixtureSnapshot([shirt, sweat, loose]);

describe('listFacets', () => {
  it('offers only the colours and sizes that can still be bought', () => {
    const facets = listFacets(snapshot, [shirt], 'fr');
    expect(facets.colors).toEqual([{ id: 1, name: 'Marine', code: '#1f2a44' }]);
    expect(facets.sizes.map((s) => s.name)).toEqual(['S', 'L']);
  });

  it('lists sizes in the spec order and colour names in the page language', () => {
    const facets = listFacets(snapshot, [shirt, sweat], 'en');
    expect(facets.sizes.map((s) => s.name)).toEqual(['S', 'M', 'L']);
    expect(facets.colors.map((c) => c.name)).toEqual(['Navy', 'Brick red']);
  });

  it('offers the collections of the listed products, by name', () => {
    expect(listFacets(snapshot, [shirt, sweat, loose], 'fr').collections).toEqual([
      { id: 2, name: 'Atlantique' },
      { id: 1, name: 'Bretonne' },
    ]);
  });

  it('offers nothing for an empty list', () => {
    expect(listFacets(snapshot, [], 'fr')).toEqual({ colors: [], sizes: [], collections: [] });
  });
});
