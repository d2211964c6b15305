import { describe, expect, it } from 'vitest';
import { MAX_PAGE, parseListFilters, shownLimit, type KnownIds } from './list-filters';
import { DEFAULT_FILTERS, listSearch } from './list-url';

const known: KnownIds = { colors: new Set([1, 2, 3]), sizes: new Set([10, 11]), collections: new Set([5]) };
const parse = (search: string) => parseListFilters(new URLSearchParams(search), known);

describe('parseListFilters', () => {
  it('reads every filter of a shared link', () => {
    expect(parse('?sort=price_asc&color=2&size=11&collection=5&page=3')).toEqual({
      q: '',
      sort: 'price_asc',
      color: 2,
      size: 11,
      collection: 5,
      page: 3,
    });
  });

  it('shows the plain list without a query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it.each([
    ['?sort=cheapest', { sort: 'newest' }],
    ['?color=blue', { color: null }],
    ['?color=-2', { color: null }],
    ['?color=2.5', { color: null }],
    ['?color=99', { color: null }],
    ['?size=', { size: null }],
    ['?collection=6', { collection: null }],
    ['?page=0', { page: 1 }],
    ['?page=two', { page: 1 }],
    ['?page=1e9', { page: MAX_PAGE }],
  ])('ignores the invalid value in %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });

  it('keeps the valid filters beside an invalid one', () => {
    expect(parse('?color=2&size=XL&sort=price_desc')).toEqual({ ...DEFAULT_FILTERS, color: 2, sort: 'price_desc' });
  });

  it('reads back what listSearch writes', () => {
    const filters = { q: '', sort: 'price_asc', color: 3, size: 10, collection: 5, page: 2 } as const;
    expect(parse(listSearch(filters, { page: 2 }))).toEqual(filters);
  });

  it('reads the words and the best-match order on the search page only', () => {
    const known = { colors: new Set([3]), sizes: new Set<number>(), collections: new Set<number>() };
    const params = new URLSearchParams('?q=+sweat+&sort=relevance&color=3');
    expect(parseListFilters(params, known, { search: true })).toEqual({ ...DEFAULT_FILTERS, q: 'sweat', sort: 'relevance', color: 3 });
    expect(parseListFilters(params, known)).toEqual({ ...DEFAULT_FILTERS, color: 3 });
    // Words that are not plain text are dropped, not an error.
    expect(parseListFilters(new URLSearchParams('?q=a%00b'), known, { search: true }).q).toBe('');
  });
});

describe('shownLimit', () => {
  it('shows 16 products per page asked (spec section 9)', () => {
    expect(shownLimit({ page: 1 })).toBe(16);
    expect(shownLimit({ page: 3 })).toBe(48);
  });
});
