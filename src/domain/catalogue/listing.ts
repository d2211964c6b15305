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

const comparators: Record<Sort, (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
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

export function listProducts(snapshot: CatalogueSnapshot, query: ProductQuery, locale: Locale, now: Date): ProductPage {
  return pageOf(snapshot, snapshot.products.filter((p) => matches(p, query, now)).sort(comparators[query.sort]), query, locale, now);
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
  const found = rankedIds.flatMap((id) => {
    const product = snapshot.productsById.get(id);
    return product && matches(product, query, now) ? [product] : [];
  });
  if (query.sort !== 'relevance') found.sort(comparators[query.sort]);
  return pageOf(snapshot, found, query, locale, now);
}
