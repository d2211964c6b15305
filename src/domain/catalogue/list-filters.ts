import { z } from 'zod';
import { PAGE_SIZE, SEARCH_SORTS } from './list-constants';
import { defaultSort, type ListFilters } from './list-url';
import { plainText } from '../plain-text';
import { STORE_SEARCH_MAX_LENGTH } from './search';
import { rowIdParam } from '../ids';

/** A shared link cannot ask for more than this many pages (800 products) in one page load. */
export const MAX_PAGE = 50;

/** Ids the catalogue knows; a filter naming anything else is ignored rather than emptying the list. */
export type KnownIds = { colors: ReadonlySet<number>; sizes: ReadonlySet<number>; collections: ReadonlySet<number> };

const id = rowIdParam.nullable().catch(null);

// Each field falls back to its default on its own: a mistyped value drops that filter only.
const filtersSchema = z.object({
  q: z.string().trim().max(STORE_SEARCH_MAX_LENGTH).check(plainText).catch(''),
  sort: z.enum(SEARCH_SORTS).optional().catch(undefined),
  color: id,
  size: id,
  collection: id,
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .transform((page) => Math.min(page, MAX_PAGE)),
});

/**
 * The filters of a list URL; invalid or unknown values fall back to the plain list's, never an
 * error. `q` is read on the search page only (`search`), and only there may the order be the
 * best match.
 */
export function parseListFilters(params: URLSearchParams, known: KnownIds, { search = false } = {}): ListFilters {
  const raw = (key: keyof ListFilters) => params.get(key) ?? undefined;
  const parsed = filtersSchema.parse({
    q: search ? (raw('q') ?? '') : '',
    sort: raw('sort'),
    color: raw('color'),
    size: raw('size'),
    collection: raw('collection'),
    page: raw('page'),
  });
  const keep = (value: number | null, ids: ReadonlySet<number>) => (value !== null && ids.has(value) ? value : null);
  const q = parsed.q;
  const sort = parsed.sort === undefined || (parsed.sort === 'relevance' && !search) ? defaultSort({ q }) : parsed.sort;
  return {
    q,
    sort,
    color: keep(parsed.color, known.colors),
    size: keep(parsed.size, known.sizes),
    collection: keep(parsed.collection, known.collections),
    page: parsed.page,
  };
}

/** How many products the list loads for the pages asked. */
export function shownLimit(filters: Pick<ListFilters, 'page'>): number {
  return PAGE_SIZE * filters.page;
}
