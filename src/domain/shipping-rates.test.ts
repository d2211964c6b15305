import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingForWeight } from './shipping-rates';

describe('shippingForWeight', () => {
  it.each([
    [0, 599],
    [750, 599],
    [751, 699],
    [1000, 699],
    [1001, 799],
    [2000, 799],
    // The terms text said 3 kg; the rule is 2 kg, so 2.5 kg already costs the 5 kg price.
    [2500, 899],
    [5000, 899],
    [5001, 1500],
    [40000, 1500],
  ])('a parcel of %i g costs %i cents', (grams, cents) => {
    expect(shippingForWeight(grams)).toBe(cents);
  });

  it('never charges less for a heavier parcel', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        expect(shippingForWeight(light)).toBeLessThanOrEqual(shippingForWeight(heavy));
      }),
    );
  });

  it('refuses a weight that cannot be a parcel', () => {
    expect(() => shippingForWeight(-1)).toThrow(RangeError);
    expect(() => shippingForWeight(Number.NaN)).toThrow(RangeError);
  });
});
