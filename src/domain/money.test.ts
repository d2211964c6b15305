import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsFromEuros, centsToDecimal, eurosInput, formatPrice, formatWhole, formatWholeEuros } from './money';

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

describe('formatWholeEuros', () => {
  it.each([
    [123_456, 'fr', '1\u202f235\u00a0€'],
    [123_456, 'en', '€1,235'],
    [0, 'fr', '0\u00a0€'],
  ] as const)('%i cents in %s reads %s', (cents, locale, expected) => {
    expect(formatWholeEuros(cents, locale)).toBe(expected);
  });

  it('reads exactly as Intl.NumberFormat writes whole euros, in both languages', () => {
    const intl = {
      fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
      en: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    };
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom('fr' as const, 'en' as const), (euros, locale) => {
        expect(formatWholeEuros(euros * 100, locale)).toBe(intl[locale].format(euros));
        expect(formatWhole(euros, locale)).toBe(
          intl[locale]
            .formatToParts(euros)
            .filter((part) => /integer|group|minusSign/.test(part.type))
            .map((part) => part.value)
            .join(''),
        );
      }),
    );
  });
});

describe('centsFromEuros', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12.50', 1250],
    ['0,99', 99],
    ['1 234,56 €', 123456],
    ['1\u202f234,56\u00a0€', 123456],
  ])('reads %s as %i cents', (text, cents) => {
    expect(centsFromEuros(text)).toBe(cents);
  });

  it.each(['', ' ', '-5', '12,345', '12,', 'douze', '1.234,56', '12e3'])('%j is no amount', (text) => {
    expect(centsFromEuros(text)).toBeNaN();
  });
});

describe('eurosInput', () => {
  it('writes cents as a staff member types them, and reads back the same cents', () => {
    expect(eurosInput(2990, 'fr')).toBe('29,90');
    expect(eurosInput(2990, 'en')).toBe('29.90');
    expect(eurosInput(5, 'fr')).toBe('0,05');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('fr' as const, 'en' as const), (cents, locale) => {
        expect(centsFromEuros(eurosInput(cents, locale))).toBe(cents);
      }),
    );
  });
});
