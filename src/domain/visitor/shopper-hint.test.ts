import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SHOPPER, formatShopperHint, parseShopperHint, readShopperHint } from './shopper-hint';

describe('shopper hint', () => {
  it('writes a signed-in customer with three items as 1.3 and reads it back', () => {
    expect(formatShopperHint({ signedIn: true, cartCount: 3 })).toBe('1.3');
    expect(parseShopperHint('1.3')).toEqual({ signedIn: true, cartCount: 3 });
    expect(parseShopperHint('0.12')).toEqual({ signedIn: false, cartCount: 12 });
  });

  it('stores nothing for an anonymous visitor with an empty cart', () => {
    expect(formatShopperHint(ANONYMOUS_SHOPPER)).toBeNull();
  });

  it('caps the count at four digits', () => {
    expect(formatShopperHint({ signedIn: false, cartCount: 123456 })).toBe('0.9999');
  });

  it('reads any unreadable value as anonymous, never throws', () => {
    for (const bad of [undefined, null, '', '%', '2.1', '1.', '.3', '1.3.4', '1.-3', '1.99999', 'true']) {
      expect(parseShopperHint(bad)).toEqual(ANONYMOUS_SHOPPER);
    }
    fc.assert(fc.property(fc.string(), (value) => typeof parseShopperHint(value).signedIn === 'boolean'));
  });

  it('finds the hint among other cookies', () => {
    expect(readShopperHint('lang=fr; shopper=0.2; sid=abc')).toEqual({ signedIn: false, cartCount: 2 });
    expect(readShopperHint('lang=%; xshopper=1.1')).toEqual(ANONYMOUS_SHOPPER);
    expect(readShopperHint(undefined)).toEqual(ANONYMOUS_SHOPPER);
  });

  it('round-trips every hint it writes', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 9999 }), (signedIn, cartCount) => {
        const written = formatShopperHint({ signedIn, cartCount });
        expect(parseShopperHint(written)).toEqual(written === null ? ANONYMOUS_SHOPPER : { signedIn, cartCount });
      }),
    );
  });
});
