import type { SearchSort } from './list-constants';

/**
 * The filters of a product list, as written in its URL so a filtered list can be shared and
 * reloaded: `?sort=price_asc&color=3&size=2&collection=1&page=2`. Each filter is single-choice
 * (spec section 4); `page` is how many pages of 16 are shown; `q` is the search's words (the
 * search page only, '' elsewhere), which sort best match first unless asked otherwise. This
 * module runs in the browser too, so it stays free of the validation library (parsing is in
 * list-filters.ts).
 */
export type ListFilters = { q: string; sort: SearchSort; color: number | null; size: number | null; collection: number | null; page: number };

export const DEFAULT_FILTERS: ListFilters = { q: '', sort: 'newest', color: null, size: null, collection: null, page: 1 };

/** The order a list shows when the shopper chose none: best match first for a search. */
export function defaultSort(filters: Pick<ListFilters, 'q'>): SearchSort {
  return filters.q === '' ? DEFAULT_FILTERS.sort : 'relevance';
}

/**
 * The query string of the list after a change: the other filters are kept and, unless the
 * change is the page itself, the list starts again from its first page. Defaults are left out
 * so the plain list has the plain URL. Returns '' or a string starting with '?'.
 */
export function listSearch(filters: ListFilters, change: Partial<ListFilters> = {}): string {
  const next = { ...filters, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.q !== '') params.set('q', next.q);
  if (next.sort !== defaultSort(next)) params.set('sort', next.sort);
  if (next.color !== null) params.set('color', String(next.color));
  if (next.size !== null) params.set('size', String(next.size));
  if (next.collection !== null) params.set('collection', String(next.collection));
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** How many filters (sort included) differ from the plain list; 'Remove filters' clears them all (a search keeps its words). */
export function activeFilterCount(filters: ListFilters): number {
  return [filters.sort !== defaultSort(filters), filters.color !== null, filters.size !== null, filters.collection !== null].filter(Boolean).length;
}
