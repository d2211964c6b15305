import { z } from 'zod';
import type { Locale } from '../locale';
import { MAX_LIMIT, PAGE_SIZE, SEARCH_SORTS, SORTS, type Sort } from './list-constants';
import { isNewProduct, toProductCard } from './localize';
import { CATEGORIES, type CatalogueProduct, type CatalogueSnapshot, type ProductCard } from './types';
import { rowIdParam } from '../ids';
import { plainText } from '../plain-text';
import { STORE_SEARCH_MAX_LENGTH } from './search';

const id = rowIdParam;

/** The product-list query, shared by the API route and the storefront loaders. */
export const productQuerySchema = z.object({
  category: z.enum(CATEGORIES).optional(),
  color: id.optional(),
  size: id.optional(),
  collection: id.optional(),
  new: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  home: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  sort: z.enum(SORTS).default('newest'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(PAGE_SIZE),
});
export type ProductQuery = z.output<typeof productQuerySchema>;

export type ProductPage = { items: ProductCard[]; total: number; offset: number; limit: number };

/**
 * Colour and size filters keep the products a customer can actually buy in that colour, that
 * size, or that combination: a sold-out variant would only disappoint.
 */
function matches(product: CatalogueProduct, query: Omit<ProductQuery, 'sort' | 'offset' | 'limit'>, now: Date): boolean {
  if (query.category && product.category !== query.category) return false;
  if (query.collection && product.collectionId !== query.collection) return false;
  if (query.new && !isNewProduct(product, now)) return false;
  if (query.home && !product.showOnHome) return false;
  if (query.color || query.size) {
    return product.stock.some(
      (s) => s.quantity > 0 && (query.color === undefined || s.colorId === query.color) && (query.size === undefined || s.sizeId === query.size),
    );
  }
  return true;
}

/**
 * The lists' default order. The snapshot holds its products in it already (catalogue/repo.ts), so
 * sorting a list that way walks it once instead of comparing 10,000 products n log n times.
 */
export const newestFirst = (a: CatalogueProduct, b: CatalogueProduct) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

const comparators: Record<Sort, (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  newest: newestFirst,
  price_asc: (a, b) => a.priceCents - b.priceCents || comparators.newest(a, b),
  price_desc: (a, b) => b.priceCents - a.priceCents || comparators.newest(a, b),
};

function pageOf(snapshot: CatalogueSnapshot, found: CatalogueProduct[], query: Pick<ProductQuery, 'offset' | 'limit'>, locale: Locale, now: Date) {
  return {
    items: found.slice(query.offset, query.offset + query.limit).map((p) => toProductCard(snapshot, p, locale, now)),
    total: found.length,
    offset: query.offset,
    limit: query.limit,
  };
}

/** The products a list's filters keep, in no particular order: what its filter bar is made from (list-facets.ts). */
export function productsMatching(snapshot: CatalogueSnapshot, query: Omit<ProductQuery, 'sort' | 'offset' | 'limit'>, now: Date): CatalogueProduct[] {
  return snapshot.products.filter((p) => matches(p, query, now));
}

export function listProducts(snapshot: CatalogueSnapshot, query: ProductQuery, locale: Locale, now: Date): ProductPage {
  return pageOf(snapshot, productsMatching(snapshot, query, now).sort(comparators[query.sort]), query, locale, now);
}

/** The search query: the words, and the same filters and paging as the product lists. */
export const searchQuerySchema = productQuerySchema.omit({ new: true, home: true, sort: true }).extend({
  q: z.string().max(STORE_SEARCH_MAX_LENGTH).check(plainText),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * The products a search found (`rankedIds`, best first, from the database), as a list page:
 * only those the catalogue publishes, through the lists' filters, in the asked order.
 */
export function listSearchResults(
  snapshot: CatalogueSnapshot,
  rankedIds: readonly number[],
  query: Omit<SearchQuery, 'q'>,
  locale: Locale,
  now: Date,
): ProductPage {
  const found = productsFound(snapshot, rankedIds, query, now);
  if (query.sort !== 'relevance') found.sort(comparators[query.sort]);
  return pageOf(snapshot, found, query, locale, now);
}

/** The published products among those a search found that the list's filters keep, best first. */
export function productsFound(
  snapshot: CatalogueSnapshot,
  rankedIds: readonly number[],
  query: Omit<ProductQuery, 'new' | 'home' | 'sort' | 'offset' | 'limit'>,
  now: Date,
): CatalogueProduct[] {
  return rankedIds.flatMap((id) => {
    const product = snapshot.productsById.get(id);
    return product && matches(product, query, now) ? [product] : [];
  });
}
