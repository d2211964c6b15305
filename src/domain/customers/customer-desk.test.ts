import { describe, expect, it } from 'vitest';
import { customerDeskStateFrom, customerSearch, personPagePath } from './customer-desk';
import { erasedAddress, erasureRefusal } from './erasure';
import { personalDataFileName } from './personal-data';

describe('what a customers search looks for', () => {
  it.each([
    ['Camille Durand', { words: ['camille', 'durand'], phoneDigits: null, orderNumber: null }],
    ['06 12 34 56 78', { words: [], phoneDigits: '612345678', orderNumber: null }],
    ['+33 6.12.34', { words: ['+33', '6.12.34'], phoneDigits: '3361234', orderNumber: null }],
    ['AT001042', { words: ['at001042'], phoneDigits: null, orderNumber: 'AT001042' }],
    ['1042', { words: ['1042'], phoneDigits: '1042', orderNumber: 'AT001042' }],
    ['at 1042', { words: ['at', '1042'], phoneDigits: null, orderNumber: null }],
    ['012', { words: ['012'], phoneDigits: null, orderNumber: 'AT000012' }],
    ['  ', { words: [], phoneDigits: null, orderNumber: null }],
  ])('%j', (q, expected) => {
    expect(customerSearch(q)).toEqual(expected);
  });

  it('reads the URL state, falling back to the first page and an empty search', () => {
    expect(customerDeskStateFrom(new URLSearchParams('q=%20durand%20&page=3'))).toEqual({ q: 'durand', pages: 3 });
    expect(customerDeskStateFrom(new URLSearchParams('page=-1'))).toEqual({ q: '', pages: 1 });
    expect(customerDeskStateFrom(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('puts a guest’s e-mail in the query of their page, an account’s id in the path', () => {
    expect(personPagePath({ kind: 'customer', id: 7, email: 'a@b.fr' })).toBe('/back/clients/7');
    expect(personPagePath({ kind: 'guest', id: null, email: 'a+b@c.fr' })).toBe('/back/clients/invite?email=a%2Bb%40c.fr');
  });
});

describe('the erasure rule', () => {
  const order = (status: Parameters<typeof erasureRefusal>[0][number]['status'], more = {}) => ({
    status,
    openReturn: false,
    refundPending: false,
    ...more,
  });

  it('lets erasure go ahead when every order is over, or there is none', () => {
    expect(erasureRefusal([])).toBeNull();
    expect(erasureRefusal([order('delivered'), order('cancelled')])).toBeNull();
  });

  it.each(['awaiting_payment', 'pending', 'processing', 'shipped'] as const)('refuses while an order is %s', (status) => {
    expect(erasureRefusal([order('delivered'), order(status)])).toBe('orderInProgress');
  });

  it('refuses while a return is open or a refund is owed', () => {
    expect(erasureRefusal([order('delivered', { openReturn: true })])).toBe('openReturn');
    expect(erasureRefusal([order('cancelled', { refundPending: true })])).toBe('refundPending');
  });

  it('keeps only the country of an erased address', () => {
    expect(
      erasedAddress({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.fr',
        phone: '06',
        line1: '1 rue',
        line2: 'bis',
        city: 'Lyon',
        zip: '69002',
        country: 'BE',
      }),
    ).toEqual({ firstName: '', lastName: '', email: '', phone: '', line1: '', line2: '', city: '', zip: '', country: 'BE' });
  });
});

describe('the export’s file names', () => {
  // 03:05 UTC on 28 November is 04:05 in Paris (winter time); 23:30 UTC on 30 June is 1 July 01:30 in Paris (summer time).
  it('say whom and when, in Paris time and plain ASCII', () => {
    const account = {
      firstName: 'Éloïse',
      lastName: 'Le Gall',
      email: 'e@x.fr',
      locale: 'fr' as const,
      createdAt: '',
      updatedAt: '',
      emailConfirmedAt: null,
    };
    expect(personalDataFileName({ account, person: { kind: 'customer', id: 3 } }, new Date('2026-11-28T03:05:00Z'), 'json')).toBe(
      'donnees-eloise-le-gall-2026-11-28-0405.json',
    );
    expect(
      personalDataFileName({ account: null, person: { kind: 'guest', email: 'zoe.seul@exemple.fr' } }, new Date('2026-06-30T23:30:00Z'), 'html'),
    ).toBe('donnees-zoe-seul-exemple-fr-2026-07-01-0130.html');
  });
});
