import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_BRACKETS } from '../shipping-rates';
import { computeTotals, type PricedLine, type PromoRule } from './cart-totals';

const noOffers = { freeShippingThresholdCents: null, promo: null };

/** One line of a single item weighing `grams`, priced `cents`. */
const item = (grams: number, cents = 2500): PricedLine => ({ unitPriceCents: cents, quantity: 1, weightGrams: grams });

describe('computeTotals', () => {
  it('adds quantities, line prices and unit weights times quantities', () => {
    const totals = computeTotals(
      [
        { unitPriceCents: 2990, quantity: 2, weightGrams: 180 },
        { unitPriceCents: 5900, quantity: 1, weightGrams: 450 },
      ],
      noOffers,
    );
    expect(totals).toEqual({
      itemCount: 3,
      subtotalCents: 11880,
      weightGrams: 810,
      shippingCents: 699,
      freeShipping: false,
      discountCents: 0,
      totalCents: 12579,
    });
  });

  it.each([
    [750, 599],
    [751, 699],
    [1000, 699],
    [1001, 799],
    [2000, 799],
    [2001, 899],
    [5000, 899],
    [5001, 1500],
  ])('charges a %i g parcel %i cents of shipping', (grams, cents) => {
    const totals = computeTotals([item(grams)], noOffers);
    expect(totals.shippingCents).toBe(cents);
    expect(totals.totalCents).toBe(2500 + cents);
  });

  it('charges the weight of every unit, not of one per line', () => {
    // 3 x 300 g = 900 g: the second bracket, where one unit alone would be in the first.
    expect(computeTotals([{ unitPriceCents: 1000, quantity: 3, weightGrams: 300 }], noOffers).shippingCents).toBe(699);
  });

  describe('free shipping threshold', () => {
    it.each([
      ['reached exactly', 10000, 10000, true],
      ['exceeded', 10001, 10000, true],
      ['missed by one cent', 9999, 10000, false],
      ['absent (never free)', 1_000_000, null, false],
    ] as const)('subtotal %s: %i cents against threshold %s', (_label, subtotal, threshold, free) => {
      const totals = computeTotals([item(400, subtotal)], { freeShippingThresholdCents: threshold, promo: null });
      expect(totals.freeShipping).toBe(free);
      expect(totals.shippingCents).toBe(free ? 0 : 599);
      expect(totals.totalCents).toBe(subtotal + (free ? 0 : 599));
    });

    it('looks at the subtotal before the discount', () => {
      const totals = computeTotals([item(400, 10000)], {
        freeShippingThresholdCents: 10000,
        promo: { type: 'rate', value: 20 },
      });
      expect(totals).toMatchObject({ freeShipping: true, shippingCents: 0, discountCents: 2000, totalCents: 8000 });
    });
  });

  describe('promo', () => {
    it.each([
      // 10 % of 19.95 € is 1.995 €: half-up gives 2.00 €, not 1.99 €.
      [1995, 10, 200],
      [1994, 10, 199],
      [2990, 15, 449], // 448.5 -> 449
      [5000, 100, 5000],
      [1, 1, 0], // 0.01 -> 0
      [50, 1, 1], // 0.5 -> 1
    ])('a rate code on %i cents at %i percent takes off %i cents', (subtotal, percent, discount) => {
      const totals = computeTotals([item(400, subtotal)], { freeShippingThresholdCents: null, promo: { type: 'rate', value: percent } });
      expect(totals.discountCents).toBe(discount);
      expect(totals.totalCents).toBe(subtotal + 599 - discount);
    });

    it('takes a fixed amount off the products', () => {
      const totals = computeTotals([item(400, 4500)], { freeShippingThresholdCents: null, promo: { type: 'fixed', value: 1000 } });
      expect(totals).toMatchObject({ subtotalCents: 4500, shippingCents: 599, discountCents: 1000, totalCents: 4099 });
    });

    it('caps a fixed amount larger than the subtotal: only shipping is left to pay', () => {
      const totals = computeTotals([item(400, 1500)], { freeShippingThresholdCents: null, promo: { type: 'fixed', value: 5000 } });
      expect(totals).toMatchObject({ subtotalCents: 1500, discountCents: 1500, shippingCents: 599, totalCents: 599 });
    });

    it('refuses a rate outside 1-100 or a non-whole amount', () => {
      const lines = [item(400)];
      for (const promo of [
        { type: 'rate', value: 0 },
        { type: 'rate', value: 101 },
        { type: 'rate', value: 12.5 },
        { type: 'fixed', value: -100 },
        { type: 'fixed', value: 9.99 },
      ] as PromoRule[]) {
        expect(() => computeTotals(lines, { freeShippingThresholdCents: null, promo })).toThrow(RangeError);
      }
    });
  });

  it('charges nothing for an empty cart, even with a promo code and no threshold', () => {
    expect(computeTotals([], { freeShippingThresholdCents: null, promo: { type: 'fixed', value: 1000 } })).toEqual({
      itemCount: 0,
      subtotalCents: 0,
      weightGrams: 0,
      shippingCents: 0,
      freeShipping: false,
      discountCents: 0,
      totalCents: 0,
    });
  });

  it('refuses lines that are not whole cents, grams and units', () => {
    for (const line of [
      { unitPriceCents: 19.9, quantity: 1, weightGrams: 200 },
      { unitPriceCents: 1990, quantity: 0, weightGrams: 200 },
      { unitPriceCents: 1990, quantity: 1.5, weightGrams: 200 },
      { unitPriceCents: 1990, quantity: 1, weightGrams: -1 },
    ]) {
      expect(() => computeTotals([line], noOffers)).toThrow(RangeError);
    }
  });

  describe('properties', () => {
    const lines = fc.array(
      fc.record({
        unitPriceCents: fc.integer({ min: 1, max: 50_000 }),
        quantity: fc.integer({ min: 1, max: 99 }),
        weightGrams: fc.integer({ min: 1, max: 3_000 }),
      }),
      { maxLength: 8 },
    );
    const options = fc.record({
      freeShippingThresholdCents: fc.option(fc.integer({ min: 0, max: 200_000 })),
      promo: fc.option(
        fc.oneof(
          fc.record({ type: fc.constant('rate' as const), value: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 500_000 }) }),
        ),
      ),
    });
    const shippingPrices = [0, ...SHIPPING_BRACKETS.map((b) => b.priceCents)];

    it('always adds up, in whole cents, with a total never negative', () => {
      fc.assert(
        fc.property(lines, options, (ls, opts) => {
          const t = computeTotals(ls, opts);
          for (const amount of Object.values(t)) if (typeof amount === 'number') expect(Number.isInteger(amount)).toBe(true);
          expect(t.totalCents).toBe(t.subtotalCents + t.shippingCents - t.discountCents);
          expect(t.totalCents).toBeGreaterThanOrEqual(0);
          expect(t.discountCents).toBeGreaterThanOrEqual(0);
          expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
          expect(shippingPrices).toContain(t.shippingCents);
          expect(t.itemCount).toBe(ls.reduce((n, l) => n + l.quantity, 0));
        }),
      );
    });
  });
});
