import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreditRefused, partialCreditNoteAmounts, restCreditNoteAmounts, RETURN_FEE_DESCRIPTION, type StoredDocument } from './credit-note-amounts';
import { computeInvoiceAmounts, negated, negatedRate, VAT_RATES_BP, type InvoiceAmountsInput, type RateAmounts } from './invoice-amounts';

/** An invoice as issueInvoiceForOrder stores it, from an order's lines, discount and shipping. */
function invoiceOf(input: InvoiceAmountsInput): StoredDocument & { shippingVatRateBp: number } {
  const amounts = computeInvoiceAmounts(input);
  return { ...amounts, rates: amounts.rates };
}

/** The order of invoicing.api.test.ts: a sweat-shirt 59.00 at 20 %, two books 12.00 at 5.5 %, 8.30 off, 6.99 shipping; 81.69 paid. */
const mixed = invoiceOf({
  lines: [
    { description: 'Sweat-shirt Montagne', reference: 'SW-MONT', unitGrossCents: 5900, quantity: 1, vatRateBp: 2000 },
    { description: 'Livre Le tricot', reference: 'LIV-01', unitGrossCents: 1200, quantity: 2, vatRateBp: 550 },
  ],
  shippingCents: 699,
  discount: { type: 'fixed', value: 830 },
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof CreditRefused ? error.reason : error;
  }
  return null;
};

describe('a partial credit note for a return', () => {
  it('one book of two: 12.00 less half its 2.40 discount share = 10.80 given back at 5.5 % (10.24 + 0.56)', () => {
    const credit = partialCreditNoteAmounts({ invoice: mixed, earlier: [], returned: [{ line: 1, quantity: 1 }], shippingCents: 0, feeCents: 0 });
    expect(credit.itemsCents).toBe(1080);
    expect(credit.lines).toEqual([
      {
        description: 'Livre Le tricot',
        reference: 'LIV-01',
        quantity: 1,
        vatRateBp: 550,
        unitGrossCents: -1200,
        unitNetCents: -1137,
        lineGrossCents: -1200,
        lineNetCents: -1137,
      },
    ]);
    expect(credit.rates).toEqual([
      { vatRateBp: 550, goodsGrossCents: -1200, discountCents: -120, shippingCents: 0, grossCents: -1080, netCents: -1024, vatCents: -56 },
    ]);
    expect(credit).toMatchObject({ discountCents: -120, shippingCents: 0, totalGrossCents: -1080, totalNetCents: -1024, totalVatCents: -56 });
  });

  it('the sweat-shirt, the shipping given back and a 5.99 fee kept: 59.00 - 5.90 + 6.99 - 5.99 = 54.10 refunded, the fee a positive line at 20 %', () => {
    const credit = partialCreditNoteAmounts({ invoice: mixed, earlier: [], returned: [{ line: 0, quantity: 1 }], shippingCents: 699, feeCents: 599 });
    expect(credit.itemsCents).toBe(5310);
    expect(credit.lines.map((l) => [l.description, l.quantity, l.unitGrossCents, l.unitNetCents, l.lineNetCents, l.vatRateBp])).toEqual([
      ['Sweat-shirt Montagne', 1, -5900, -4917, -4917, 2000],
      [RETURN_FEE_DESCRIPTION, 1, 599, 499, 499, 2000],
    ]);
    // 54.10 / 1.2 = 45.083 -> 45.08; VAT 9.02.
    expect(credit.rates).toEqual([
      {
        vatRateBp: 2000,
        goodsGrossCents: -5900,
        discountCents: -590,
        shippingCents: -699,
        feeCents: 599,
        grossCents: -5410,
        netCents: -4508,
        vatCents: -902,
      },
    ]);
    expect(credit.totalGrossCents).toBe(-(5310 + 699 - 599));
  });

  it('the second book after the first gives back the other half of the share, so both add up to what the line cost', () => {
    const first = partialCreditNoteAmounts({ invoice: mixed, earlier: [], returned: [{ line: 1, quantity: 1 }], shippingCents: 0, feeCents: 0 });
    const second = partialCreditNoteAmounts({
      invoice: mixed,
      earlier: [first],
      returned: [{ line: 1, quantity: 1 }],
      shippingCents: 0,
      feeCents: 0,
    });
    expect(first.itemsCents + second.itemsCents).toBe(2400 - 240);
    // A third is one too many.
    expect(
      refusal(() =>
        partialCreditNoteAmounts({ invoice: mixed, earlier: [first, second], returned: [{ line: 1, quantity: 1 }], shippingCents: 0, feeCents: 0 }),
      ),
    ).toBe('quantityTooHigh');
  });

  it('refuses more units or shipping than the invoice still bills, nothing at all, and a fee whose VAT outweighs the VAT given back', () => {
    const returnOf = (returned: { line: number; quantity: number }[], shippingCents = 0, feeCents = 0, earlier: StoredDocument[] = []) =>
      refusal(() => partialCreditNoteAmounts({ invoice: mixed, earlier, returned, shippingCents, feeCents }));
    expect(returnOf([{ line: 1, quantity: 3 }])).toBe('quantityTooHigh');
    expect(returnOf([{ line: 0, quantity: 1 }], 700)).toBe('shippingTooHigh');
    const shippingBack = partialCreditNoteAmounts({ invoice: mixed, earlier: [], returned: [], shippingCents: 699, feeCents: 0 });
    expect(returnOf([], 1, 0, [shippingBack])).toBe('shippingTooHigh');
    expect(returnOf([])).toBe('nothingToCredit');
    // A book (10.80, VAT 0.56 at 5.5 %) against a 5.99 fee (VAT 1.00 at 20 %): the note would bill VAT.
    expect(returnOf([{ line: 1, quantity: 1 }], 0, 599)).toBe('feeTooHigh');
    expect(returnOf([{ line: 1, quantity: 1 }], 0, 1081)).toBe('feeTooHigh');
  });

  it('takes the items refund the returns feature worked out, and keeps the rest of the units’ price as the discount given back', () => {
    const credit = partialCreditNoteAmounts({
      invoice: mixed,
      earlier: [],
      returned: [{ line: 1, quantity: 1 }],
      shippingCents: 0,
      feeCents: 0,
      itemsCents: 1000,
    });
    expect(credit).toMatchObject({ itemsCents: 1000, discountCents: -200, totalGrossCents: -1000 });
    // A refund of more than the units cost, or a negative one, is a caller's bug, not a credit note.
    for (const itemsCents of [1201, -1])
      expect(() =>
        partialCreditNoteAmounts({ invoice: mixed, earlier: [], returned: [{ line: 1, quantity: 1 }], shippingCents: 0, feeCents: 0, itemsCents }),
      ).toThrow(RangeError);
  });
});

describe('the credit note that cancels an invoice', () => {
  it('without earlier credit notes is the invoice negated', () => {
    const rest = restCreditNoteAmounts(mixed, []);
    expect(rest.rates).toEqual(mixed.rates.map(negatedRate));
    expect(rest.lines.map((l) => [l.quantity, l.unitGrossCents, l.lineNetCents])).toEqual(
      mixed.lines.map((l) => [l.quantity, -l.unitGrossCents, -l.lineNetCents]),
    );
    expect(rest).toMatchObject({ totalGrossCents: -8169, totalNetCents: -7055, totalVatCents: -1114, shippingCents: -699, discountCents: -830 });
  });

  it('after a return, gives back the rest: the sweat-shirt, the shipping, and the fee the return kept', () => {
    const book = partialCreditNoteAmounts({ invoice: mixed, earlier: [], returned: [{ line: 1, quantity: 2 }], shippingCents: 0, feeCents: 599 });
    const rest = restCreditNoteAmounts(mixed, [book]);
    expect(rest.lines.map((l) => [l.description, l.quantity, l.lineGrossCents])).toEqual([
      ['Sweat-shirt Montagne', 1, -5900],
      [RETURN_FEE_DESCRIPTION, 1, -599],
    ]);
    expect(rest.totalGrossCents).toBe(-(8169 + book.totalGrossCents));
    expect(rest.rates.find((r) => r.vatRateBp === 2000)).toMatchObject({ feeCents: -599, shippingCents: -699 });
  });

  it('refuses when the invoice was given back whole already', () => {
    const all = partialCreditNoteAmounts({
      invoice: mixed,
      earlier: [],
      returned: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 2 },
      ],
      shippingCents: 699,
      feeCents: 0,
    });
    expect(all.totalGrossCents).toBe(-8169);
    expect(refusal(() => restCreditNoteAmounts(mixed, [all]))).toBe('nothingToCredit');
  });
});

describe('properties', () => {
  const invoiceInput = fc.record({
    lines: fc.array(
      fc.record({
        description: fc.constantFrom('T-shirt', 'Sweat', 'Livre'),
        unitGrossCents: fc.integer({ min: 0, max: 20_000 }),
        quantity: fc.integer({ min: 1, max: 6 }),
        vatRateBp: fc.constantFrom(...VAT_RATES_BP),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    shippingCents: fc.integer({ min: 0, max: 1_500 }),
    discount: fc.option(fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 30_000 }) }), { nil: null }),
  });
  /** Every unit of every line, and the shipping, handed back in up to 4 returns chosen by `cuts`. */
  const returnsOf = (invoice: StoredDocument, cuts: number[]) => {
    const returns: { line: number; quantity: number }[][] = [[], [], [], []];
    invoice.lines.forEach((line, i) => {
      for (let unit = 0; unit < line.quantity; unit++) {
        const batch = returns[cuts[(i + unit) % cuts.length]! % 4]!;
        const entry = batch.find((r) => r.line === i);
        if (entry) entry.quantity += 1;
        else batch.push({ line: i, quantity: 1 });
      }
    });
    return returns;
  };
  const field = (docs: StoredDocument[], rate: number, pick: (r: RateAmounts) => number) =>
    docs.flatMap((d) => d.rates.filter((r) => r.vatRateBp === rate)).reduce((sum, r) => sum + pick(r), 0);

  /** The returns feature's rule (ADR 29): the units at their prices less the discount's share of all returned so far, less that of the earlier ones. */
  const itemsRefund = (invoice: StoredDocument, before: number, gross: number) => {
    const subtotal = invoice.rates.reduce((sum, r) => sum + r.goodsGrossCents, 0);
    const paid = (g: number) => g - (subtotal === 0 ? 0 : Math.floor((invoice.discountCents * g * 2 + subtotal) / (2 * subtotal)));
    return paid(before + gross) - paid(before);
  };

  it('returns that give everything back, in any split, refund exactly what was paid, each note totals -(items + shipping), its rates within a cent a note of the invoice’s', () => {
    fc.assert(
      fc.property(invoiceInput, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.nat({ max: 3 }), (input, cuts, shippingReturn) => {
        const invoice = invoiceOf(input);
        const credits: StoredDocument[] = [];
        let before = 0;
        for (const [n, batch] of returnsOf(invoice, cuts).entries()) {
          const shippingCents = n === shippingReturn ? invoice.shippingCents : 0;
          if (batch.length === 0 && shippingCents === 0) continue;
          const credit = partialCreditNoteAmounts({ invoice, earlier: credits, returned: batch, shippingCents, feeCents: 0 });
          const gross = batch.reduce((sum, r) => sum + invoice.lines[r.line]!.unitGrossCents * r.quantity, 0);
          expect(credit.itemsCents).toBe(itemsRefund(invoice, before, gross));
          before += gross;
          expect(credit.totalGrossCents).toBe(negated(credit.itemsCents + shippingCents));
          for (const rate of credit.rates) expect(rate.netCents + rate.vatCents).toBe(rate.grossCents);
          for (const line of credit.lines) expect(line.lineNetCents).toBe(line.quantity * line.unitNetCents);
          credits.push(credit);
        }
        expect(credits.reduce((sum, c) => sum + c.totalGrossCents, 0)).toBe(negated(invoice.totalGrossCents));
        for (const rate of VAT_RATES_BP) {
          expect(field(credits, rate, (r) => r.goodsGrossCents) + field([invoice], rate, (r) => r.goodsGrossCents)).toBe(0);
          // Each note splits the discount it gives back over the rates of its own units, rounding once.
          const drift = field(credits, rate, (r) => r.discountCents) + field([invoice], rate, (r) => r.discountCents);
          expect(Math.abs(drift)).toBeLessThanOrEqual(credits.length);
        }
        expect(credits.reduce((sum, c) => sum + c.discountCents, 0)).toBe(negated(invoice.discountCents));
      }),
    );
  });

  it('after some returns with fees, cancelling leaves the invoice and its credit notes at zero, rate by rate, amount by amount', () => {
    fc.assert(
      fc.property(invoiceInput, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 800 }), (input, cuts, feeCents) => {
        const invoice = invoiceOf(input);
        const credits: StoredDocument[] = [];
        // The first two of the four returns only: some units stay billed.
        for (const batch of returnsOf(invoice, cuts).slice(0, 2)) {
          if (batch.length === 0) continue;
          try {
            credits.push(partialCreditNoteAmounts({ invoice, earlier: credits, returned: batch, shippingCents: 0, feeCents }));
          } catch (error) {
            if (!(error instanceof CreditRefused && error.reason === 'feeTooHigh')) throw error;
          }
        }
        let rest: StoredDocument;
        try {
          rest = restCreditNoteAmounts(invoice, credits);
        } catch (error) {
          expect(error instanceof CreditRefused && error.reason === 'nothingToCredit').toBe(true);
          return;
        }
        const all = [invoice, ...credits, rest];
        for (const pick of [(d: StoredDocument) => d.totalGrossCents, (d: StoredDocument) => d.totalNetCents, (d: StoredDocument) => d.totalVatCents])
          expect(all.reduce((sum, d) => sum + pick(d), 0)).toBe(0);
        for (const rate of VAT_RATES_BP)
          for (const pick of [
            (r: RateAmounts) => r.grossCents,
            (r: RateAmounts) => r.netCents,
            (r: RateAmounts) => r.vatCents,
            (r: RateAmounts) => r.feeCents ?? 0,
          ])
            expect(field(all, rate, pick)).toBe(0);
        expect(rest.lines.length).toBeGreaterThan(0);
        for (const line of rest.lines) expect(line.lineNetCents).toBe(line.quantity * line.unitNetCents + 0); // + 0: a line of 0 units is 0, not -0
      }),
    );
  });
});
