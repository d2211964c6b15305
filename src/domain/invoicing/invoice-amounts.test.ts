import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../pricing/cart-totals';
import { allocate, computeInvoiceAmounts, netFromGross, VAT_RATES_BP, type InvoiceLineInput } from './invoice-amounts';

const line = (unitGrossCents: number, quantity: number, vatRateBp: number, description = 'Article'): InvoiceLineInput => ({
  description,
  unitGrossCents,
  quantity,
  vatRateBp,
});

describe('netFromGross', () => {
  it.each([
    [2990, 2000, 2492], // 29.90 / 1.2 = 24.9166... -> 24.92
    [6009, 2000, 5008], // 60.09 / 1.2 = 50.075 exactly: half up -> 50.08
    [2160, 550, 2047], // 21.60 / 1.055 = 20.4739... -> 20.47
    [1000, 1000, 909], // 10.00 / 1.1 = 9.0909... -> 9.09
    [599, 2000, 499], // 5.99 / 1.2 = 4.9916... -> 4.99
    [0, 2000, 0],
  ])('%i cents VAT included at %i bp is %i cents without VAT', (gross, rate, net) => {
    expect(netFromGross(gross, rate)).toBe(net);
  });
});

describe('allocate', () => {
  it('splits 10.00 over 29.90 and 15.00 as 6.66 and 3.34 (665.92 and 334.08: the larger remainder takes the last cent)', () => {
    expect(allocate(1000, [2990, 1500])).toEqual([666, 334]);
  });
  it('gives nothing when there is nothing to weigh', () => {
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });
});

describe('computeInvoiceAmounts, hand-worked', () => {
  it('one T-shirt 29.90 at 20 % and 5.99 shipping: base 35.89 / 1.2 = 29.9083 -> 29.91, VAT 35.89 - 29.91 = 5.98', () => {
    const amounts = computeInvoiceAmounts({ lines: [line(2990, 1, 2000)], shippingCents: 599, discount: null });
    expect(amounts.lines[0]).toMatchObject({ unitNetCents: 2492, lineGrossCents: 2990, lineNetCents: 2492 });
    expect(amounts.rates).toEqual([
      { vatRateBp: 2000, goodsGrossCents: 2990, discountCents: 0, shippingCents: 599, grossCents: 3589, netCents: 2991, vatCents: 598 },
    ]);
    expect(amounts).toMatchObject({ totalNetCents: 2991, totalVatCents: 598, totalGrossCents: 3589 });
  });

  it('two rates, a 10 % code and shipping: 59.00 at 20 % and 2 x 12.00 at 5.5 %, 10 % off 83.00 = 8.30 split 5.90 / 2.40, 6.99 shipping at 20 %', () => {
    // 20 %: 59.00 - 5.90 + 6.99 = 60.09; / 1.2 = 50.075 -> 50.08; VAT 10.01.
    // 5.5 %: 24.00 - 2.40 = 21.60; / 1.055 = 20.4739 -> 20.47; VAT 1.13.
    // Total: 50.08 + 20.47 = 70.55 net, 11.14 VAT, 81.69 = 83.00 - 8.30 + 6.99 paid.
    const amounts = computeInvoiceAmounts({
      lines: [line(5900, 1, 2000, 'Sweat-shirt Montagne'), line(1200, 2, 550, 'Livre Le tricot')],
      shippingCents: 699,
      discount: { type: 'rate', value: 10 },
    });
    expect(amounts.lines.map((l) => [l.unitNetCents, l.lineNetCents])).toEqual([
      [4917, 4917], // 59.00 / 1.2 = 49.1666 -> 49.17
      [1137, 2274], // 12.00 / 1.055 = 11.374 -> 11.37; the line is 2 x 11.37 = 22.74 as printed (22.748 would round to 22.75)
    ]);
    expect(amounts.rates).toEqual([
      { vatRateBp: 550, goodsGrossCents: 2400, discountCents: 240, shippingCents: 0, grossCents: 2160, netCents: 2047, vatCents: 113 },
      { vatRateBp: 2000, goodsGrossCents: 5900, discountCents: 590, shippingCents: 699, grossCents: 6009, netCents: 5008, vatCents: 1001 },
    ]);
    expect(amounts).toMatchObject({ subtotalGrossCents: 8300, discountCents: 830, totalNetCents: 7055, totalVatCents: 1114, totalGrossCents: 8169 });
  });

  it('a fixed 10.00 over 29.90 at 20 % and 15.00 at 5.5 %: shares 6.66 / 3.34; 23.24 -> 19.37 + 3.87, 11.66 -> 11.05 + 0.61', () => {
    const amounts = computeInvoiceAmounts({
      lines: [line(2990, 1, 2000), line(1500, 1, 550)],
      shippingCents: 0,
      discount: { type: 'fixed', value: 1000 },
    });
    expect(amounts.rates.map((r) => [r.vatRateBp, r.discountCents, r.grossCents, r.netCents, r.vatCents])).toEqual([
      [550, 334, 1166, 1105, 61],
      [2000, 666, 2324, 1937, 387],
    ]);
    expect(amounts.totalGrossCents).toBe(3490);
  });

  it('rounds a rate code half up like the order did: 10 % of 19.95 is 2.00; 19.95 - 2.00 + 5.99 = 23.94 -> 19.95 + 3.99', () => {
    const amounts = computeInvoiceAmounts({ lines: [line(1995, 1, 2000)], shippingCents: 599, discount: { type: 'rate', value: 10 } });
    expect(amounts).toMatchObject({ discountCents: 200, totalNetCents: 1995, totalVatCents: 399, totalGrossCents: 2394 });
  });

  it('a fixed code larger than the products leaves only the shipping: 5.99 -> 4.99 + 1.00', () => {
    const amounts = computeInvoiceAmounts({ lines: [line(1500, 1, 2000)], shippingCents: 599, discount: { type: 'fixed', value: 5000 } });
    expect(amounts).toMatchObject({ discountCents: 1500, totalNetCents: 499, totalVatCents: 100, totalGrossCents: 599 });
  });

  it('10.00 at 10 % is 9.09 + 0.91; shipping at 20 % opens a 20 % column of its own', () => {
    const amounts = computeInvoiceAmounts({ lines: [line(1000, 1, 1000)], shippingCents: 600, discount: null });
    expect(amounts.rates.map((r) => [r.vatRateBp, r.grossCents, r.netCents, r.vatCents])).toEqual([
      [1000, 1000, 909, 91],
      [2000, 600, 500, 100],
    ]);
  });

  it('puts the shipping at another rate when told', () => {
    const amounts = computeInvoiceAmounts({ lines: [line(1000, 1, 550)], shippingCents: 500, shippingVatRateBp: 550, discount: null });
    expect(amounts.rates).toHaveLength(1);
    expect(amounts.rates[0]).toMatchObject({ vatRateBp: 550, grossCents: 1500, netCents: 1422, vatCents: 78 }); // 15.00 / 1.055 = 14.218
  });

  it('refuses rates other than 5.5, 10 and 20 %, and amounts that are not whole cents', () => {
    expect(() => computeInvoiceAmounts({ lines: [line(1000, 1, 700)], shippingCents: 0, discount: null })).toThrow(RangeError);
    expect(() => computeInvoiceAmounts({ lines: [line(10.5, 1, 2000)], shippingCents: 0, discount: null })).toThrow(RangeError);
    expect(() => computeInvoiceAmounts({ lines: [line(1000, 0, 2000)], shippingCents: 0, discount: null })).toThrow(RangeError);
    expect(() => computeInvoiceAmounts({ lines: [line(1000, 1, 2000)], shippingCents: -1, discount: null })).toThrow(RangeError);
  });
});

describe('a line multiplies out to the cent: quantity x unit price without VAT = the line without VAT', () => {
  it.each([
    // [unit gross, quantity, rate, unit net, line net, what round(line gross / (1 + rate)) would have printed]
    [8900, 2, 2000, 7417, 14834, 14833], // 89.00 / 1.2 = 74.1666: 2 x 74.17 = 148.34, not 148.33
    [1200, 2, 550, 1137, 2274, 2275], // 12.00 / 1.055 = 11.374: 2 x 11.37 = 22.74, not 22.75
    [2990, 3, 2000, 2492, 7476, 7475], // 29.90 / 1.2 = 24.9166: 3 x 24.92 = 74.76, not 74.75
    [1000, 7, 1000, 909, 6363, 6364], // 10.00 / 1.1 = 9.0909: 7 x 9.09 = 63.63, not 63.64
    [2400, 5, 2000, 2000, 10000, 10000], // exact: 24.00 / 1.2 = 20.00
  ])('%i cents x %i at %i bp: unit %i, line %i (was %i)', (unitGross, quantity, rate, unitNet, lineNet, before) => {
    const amounts = computeInvoiceAmounts({ lines: [line(unitGross, quantity, rate)], shippingCents: 0, discount: null });
    expect(amounts.lines[0]).toMatchObject({ unitNetCents: unitNet, lineNetCents: lineNet, lineGrossCents: unitGross * quantity });
    expect(netFromGross(unitGross * quantity, rate)).toBe(before);
    // The base VAT is charged on is still worked back from what was paid, not from the lines.
    expect(amounts.rates[0]!.netCents).toBe(before);
    expect(amounts.totalGrossCents).toBe(unitGross * quantity);
  });
});

describe('computeInvoiceAmounts, properties', () => {
  const lines = fc.array(
    fc.record({
      unitGrossCents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      vatRateBp: fc.constantFrom(...VAT_RATES_BP),
      weightGrams: fc.integer({ min: 1, max: 2_000 }),
    }),
    { minLength: 1, maxLength: 8 },
  );
  const promo = fc.option(
    fc.oneof(
      fc.record({ type: fc.constant('rate' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 500_000 }) }),
    ),
  );
  const threshold = fc.option(fc.integer({ min: 0, max: 200_000 }));

  it('an invoice made from an order totals what the order charged, to the cent, with net + VAT = gross per rate and nothing negative', () => {
    fc.assert(
      fc.property(lines, promo, threshold, (ls, rule, freeFrom) => {
        const order = computeTotals(
          ls.map((l) => ({ unitPriceCents: l.unitGrossCents, quantity: l.quantity, weightGrams: l.weightGrams })),
          { freeShippingThresholdCents: freeFrom, promo: rule },
        );
        const amounts = computeInvoiceAmounts({
          lines: ls.map((l) => ({ description: 'Article', ...l })),
          shippingCents: order.shippingCents,
          // As issueInvoiceForOrder does: the discount the order recorded, as a fixed amount.
          discount: order.discountCents > 0 ? { type: 'fixed', value: order.discountCents } : null,
        });
        expect(amounts.totalGrossCents).toBe(order.totalCents);
        expect(amounts.totalNetCents + amounts.totalVatCents).toBe(amounts.totalGrossCents);
        for (const rate of amounts.rates) {
          expect(rate.netCents + rate.vatCents).toBe(rate.grossCents);
          expect(rate.goodsGrossCents - rate.discountCents + rate.shippingCents).toBe(rate.grossCents);
          for (const value of [rate.discountCents, rate.grossCents, rate.netCents, rate.vatCents]) expect(value).toBeGreaterThanOrEqual(0);
          expect(rate.netCents).toBeLessThanOrEqual(rate.grossCents);
        }
        expect(amounts.rates.reduce((sum, r) => sum + r.discountCents, 0)).toBe(order.discountCents);
        for (const l of amounts.lines) {
          expect(Math.min(l.unitNetCents, l.lineNetCents)).toBeGreaterThanOrEqual(0);
          // What the reader checks on the printed line, and what EN 16931 states (BT-131 = BT-129 x BT-146).
          expect(l.lineNetCents).toBe(l.quantity * l.unitNetCents);
          expect(l.lineGrossCents).toBe(l.quantity * l.unitGrossCents);
          // Rounding the unit is at most half a cent off per unit.
          expect(Math.abs(l.lineNetCents - (l.lineGrossCents * 10_000) / (10_000 + l.vatRateBp))).toBeLessThanOrEqual(l.quantity / 2 + 1e-6);
        }
      }),
    );
  });

  it('the same discount given as a rate gives the same invoice as the order', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 100 }), (ls, percent) => {
        const order = computeTotals(
          ls.map((l) => ({ unitPriceCents: l.unitGrossCents, quantity: l.quantity, weightGrams: l.weightGrams })),
          { freeShippingThresholdCents: null, promo: { type: 'rate', value: percent } },
        );
        const amounts = computeInvoiceAmounts({
          lines: ls.map((l) => ({ description: 'Article', ...l })),
          shippingCents: order.shippingCents,
          discount: { type: 'rate', value: percent },
        });
        expect(amounts.totalGrossCents).toBe(order.totalCents);
      }),
    );
  });

  it('VAT is within half a cent of rate x net for every rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...VAT_RATES_BP), (gross, rate) => {
        const net = netFromGross(gross, rate);
        expect(Math.abs(gross - net * (1 + rate / 10_000))).toBeLessThanOrEqual(0.5 * (1 + rate / 10_000) + 1e-9);
      }),
    );
  });
});
