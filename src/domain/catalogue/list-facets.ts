import type { Locale } from '../locale';
import { localizeColor, localizedCollections } from './localize';
import type { CatalogueProduct, CatalogueSnapshot, LocalizedColor } from './types';

/** The choices a list's filter bar offers. */
export type ListFacets = {
  colors: LocalizedColor[];
  /** In the spec's size order. */
  sizes: { id: number; name: string }[];
  collections: { id: number; name: string }[];
};

/**
 * The colours and sizes that can still be bought among a section's products, and the
 * collections those products belong to: a choice that could only lead to an empty list is not
 * offered. Colours by id and sizes in the spec's order (as the snapshot holds them), collections
 * by their name in the page's language.
 */
export function listFacets(snapshot: CatalogueSnapshot, products: readonly CatalogueProduct[], locale: Locale): ListFacets {
  const colorIds = new Set<number>();
  const sizeIds = new Set<number>();
  const collectionIds = new Set<number>();
  for (const product of products) {
    if (product.collectionId !== null) collectionIds.add(product.collectionId);
    for (const row of product.stock) {
      if (row.quantity <= 0) continue;
      colorIds.add(row.colorId);
      sizeIds.add(row.sizeId);
    }
  }
  return {
    colors: snapshot.colors.filter((c) => colorIds.has(c.id)).map((c) => localizeColor(c, locale)),
    sizes: snapshot.sizes.filter((s) => sizeIds.has(s.id)).map(({ id, name }) => ({ id, name })),
    collections: localizedCollections(
      snapshot.collections.filter((c) => collectionIds.has(c.id)),
      locale,
    ).map(({ id, name }) => ({ id, name })),
  };
}
