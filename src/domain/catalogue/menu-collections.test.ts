import { describe, expect, it } from 'vitest';
import { collectionsWithProducts } from './menu-collections';
import type { CatalogueSnapshot } from './types';

const collection = (id: number, name: string) => ({ id, name, nameEn: name, descriptionFr: '', descriptionEn: '' });

describe('the collections of the storefront menu', () => {
  it('are those with a product on sale: an empty collection is left out', () => {
    const snapshot = {
      collections: [collection(1, 'Été'), collection(2, 'Vide'), collection(3, 'Hiver')],
      products: [{ collectionId: 3 }, { collectionId: 1 }, { collectionId: null }],
    } as unknown as Pick<CatalogueSnapshot, 'products' | 'collections'>;
    expect(collectionsWithProducts(snapshot).map((c) => c.name)).toEqual(['Été', 'Hiver']);
  });
});
