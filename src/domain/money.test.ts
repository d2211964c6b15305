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

  it('gives JSON-LD a plain decimal', () => {
    expect(centsToDecimal(1990)).toBe('19.90');
    expect(centsToDecimal(7)).toBe('0.07');
  });
});
