import { describe, expect, it } from 'vitest';
import { isFiltered, newsletterListApiQuery, newsletterListStateFrom, reversedOrderQuery } from './staff-newsletters';

const state = (query: string) => newsletterListStateFrom(new URLSearchParams(query));

describe('the newsletter list’s state in its URL', () => {
  it('reads the search, the date order and the pages shown, falling back to the defaults on anything odd', () => {
    expect(state('')).toEqual({ dir: 'desc', pages: 1 });
    expect(state('q=%20été%20&dir=asc&page=3')).toEqual({ q: 'été', dir: 'asc', pages: 3 });
    expect(state('dir=sideways&page=-2')).toEqual({ dir: 'desc', pages: 1 });
    expect(state('page=9999').pages).toBe(50);
  });

  it('offers to remove the filters only when the list is searched or reversed', () => {
    expect(isFiltered(state(''))).toBe(false);
    expect(isFiltered(state('page=2'))).toBe(false);
    expect(isFiltered(state('q=lin'))).toBe(true);
    expect(isFiltered(state('dir=asc'))).toBe(true);
  });

  it('asks the API for one page, and reverses the order from the first page keeping the search', () => {
    expect(newsletterListApiQuery(state('q=lin&page=3'), 2).toString()).toBe('dir=desc&page=2&q=lin');
    expect(reversedOrderQuery(state('q=lin&page=3'))).toBe('q=lin&dir=asc');
    expect(reversedOrderQuery(state('dir=asc&page=2'))).toBe('');
  });
});
