import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netFromGross, VAT_RATES_BP } from './invoice-amounts';
import { computeNetInvoiceAmounts, grossFromNet } from './net-invoice-amounts';

describe('computeNetInvoiceAmounts, hand-worked', () => {
  it('10 x 12.50 and 3 x 8.00 without VAT at 20 %, 5 % off, 15.00 shipping: base 156.55, VAT 31.31, 187.86', () => {
    // Lines 125.00 + 24.00 = 149.00; 5 % = 7.45; base 149.00 - 7.45 + 15.00 = 156.55; VAT 31.31 (31.31 exactly).
    const amounts = computeNetInvoiceAmounts({
      lines: [
        { description: 'Sweat-shirt', unitNetCents: 1250, quantity: 10, vatRateBp: 2000 },
        { description: 'Tote bag', unitNetCents: 800, quantity: 3, vatRateBp: 2000 },
      ],
      shippingNetCents: 1500,
      discount: { type: 'rate', value: 5 },
    });
    expect(amounts.lines.map((line) => [line.unitNetCents, line.lineNetCents, line.unitGrossCents])).toEqual([
      [1250, 12500, 1500],
      [800, 2400, 960],
    ]);
    expect(amounts.rates).toEqual([
      { vatRateBp: 2000, goodsGrossCents: 17880, discountCents: 894, shippingCents: 1800, grossCents: 18786, netCents: 15655, vatCents: 3131 },
    ]);
    expect(amounts).toMatchObject({ totalNetCents: 15655, totalVatCents: 3131, totalGrossCents: 18786, discountCents: 894, shippingCents: 1800 });
  });

  it('charges VAT on the base, rounded once per rate: 3 x 0.99 at 5.5 % is 2.97 + 0.16', () => {
    const amounts = computeNetInvoiceAmounts({
      lines: [{ description: 'Livre', unitNetCents: 99, quantity: 3, vatRateBp: 550 }],
      shippingNetCents: 0,
      discount: null,
    });
    // 2.97 x 5.5 % = 0.16335 -> 0.16.
    expect(amounts.rates).toEqual([
      { vatRateBp: 550, goodsGrossCents: 313, discountCents: 0, shippingCents: 0, grossCents: 313, netCents: 297, vatCents: 16 },
    ]);
  });
});

const lineArb = fc.record({
  description: fc.constant('Article'),
  unitNetCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  vatRateBp: fc.constantFrom(...VAT_RATES_BP),
});
const discountArb = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constant('rate' as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 2_000_000 }) }),
);

describe('computeNetInvoiceAmounts, properties', () => {
  it('each rate’s base is its lines without VAT less its discount plus its shipping, and its stored gross parts add up', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 50_000 }),
        discountArb,
        (lines, shipping, discount) => {
          const amounts = computeNetInvoiceAmounts({ lines, shippingNetCents: shipping, discount });
          for (const rate of amounts.rates) {
            const linesNet = amounts.lines.filter((line) => line.vatRateBp === rate.vatRateBp).reduce((sum, line) => sum + line.lineNetCents, 0);
            // What the Factur-X XML works back: the allowance and the charge without VAT.
            const discountNet = netFromGross(rate.discountCents, rate.vatRateBp);
            const shippingNet = netFromGross(rate.shippingCents, rate.vatRateBp);
            expect(rate.netCents).toBe(linesNet - discountNet + shippingNet);
            expect(rate.vatCents).toBe(Math.round((rate.netCents * rate.vatRateBp) / 10_000));
            expect(rate.grossCents).toBe(rate.netCents + rate.vatCents);
            expect(rate.goodsGrossCents - rate.discountCents + rate.shippingCents).toBe(rate.grossCents);
            expect(Math.min(rate.netCents, rate.vatCents, rate.goodsGrossCents)).toBeGreaterThanOrEqual(0);
          }
          expect(amounts.totalGrossCents).toBe(amounts.totalNetCents + amounts.totalVatCents);
        },
      ),
    );
  });

  it('prints the typed price without VAT again when worked back from its price with VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...VAT_RATES_BP), (net, rate) => {
        expect(netFromGross(grossFromNet(net, rate), rate)).toBe(net);
      }),
    );
  });
});
