import {
  allocate,
  negated,
  netFromGross,
  signedNetFromGross,
  STANDARD_VAT_RATE_BP,
  VAT_RATES_BP,
  type InvoiceLineAmounts,
  type RateAmounts,
} from './invoice-amounts';

/**
 * The amounts of credit notes (ADR 12): a partial one for what a return refunds, and the one
 * that cancels what an invoice still bills once partial ones gave some of it back. Stored the
 * way every credit note is: what it gives back negative, so sums over the invoices table are
 * what was billed; a return fee the shop keeps is a line of its own, positive.
 */

/** The return fee's line. Invoices and credit notes are written in French (ADR 12); in English, "Return fee". */
export const RETURN_FEE_DESCRIPTION = 'Frais de retour';
/** A return fee pays for a service (handling the return, its label): the standard rate, whatever the goods. */
export const RETURN_FEE_VAT_RATE_BP = STANDARD_VAT_RATE_BP;

/** A line as an invoice or a credit note stores it. */
export type StoredLine = Pick<
  InvoiceLineAmounts,
  'description' | 'reference' | 'quantity' | 'vatRateBp' | 'unitGrossCents' | 'unitNetCents' | 'lineGrossCents' | 'lineNetCents'
>;

/** An invoice or a credit note as stored: its lines, its columns per rate and its totals. */
export type StoredDocument = {
  lines: StoredLine[];
  rates: RateAmounts[];
  shippingCents: number;
  discountCents: number;
  totalNetCents: number;
  totalVatCents: number;
  totalGrossCents: number;
};

export type CreditNoteAmounts = StoredDocument;

/** Why a credit note cannot be made as asked; each has its message in `invoices:errors`. */
export type CreditRefusal = 'quantityTooHigh' | 'shippingTooHigh' | 'feeTooHigh' | 'nothingToCredit';

export class CreditRefused extends Error {
  constructor(readonly reason: CreditRefusal) {
    super(reason);
  }
}

/** round(part x of / whole), half up, on integers (BigInt: part x of passes 2^53 for large invoices); 0 when there is no whole. */
function proportion(part: number, of: number, whole: number): number {
  if (whole === 0) return 0;
  return Number((BigInt(part) * BigInt(of) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

/** A line as a credit note gives it back: `quantity` units, amounts negated. */
function givenBack(line: StoredLine, quantity: number): StoredLine {
  return {
    description: line.description,
    reference: line.reference,
    quantity,
    vatRateBp: line.vatRateBp,
    unitGrossCents: negated(line.unitGrossCents),
    unitNetCents: negated(line.unitNetCents),
    lineGrossCents: negated(line.unitGrossCents * quantity),
    lineNetCents: negated(line.unitNetCents * quantity),
  };
}

/** What tells a line from another to a credit note: lines that read the same are one for it. */
const sameLine = (line: StoredLine) => [line.description, line.reference, line.vatRateBp, Math.abs(line.unitGrossCents)].join('\n');

/** A credit note's line is a kept fee when it is positive; the goods it gives back are negative (or free). */
const isFee = (line: StoredLine) => line.lineGrossCents > 0;

/**
 * How many units of each invoice line earlier credit notes gave back: each of their goods lines
 * is matched to the first invoice line with the same description, reference, rate and price
 * that still has units to give back (credit notes copy these from the line they credit).
 */
export function creditedQuantities(invoiceLines: StoredLine[], credits: StoredDocument[]): number[] {
  const credited = invoiceLines.map(() => 0);
  for (const line of credits.flatMap((credit) => credit.lines).filter((line) => !isFee(line))) {
    const i = invoiceLines.findIndex(
      (sold, j) =>
        sold.description === line.description &&
        sold.reference === line.reference &&
        sold.vatRateBp === line.vatRateBp &&
        sold.unitGrossCents === negated(line.unitGrossCents) &&
        credited[j]! + line.quantity <= sold.quantity,
    );
    if (i < 0) throw new Error(`A credit note line matches no line of its invoice: ${line.description}`);
    credited[i]! += line.quantity;
  }
  return credited;
}

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

function totals(rates: RateAmounts[]) {
  return {
    totalNetCents: sumOf(rates.map((r) => r.netCents)),
    totalVatCents: sumOf(rates.map((r) => r.vatCents)),
    totalGrossCents: sumOf(rates.map((r) => r.grossCents)),
  };
}

export type PartialCreditInput = {
  invoice: StoredDocument & { shippingVatRateBp: number };
  /** Credit notes already issued for the invoice, oldest first. */
  earlier: StoredDocument[];
  /** Units returned now, by index of the invoice's lines. */
  returned: { line: number; quantity: number }[];
  /** Shipping given back, VAT included. */
  shippingCents: number;
  /** Return fee kept, VAT included. */
  feeCents: number;
  /**
   * What the refund gives back for the returned units, VAT included, as the returns feature
   * worked it out (their prices less their part of the discount). Left out, it is worked out by
   * the same rule (ADR 29): the discount's share of everything credited so far, less the share
   * of what was credited before.
   */
  itemsCents?: number;
};

/**
 * A partial credit note for a return: the returned units at the invoice's prices, less the part
 * of its discount the refund kept, the shipping given back at the invoice's shipping rate, and
 * the return fee as a line of its own at the standard rate. Per rate, what is given back is
 * worked back to net and VAT the way the invoice was (net = round(gross / (1 + rate)), VAT = the
 * rest), so its total is exactly -(items + shipping - fee), the amount refunded.
 */
export function partialCreditNoteAmounts(input: PartialCreditInput): CreditNoteAmounts & { itemsCents: number } {
  const { invoice, earlier, shippingCents, feeCents } = input;
  for (const [value, what] of [
    [shippingCents, 'shipping'],
    [feeCents, 'fee'],
  ] as const)
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Invalid ${what}: ${value}`);

  const already = creditedQuantities(invoice.lines, earlier);
  const seen = new Set<number>();
  for (const { line, quantity } of input.returned) {
    if (!invoice.lines[line] || seen.has(line) || !Number.isSafeInteger(quantity) || quantity < 1)
      throw new RangeError(`Invalid returned line ${line} x ${quantity}`);
    seen.add(line);
  }
  // Counted over lines that read the same (their units are the same to a credit note): at most what they billed.
  for (const key of new Set(invoice.lines.map(sameLine))) {
    const at = (i: number) => sameLine(invoice.lines[i]!) === key;
    const billed = sumOf(invoice.lines.flatMap((line, i) => (at(i) ? [line.quantity - already[i]!] : [])));
    if (sumOf(input.returned.filter((r) => at(r.line)).map((r) => r.quantity)) > billed) throw new CreditRefused('quantityTooHigh');
  }
  const shippingLeft = invoice.shippingCents + sumOf(earlier.map((credit) => credit.shippingCents));
  if (shippingCents > shippingLeft) throw new CreditRefused('shippingTooHigh');
  if (input.returned.length === 0 && shippingCents === 0) throw new CreditRefused('nothingToCredit');

  // The goods returned now and credited before, VAT included, per rate and in all.
  const rateOf = (vatRateBp: number, documents: StoredDocument[]) => documents.flatMap((d) => d.rates.filter((r) => r.vatRateBp === vatRateBp));
  const returnedAt = (vatRateBp: number) =>
    sumOf(
      input.returned.filter((r) => invoice.lines[r.line]!.vatRateBp === vatRateBp).map((r) => invoice.lines[r.line]!.unitGrossCents * r.quantity),
    );
  const creditedAt = (vatRateBp: number, pick: (rate: RateAmounts) => number) => -sumOf(rateOf(vatRateBp, earlier).map(pick));
  const goods = VAT_RATES_BP.map(returnedAt);
  const before = VAT_RATES_BP.map((rate) => creditedAt(rate, (r) => r.goodsGrossCents));
  const discountBefore = VAT_RATES_BP.map((rate) => creditedAt(rate, (r) => r.discountCents));
  const sold = VAT_RATES_BP.map((rate) => sumOf(rateOf(rate, [invoice]).map((r) => r.goodsGrossCents)));
  const soldDiscount = VAT_RATES_BP.map((rate) => sumOf(rateOf(rate, [invoice]).map((r) => r.discountCents)));

  // The discount the refund keeps for these units: the caller's, or the order-wide rule.
  const returnedGross = sumOf(goods);
  const share = (gross: number) => proportion(invoice.discountCents, gross, sumOf(sold));
  const discountCents =
    input.itemsCents === undefined ? share(sumOf(before) + returnedGross) - share(sumOf(before)) : returnedGross - input.itemsCents;
  if (!Number.isSafeInteger(discountCents) || discountCents < 0 || discountCents > returnedGross)
    throw new RangeError(`Invalid items refund: ${input.itemsCents} for ${returnedGross}`);
  // Split over the rates of the units returned now by what each rate's own share of its goods
  // credited so far leaves to give back, so each rate's discount given back keeps within a cent
  // or so of its part of the invoice's (the total is the refund's, exactly).
  const ideal = VAT_RATES_BP.map((_, i) =>
    goods[i]! > 0 ? Math.max(0, proportion(soldDiscount[i]!, before[i]! + goods[i]!, sold[i]!) - discountBefore[i]!) : 0,
  );
  const byIdeal = sumOf(ideal) > 0 ? allocate(discountCents, ideal) : null;
  // Never more off a rate than its units cost (the refund's discount can outrun the rates' own shares).
  const discounts = byIdeal && byIdeal.every((cents, i) => cents <= goods[i]!) ? byIdeal : allocate(discountCents, goods);

  const lines = input.returned.map((r) => givenBack(invoice.lines[r.line]!, r.quantity));
  if (feeCents > 0) {
    const unitNetCents = netFromGross(feeCents, RETURN_FEE_VAT_RATE_BP);
    lines.push({
      description: RETURN_FEE_DESCRIPTION,
      reference: '',
      quantity: 1,
      vatRateBp: RETURN_FEE_VAT_RATE_BP,
      unitGrossCents: feeCents,
      unitNetCents,
      lineGrossCents: feeCents,
      lineNetCents: unitNetCents,
    });
  }

  const rates = VAT_RATES_BP.flatMap((vatRateBp, i): RateAmounts[] => {
    const shipping = vatRateBp === invoice.shippingVatRateBp ? shippingCents : 0;
    const fee = vatRateBp === RETURN_FEE_VAT_RATE_BP ? feeCents : 0;
    if (!lines.some((line) => line.vatRateBp === vatRateBp) && shipping === 0 && fee === 0) return [];
    const given = goods[i]! - discounts[i]! + shipping - fee;
    const net = signedNetFromGross(given, vatRateBp);
    return [
      {
        vatRateBp,
        goodsGrossCents: negated(goods[i]!),
        discountCents: negated(discounts[i]!),
        shippingCents: negated(shipping),
        ...(fee > 0 ? { feeCents: fee } : {}),
        grossCents: negated(given),
        netCents: negated(net),
        vatCents: negated(given - net),
      },
    ];
  });
  const amounts = { lines, rates, shippingCents: negated(shippingCents), discountCents: negated(discountCents), ...totals(rates) };
  // A credit note gives back (the database holds its totals <= 0): a fee that outweighs what is returned, or its VAT, cannot be one.
  if (amounts.totalGrossCents > 0 || amounts.totalNetCents > 0 || amounts.totalVatCents > 0) throw new CreditRefused('feeTooHigh');
  return { ...amounts, itemsCents: returnedGross - discountCents };
}

/**
 * The credit note that cancels an invoice: everything it still bills once its earlier credit
 * notes are taken off, so the invoice and all its credit notes add up to zero, rate by rate and
 * in total. Its lines are the units not yet given back and the return fees kept, given back; its
 * amounts are worked out by subtraction, so no rounding can leave a cent. Without earlier credit
 * notes it is the invoice negated.
 */
export function restCreditNoteAmounts(invoice: StoredDocument, earlier: StoredDocument[]): CreditNoteAmounts {
  const credited = creditedQuantities(invoice.lines, earlier);
  const documents = [invoice, ...earlier];
  const left = (pick: (document: StoredDocument) => number) => negated(sumOf(documents.map(pick)));
  const unitsLeft = [
    ...invoice.lines.flatMap((line, i) => (line.quantity > credited[i]! ? [givenBack(line, line.quantity - credited[i]!)] : [])),
    ...earlier.flatMap((credit) => credit.lines.filter(isFee)).map((fee) => givenBack(fee, fee.quantity)),
  ];
  // Every unit given back but the shipping: the invoice's lines at 0 units, as a credit note states at least one line (EN 16931 BR-16).
  const lines = unitsLeft.length > 0 ? unitsLeft : invoice.lines.map((line) => givenBack(line, 0));
  const rates = VAT_RATES_BP.flatMap((vatRateBp): RateAmounts[] => {
    const columns = documents.flatMap((document) => document.rates.filter((rate) => rate.vatRateBp === vatRateBp));
    if (columns.length === 0) return [];
    const column = (pick: (rate: RateAmounts) => number) => negated(sumOf(columns.map(pick)));
    const fee = column((rate) => rate.feeCents ?? 0);
    const rate: RateAmounts = {
      vatRateBp,
      goodsGrossCents: column((r) => r.goodsGrossCents),
      discountCents: column((r) => r.discountCents),
      shippingCents: column((r) => r.shippingCents),
      ...(fee !== 0 ? { feeCents: fee } : {}),
      grossCents: column((r) => r.grossCents),
      netCents: column((r) => r.netCents),
      vatCents: column((r) => r.vatCents),
    };
    const anyLine = lines.some((line) => line.vatRateBp === vatRateBp);
    // A rate whose goods all went back can still hold a cent of net against a cent of VAT (each note rounded its own): it is given back too.
    const values = [rate.goodsGrossCents, rate.discountCents, rate.shippingCents, fee, rate.grossCents, rate.netCents, rate.vatCents];
    return anyLine || values.some((v) => v !== 0) ? [rate] : [];
  });
  const amounts = {
    lines,
    rates,
    shippingCents: left((d) => d.shippingCents),
    discountCents: left((d) => d.discountCents),
    totalNetCents: left((d) => d.totalNetCents),
    totalVatCents: left((d) => d.totalVatCents),
    totalGrossCents: left((d) => d.totalGrossCents),
  };
  // Only cents of rounding left (a credit note gives back: its totals are <= 0).
  if (amounts.totalGrossCents >= 0 || amounts.totalNetCents > 0 || amounts.totalVatCents > 0) throw new CreditRefused('nothingToCredit');
  return amounts;
}
