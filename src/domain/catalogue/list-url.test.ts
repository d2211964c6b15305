import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_FILTERS, listSearch } from './list-url';

describe('listSearch', () => {
  const current = { q: '', sort: 'price_desc', color: 2, size: null, collection: null, page: 3 } as const;

  it('keeps the other filters and goes back to the first page when one changes', () => {
    expect(listSearch(current, { size: 11 })).toBe('?sort=price_desc&color=2&size=11');
  });

  it('removes a filter set to null', () => {
    expect(listSearch(current, { color: null })).toBe('?sort=price_desc');
  });

  it('asks for one more page for "see more"', () => {
    expect(listSearch(current, { page: current.page + 1 })).toBe('?sort=price_desc&color=2&page=4');
  });

  it('gives the plain URL once every filter is removed', () => {
    expect(listSearch(DEFAULT_FILTERS)).toBe('');
    expect(listSearch(current, { ...DEFAULT_FILTERS })).toBe('');
  });

  it("keeps a search's words first, and leaves out its default order, the best match", () => {
    const search = { ...DEFAULT_FILTERS, q: 'marinière bleue', sort: 'relevance' } as const;
    expect(listSearch(search, { color: 2 })).toBe('?q=marini%C3%A8re+bleue&color=2');
    expect(listSearch(search, { sort: 'newest' })).toBe('?q=marini%C3%A8re+bleue&sort=newest');
    expect(activeFilterCount(search)).toBe(0);
  });
});

describe('activeFilterCount', () => {
  it('counts the chosen filters, sort included, but not the page', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, page: 4 })).toBe(0);
    expect(activeFilterCount({ q: '', sort: 'price_asc', color: 1, size: 10, collection: 5, page: 1 })).toBe(4);
  });
});
