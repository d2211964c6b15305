import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart';
import type { CheckoutAddress } from './checkout';
import { checkoutBlockers, checkoutStep, stepAfter, type Answers } from './draft';

const address: CheckoutAddress = {
  id: null,
  firstName: 'Zoé',
  lastName: 'Martin',
  email: 'zoe@exemple.fr',
  phone: '06 12 34 56 78',
  line1: '1 rue de la Paix',
  line2: '',
  city: 'Paris',
  zip: '75002',
  country: 'FR',
};
const line = (available: boolean) => ({ available }) as CartLine;
const guest: Answers = { mode: 'guest', email: 'zoe@exemple.fr', delivery: address, billing: address, reachedStep: 3 };

describe('checkoutStep', () => {
  it.each([
    ['every answer given', guest, 3],
    ['a guest without e-mail stays at delivery', { ...guest, email: null }, 1],
    ['no delivery address', { ...guest, delivery: null }, 1],
    ['no billing address', { ...guest, billing: null }, 2],
    ['answers given but billing not visited yet', { ...guest, reachedStep: 2 }, 2],
    ['a customer needs no e-mail', { ...guest, mode: 'customer', email: null }, 3],
    ['nothing reached yet', { ...guest, reachedStep: 0 }, 1],
  ] as const)('%s: step %i', (_label, answers, step) => {
    expect(checkoutStep(answers)).toBe(step);
  });

  it('an answer moves on, never back', () => {
    expect(stepAfter('delivery', 1)).toBe(2);
    expect(stepAfter('billing', 2)).toBe(3);
    expect(stepAfter('delivery', 3)).toBe(3);
    expect(stepAfter('email', 1)).toBe(1);
  });
});

describe('checkoutBlockers', () => {
  it('nothing stops a complete checkout', () => {
    expect(checkoutBlockers({ lines: [line(true)] }, guest)).toEqual([]);
  });

  it('lists every missing answer in order', () => {
    expect(checkoutBlockers({ lines: [] }, { ...guest, email: null, delivery: null, billing: null })).toEqual([
      'errors:checkout.cartEmpty',
      'errors:checkout.emailMissing',
      'errors:checkout.deliveryMissing',
      'errors:checkout.billingMissing',
    ]);
  });

  it('an unavailable line stops the order', () => {
    expect(checkoutBlockers({ lines: [line(true), line(false)] }, guest)).toEqual(['errors:checkout.linesUnavailable']);
  });

  it('a customer is never asked for an e-mail', () => {
    expect(checkoutBlockers({ lines: [line(true)] }, { ...guest, mode: 'customer', email: null })).toEqual([]);
  });
});
