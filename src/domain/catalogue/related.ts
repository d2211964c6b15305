import type { CatalogueProduct, CatalogueSnapshot } from './types';

/**
 * "You may also like": other products of the same collection, those that can still be bought
 * first, then the newest. A product outside any collection gets none.
 */
export function relatedProducts(snapshot: CatalogueSnapshot, product: CatalogueProduct, limit = 4): CatalogueProduct[] {
  if (product.collectionId === null) return [];
  const buyable = (p: CatalogueProduct) => (p.stock.some((s) => s.quantity > 0) ? 0 : 1);
  return snapshot.products
    .filter((p) => p.id !== product.id && p.collectionId === product.collectionId)
    .sort((a, b) => buyable(a) - buyable(b) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, limit);
}
