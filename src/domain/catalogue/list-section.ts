import type { ProductQuery } from './listing';
import type { Category } from './types';
import { parseDecimalId } from '../decimal-id';

/** What a product-list page shows: the new arrivals, one category, one collection or what a search found. */
export type ListSection =
  { kind: 'new' } | { kind: 'category'; category: Category } | { kind: 'collection'; collectionId: number } | { kind: 'search' };

/** The spec's list URLs (GUIDE 3.10: kept as written). */
export const NEW_IN_PATH = '/nouveautés';
export const CATEGORY_PATHS: Record<Category, string> = {
  tshirts: '/t-shirts',
  sweatshirts: '/sweat-shirts',
  accessories: '/accessoires',
};
/** The mobile menu's link for accessories (spec section 2); it shows the accessories list. */
export const BAGS_PATH = '/sacs';
/** The storefront search's results, `?q=` the words; the same page in English with `?lang=en`. */
export const SEARCH_PATH = '/recherche';

export function collectionPath(collectionId: number): string {
  return `/collection/${collectionId}`;
}

/** A URL id: digits only, no sign, no leading zero, within PostgreSQL's integer range. */
export function parseUrlId(value: string | undefined): number | null {
  return parseDecimalId(value);
}

/**
 * The section of a list URL (as the browser sends it, percent-encoded or not), or null when
 * the path is not a list. A collection id is only checked for its form here; whether the
 * collection exists is the catalogue's answer.
 */
export function sectionForPath(pathname: string): ListSection | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname).normalize('NFC');
  } catch {
    return null;
  }
  path = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (path === NEW_IN_PATH) return { kind: 'new' };
  if (path === SEARCH_PATH) return { kind: 'search' };
  if (path === BAGS_PATH) return { kind: 'category', category: 'accessories' };
  const category = (Object.keys(CATEGORY_PATHS) as Category[]).find((c) => CATEGORY_PATHS[c] === path);
  if (category) return { kind: 'category', category };
  const collection = /^\/collection\/([^/]+)$/.exec(path);
  if (collection) {
    const id = parseUrlId(collection[1]);
    return id === null ? null : { kind: 'collection', collectionId: id };
  }
  return null;
}

/** The one address of a section: /sacs shows the same list as /accessoires, which is canonical. */
export function sectionPath(section: ListSection): string {
  switch (section.kind) {
    case 'new':
      return NEW_IN_PATH;
    case 'category':
      return CATEGORY_PATHS[section.category];
    case 'collection':
      return collectionPath(section.collectionId);
    case 'search':
      return SEARCH_PATH;
  }
}

/** The part of the product query that a section fixes, whatever filters the visitor picks. */
export function sectionQuery(section: ListSection): Pick<ProductQuery, 'category' | 'new' | 'collection'> {
  switch (section.kind) {
    case 'new':
      return { new: true };
    case 'category':
      return { category: section.category };
    case 'collection':
      return { collection: section.collectionId };
    case 'search':
      return {};
  }
}
