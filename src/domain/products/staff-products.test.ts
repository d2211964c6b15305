import { describe, expect, it } from 'vitest';
import { productListApiQuery, productListStateFrom, searchedPriceCents } from './staff-products';

describe('searchedPriceCents', () => {
  it.each([
    ['29,90', 2990],
    ['29.90', 2990],
    [' 29,9 ', 2990],
    ['29', 2900],
    ['29,90 €', 2990],
    ['21474836,47', 2_147_483_647],
  ])('reads %j as a price of %i cents', (q, cents) => {
    expect(searchedPriceCents(q)).toBe(cents);
  });

  it.each(['TS-ESS-039', 'marinière', '29,90 bleu', '', '1.234,56', '21474836,48', '2147483648', '99999999999999999999'])('%j is no price', (q) => {
    expect(searchedPriceCents(q)).toBeNull();
  });
});

describe('the list’s state in the URL', () => {
  it('reads sort, direction, search, view and pages, and gives the API one page of it', () => {
    const state = productListStateFrom(new URLSearchParams('sort=stock&dir=asc&q=%20marini%C3%A8re%20&view=archived&page=3'));
    expect(state).toEqual({ sort: 'stock', dir: 'asc', q: 'marinière', view: 'archived', pages: 3 });
    expect(productListApiQuery(state, 2).toString()).toBe('sort=stock&dir=asc&view=archived&page=2&q=marini%C3%A8re');
  });

  it('falls back to the defaults for anything odd, never to an error page', () => {
    expect(productListStateFrom(new URLSearchParams('sort=name&dir=up&view=deleted&page=-2'))).toEqual({
      sort: 'date',
      dir: 'desc',
      view: 'catalogue',
      pages: 1,
    });
    expect(productListStateFrom(new URLSearchParams('page=9999')).pages).toBe(50);
  });
});
