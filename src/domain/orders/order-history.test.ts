import { describe, expect, it } from 'vitest';
import { apiPage, firstPages, MAX_SHOWN_ORDER_PAGES, shownOrderPages } from './order-history';

describe('shownOrderPages', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=two', 1],
    ['?page=1.5', 1],
    ['?page=1e9', MAX_SHOWN_ORDER_PAGES],
  ])('%j shows %i page(s)', (search, pages) => {
    expect(shownOrderPages(new URLSearchParams(search))).toBe(pages);
  });
});

describe('windows', () => {
  it('reads the first pages at once for the page, and one page at a time for the API', () => {
    expect(firstPages(1)).toEqual({ offset: 0, limit: 10 });
    expect(firstPages(3)).toEqual({ offset: 0, limit: 30 });
    expect(apiPage(1)).toEqual({ offset: 0, limit: 10 });
    expect(apiPage(3)).toEqual({ offset: 20, limit: 10 });
  });
});
