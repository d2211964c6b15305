import type { Locale } from '../locale';
import { discountFor, type PromoRule } from '../pricing/cart-totals';
import { invoiceDescription } from './description';

/** The French VAT rates an invoice line may carry, in basis points (5.5 %, 10 %, 20 %). */
export const VAT_RATES_BP = [550, 1000, 2000] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number];
/** The standard rate: clothing, and the default of the invoice form (spec section 5). */
export const STANDARD_VAT_RATE_BP: VatRateBp = 2000;

/** 550 -> "5,5 %" in French (invoices are written in French), "5.5%" in English. */
export function vatRateLabel(rateBp: number, locale: Locale): string {
  const percent = String(rateBp / 100);
  return locale === 'fr' ? `${percent.replace('.', ',')}\u00a0%` : `${percent}%`;
}

/** A line as sold: its price per unit includes VAT, like every price of the shop (GUIDE 3.1). */
export type InvoiceLineInput = {
  description: string;
  reference?: string;
  unitGrossCents: number;
  quantity: number;
  vatRateBp: number;
};

export type InvoiceAmountsInput = {
  lines: InvoiceLineInput[];
  /** What the customer paid for delivery, VAT included. */
  shippingCents: number;
  /**
   * The rate of the shipping's VAT. Our rule: the standard rate unless told otherwise. Delivery
   * follows the VAT of the goods it carries; the shop sells clothing (all at 20 %), and for a
   * mixed cart the standard rate never declares less VAT than is due.
   */
  shippingVatRateBp?: number;
  /** Taken off the products (never the shipping), exactly as the order's pricing did. */
  discount: PromoRule | null;
};

export type InvoiceLineAmounts = {
  description: string;
  reference: string;
  quantity: number;
  vatRateBp: number;
  unitGrossCents: number;
  /** The unit price without VAT shown on the invoice: round(unit gross / (1 + rate)). */
  unitNetCents: number;
  lineGrossCents: number;
  /**
   * Quantity x unit price without VAT, exactly, so the printed line multiplies out to the cent
   * (2 x 74,17 € = 148,34 €). It can differ from round(line gross / (1 + rate)) by up to half a
   * cent per unit: the per-rate base below, worked back from what was paid, is what VAT is
   * charged on, and the Factur-X XML states the difference as a rounding adjustment (ADR 12).
   */
  lineNetCents: number;
};

/** One VAT rate's column of the invoice: everything sold at that rate, after discount, with shipping at its rate. */
export type RateAmounts = {
  vatRateBp: number;
  goodsGrossCents: number;
  /** This rate's share of the discount. */
  discountCents: number;
  shippingCents: number;
  /**
   * A credit note's return fee at this rate, VAT included: kept by the shop, so it counts against
   * what is given back (positive on a credit note whose amounts are negative; negative on the
   * credit note that later gives it back). Absent on invoices.
   */
  feeCents?: number;
  /** goods - discount + shipping (+ fee on a credit note). */
  grossCents: number;
  netCents: number;
  vatCents: number;
};

/** An amount as a credit note gives it back: negated, 0 staying 0 rather than -0. */
export const negated = (cents: number): number => (cents === 0 ? 0 : -cents);

/** A rate's column of a credit note: the invoice's, every amount negated. */
export function negatedRate(rate: RateAmounts): RateAmounts {
  return {
    vatRateBp: rate.vatRateBp,
    goodsGrossCents: negated(rate.goodsGrossCents),
    discountCents: negated(rate.discountCents),
    shippingCents: negated(rate.shippingCents),
    ...(rate.feeCents ? { feeCents: negated(rate.feeCents) } : {}),
    grossCents: negated(rate.grossCents),
    netCents: negated(rate.netCents),
    vatCents: negated(rate.vatCents),
  };
}

export type InvoiceAmounts = {
  lines: InvoiceLineAmounts[];
  /** By rate, lowest first; only rates that carry an amount. */
  rates: RateAmounts[];
  subtotalGrossCents: number;
  discountCents: number;
  shippingCents: number;
  shippingVatRateBp: number;
  totalNetCents: number;
  totalVatCents: number;
  totalGrossCents: number;
};

function requireWhole(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`Invalid ${what}: ${value}`);
}

function requireRate(rateBp: number): void {
  if (!(VAT_RATES_BP as readonly number[]).includes(rateBp)) throw new RangeError(`Invalid VAT rate: ${rateBp}`);
}

/**
 * The amount without VAT inside a VAT-inclusive amount: gross / (1 + rate), rounded half up to
 * the cent, on integers (gross x 10 000 / (10 000 + basis points)) so no float decides a cent.
 */
export function netFromGross(grossCents: number, rateBp: number): number {
  const divisor = 10_000 + rateBp;
  return Math.floor((grossCents * 20_000 + divisor) / (2 * divisor));
}

/** netFromGross for an amount of either sign, rounded away from zero at half a cent, so -x gives exactly -(net of x). */
export function signedNetFromGross(grossCents: number, rateBp: number): number {
  return grossCents < 0 ? negated(netFromGross(-grossCents, rateBp)) : netFromGross(grossCents, rateBp);
}

/**
 * Splits `total` over `weights` in proportion, in whole cents that add up to `total` exactly
 * (largest remainder; ties go to the later weight, i.e. the higher rate). No share exceeds its
 * weight when `total` does not exceed their sum.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  // BigInt: total x weight can pass 2^53 for large invoices.
  const products = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = products.map((p) => Number(p / BigInt(sum)));
  const remainders = products.map((p, i) => ({ i, rest: Number(p % BigInt(sum)) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.rest - a.rest || b.i - a.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The amounts of an invoice, from VAT-inclusive prices (GUIDE 3.1). The gross of each rate is
 * what the customer paid at that rate (its lines, less its share of the discount, plus the
 * shipping at the shipping's rate); its net and VAT are worked backwards from it, rounding once
 * per rate: net = round(gross / (1 + rate)), VAT = gross - net. So the invoice's total is the
 * order's total to the cent, and net + VAT = gross for every rate.
 */
export function computeInvoiceAmounts(input: InvoiceAmountsInput): InvoiceAmounts {
  const shippingVatRateBp = input.shippingVatRateBp ?? STANDARD_VAT_RATE_BP;
  requireRate(shippingVatRateBp);
  requireWhole(input.shippingCents, 'shipping', 0);

  const lines = input.lines.map((line): InvoiceLineAmounts => {
    requireWhole(line.unitGrossCents, 'unit price', 0);
    requireWhole(line.quantity, 'quantity', 1);
    requireRate(line.vatRateBp);
    const unitNetCents = netFromGross(line.unitGrossCents, line.vatRateBp);
    return {
      description: invoiceDescription(line.description),
      reference: line.reference ?? '',
      quantity: line.quantity,
      vatRateBp: line.vatRateBp,
      unitGrossCents: line.unitGrossCents,
      unitNetCents,
      lineGrossCents: line.unitGrossCents * line.quantity,
      lineNetCents: unitNetCents * line.quantity,
    };
  });

  const subtotalGrossCents = lines.reduce((sum, line) => sum + line.lineGrossCents, 0);
  const discountCents = discountFor(input.discount, subtotalGrossCents);
  const shippingCents = input.shippingCents;

  const rateList = VAT_RATES_BP.filter((rate) => lines.some((l) => l.vatRateBp === rate) || (rate === shippingVatRateBp && shippingCents > 0));
  const goods = rateList.map((rate) => lines.filter((l) => l.vatRateBp === rate).reduce((sum, l) => sum + l.lineGrossCents, 0));
  const discountShares = allocate(discountCents, goods);
  const rates = rateList.map((vatRateBp, i): RateAmounts => {
    const shipping = vatRateBp === shippingVatRateBp ? shippingCents : 0;
    const grossCents = goods[i]! - discountShares[i]! + shipping;
    const netCents = netFromGross(grossCents, vatRateBp);
    return {
      vatRateBp,
      goodsGrossCents: goods[i]!,
      discountCents: discountShares[i]!,
      shippingCents: shipping,
      grossCents,
      netCents,
      vatCents: grossCents - netCents,
    };
  });

  return {
    lines,
    rates,
    subtotalGrossCents,
    discountCents,
    shippingCents,
    shippingVatRateBp,
    totalNetCents: rates.reduce((sum, r) => sum + r.netCents, 0),
    totalVatCents: rates.reduce((sum, r) => sum + r.vatCents, 0),
    totalGrossCents: rates.reduce((sum, r) => sum + r.grossCents, 0),
  };
}
