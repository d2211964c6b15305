import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatPrice } from './money';

describe('formatPrice', () => {
  it.each([
    [1990, 'fr', '19,90\u00a0€'],
    [1990, 'en', '€19.90'],
    [123456, 'fr', '1\u202f234,56\u00a0€'],
    [5, 'en', '€0.05'],
  ] as const)('%i cents in %s reads %s', (cents, locale, expected) => {
    expect(formatPrice(cents, locale)).toBe(expected);
  });

  it('reads exactly as Intl.NumberFormat writes euros, in both languages, for any amount', () => {
    const intl = {
      fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
      en: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }),
    };
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -200_000, max: 200_000 }), fc.integer({ min: -1e11, max: 1e11 })),
        fc.constantFrom('fr' as const, 'en' as const),
        (cents, locale) => {
          expect(formatPrice(cents, locale)).toBe(intl[locale].format(cents / 100));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('gives JSON-LD a plain decimal', () => {
    expect(centsToDecimal(1990)).toBe('19.90');
    expect(centsToDecimal(7)).toBe('0.07');
  });
});
