import { describe, expect, it } from 'vitest';
import enOrders from '../../i18n/en/orders';
import frOrders from '../../i18n/fr/orders';
import { deskApiQuery, deskStateFrom, statusesNamed } from './staff-orders';

describe('the desk state in the URL', () => {
  it('reads the filter, sort, search and pages shown, falling back to the defaults', () => {
    expect(deskStateFrom(new URLSearchParams('status=shipped&sort=amount&dir=asc&q=%20AT00%20&page=3'))).toEqual({
      status: 'shipped',
      sort: 'amount',
      dir: 'asc',
      q: 'AT00',
      pages: 3,
    });
    expect(deskStateFrom(new URLSearchParams('status=lost&sort=price&dir=up&page=-2'))).toEqual({ sort: 'date', dir: 'desc', pages: 1 });
    expect(deskStateFrom(new URLSearchParams('page=9999')).pages).toBe(50);
  });

  it('asks the API for one page of it', () => {
    expect(String(deskApiQuery({ sort: 'date', dir: 'desc', q: 'zoé' }, 2))).toBe('sort=date&dir=desc&page=2&q=zo%C3%A9');
  });
});

describe('status words in a search', () => {
  it('finds statuses by part of their name in either language, accents and case ignored', () => {
    const names = { fr: frOrders.status, en: enOrders.status };
    expect(statusesNamed('LIVR', names)).toEqual(['shipped', 'delivered']);
    expect(statusesNamed('annulee', names)).toEqual(['cancelled']);
    expect(statusesNamed('  ', names)).toEqual([]);
  });
});
