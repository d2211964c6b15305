import { discountFor, type PromoRule } from '../pricing/cart-totals';
import { invoiceDescription } from './description';
import { allocate, STANDARD_VAT_RATE_BP, VAT_RATES_BP, type InvoiceAmounts, type InvoiceLineAmounts, type RateAmounts } from './invoice-amounts';

/**
 * An invoice typed with prices without VAT, as businesses quote each other (the old form's
 * formula: quantity x unit price x (1 + VAT)). The other way round from `computeInvoiceAmounts`:
 * each rate's base is exactly its lines' amounts without VAT, less its share of the discount,
 * plus the shipping at its rate; its VAT is the base times the rate, rounded once per rate; the
 * gross is their sum. So the base a business buyer deducts VAT from is what its lines say.
 */
export type NetInvoiceLineInput = {
  description: string;
  reference?: string;
  unitNetCents: number;
  quantity: number;
  vatRateBp: number;
};

export type NetInvoiceAmountsInput = {
  lines: NetInvoiceLineInput[];
  /** Delivery without VAT, at the standard rate (the rule of `computeInvoiceAmounts`). */
  shippingNetCents: number;
  /** A percentage of the lines without VAT, or an amount without VAT. */
  discount: PromoRule | null;
};

/** An amount without VAT plus its VAT at the rate, half up on integers. Its `netFromGross` is the amount again, to the cent. */
export function grossFromNet(netCents: number, rateBp: number): number {
  return Math.floor((netCents * (10_000 + rateBp) + 5_000) / 10_000);
}

/** VAT on a base, half up on integers. */
const vatOn = (netCents: number, rateBp: number) => Math.floor((netCents * rateBp + 5_000) / 10_000);

/**
 * The amounts as `InvoiceAmounts` state them, VAT included where the stored invoice keeps gross
 * amounts (its lines, discount and shipping, printed "TTC"): each is its amount without VAT plus
 * its VAT, and a rate's goods take what rounding leaves, so goods - discount + shipping is the
 * rate's gross to the cent. The Factur-X XML works the allowance and charge back from those with
 * `netFromGross` and finds the typed amounts, with no rounding adjustment.
 */
export function computeNetInvoiceAmounts(input: NetInvoiceAmountsInput): InvoiceAmounts {
  const shippingVatRateBp = STANDARD_VAT_RATE_BP;
  const lines = input.lines.map((line): InvoiceLineAmounts => ({
    description: invoiceDescription(line.description),
    reference: line.reference ?? '',
    quantity: line.quantity,
    vatRateBp: line.vatRateBp,
    unitGrossCents: grossFromNet(line.unitNetCents, line.vatRateBp),
    unitNetCents: line.unitNetCents,
    lineGrossCents: grossFromNet(line.unitNetCents, line.vatRateBp) * line.quantity,
    lineNetCents: line.unitNetCents * line.quantity,
  }));

  const shippingNet = input.shippingNetCents;
  const rateList = VAT_RATES_BP.filter((rate) => lines.some((l) => l.vatRateBp === rate) || (rate === shippingVatRateBp && shippingNet > 0));
  const goodsNet = rateList.map((rate) => lines.filter((l) => l.vatRateBp === rate).reduce((sum, l) => sum + l.lineNetCents, 0));
  const discountNet = discountFor(
    input.discount,
    goodsNet.reduce((a, b) => a + b, 0),
  );
  const discountShares = allocate(discountNet, goodsNet);

  const rates = rateList.map((vatRateBp, i): RateAmounts => {
    const shipping = vatRateBp === shippingVatRateBp ? shippingNet : 0;
    const netCents = goodsNet[i]! - discountShares[i]! + shipping;
    const vatCents = vatOn(netCents, vatRateBp);
    const grossCents = netCents + vatCents;
    const discountCents = grossFromNet(discountShares[i]!, vatRateBp);
    const shippingCents = grossFromNet(shipping, vatRateBp);
    return {
      vatRateBp,
      goodsGrossCents: grossCents - shippingCents + discountCents,
      discountCents,
      shippingCents,
      grossCents,
      netCents,
      vatCents,
    };
  });

  const total = (pick: (rate: RateAmounts) => number) => rates.reduce((sum, rate) => sum + pick(rate), 0);
  return {
    lines,
    rates,
    subtotalGrossCents: total((rate) => rate.goodsGrossCents),
    discountCents: total((rate) => rate.discountCents),
    shippingCents: total((rate) => rate.shippingCents),
    shippingVatRateBp,
    totalNetCents: total((rate) => rate.netCents),
    totalVatCents: total((rate) => rate.vatCents),
    totalGrossCents: total((rate) => rate.grossCents),
  };
}
