import type { CatalogueSnapshot, Collection } from './types';

/** The collections the storefront's menu offers: those with a product on sale, since an empty one leads to an empty page. */
export function collectionsWithProducts(snapshot: Pick<CatalogueSnapshot, 'products' | 'collections'>): Collection[] {
  const used = new Set(snapshot.products.map((product) => product.collectionId));
  return snapshot.collections.filter((collection) => used.has(collection.id));
}
