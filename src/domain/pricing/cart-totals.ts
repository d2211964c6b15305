import { shippingForWeight } from '../shipping-rates';

/** One cart line as the pricing sees it: the product's own price and weight, per unit. */
export type PricedLine = { unitPriceCents: number; quantity: number; weightGrams: number };

/** A promo code's effect. rate: whole percent (1-100) of the subtotal; fixed: cents off. */
export type PromoRule = { type: 'rate' | 'fixed'; value: number };

export type CartTotals = {
  itemCount: number;
  subtotalCents: number;
  weightGrams: number;
  shippingCents: number;
  freeShipping: boolean;
  discountCents: number;
  totalCents: number;
};

export type TotalsOptions = { freeShippingThresholdCents: number | null; promo: PromoRule | null };

function requireWhole(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`Invalid ${what}: ${value}`);
}

/** The discount a promo rule gives on a products subtotal; invoices apply it the same way. */
export function discountFor(promo: PromoRule | null, subtotalCents: number): number {
  if (promo === null) return 0;
  if (promo.type === 'rate') {
    requireWhole(promo.value, 'promo rate', 1);
    if (promo.value > 100) throw new RangeError(`Invalid promo rate: ${promo.value}`);
    // Half-up rounding done on integers (subtotal x percent is whole) so no float drift decides a cent.
    return Math.floor((subtotalCents * promo.value + 50) / 100);
  }
  requireWhole(promo.value, 'promo amount', 1);
  // A fixed amount can at most make the products free; it never eats into shipping.
  return Math.min(promo.value, subtotalCents);
}

/**
 * Totals of a cart or an order, in integer cents (storefront spec sections 7-9). Free delivery
 * depends on the products subtotal before any discount, so a promo code never costs the customer
 * their free shipping.
 */
export function computeTotals(lines: PricedLine[], options: TotalsOptions): CartTotals {
  let itemCount = 0;
  let subtotalCents = 0;
  let weightGrams = 0;
  for (const line of lines) {
    requireWhole(line.unitPriceCents, 'unit price', 0);
    requireWhole(line.quantity, 'quantity', 1);
    requireWhole(line.weightGrams, 'unit weight', 0);
    itemCount += line.quantity;
    subtotalCents += line.unitPriceCents * line.quantity;
    weightGrams += line.weightGrams * line.quantity;
  }

  const { freeShippingThresholdCents: threshold } = options;
  const isEmpty = itemCount === 0;
  const freeShipping = !isEmpty && threshold !== null && subtotalCents >= threshold;
  const shippingCents = isEmpty || freeShipping ? 0 : shippingForWeight(weightGrams);
  const discountCents = discountFor(options.promo, subtotalCents);

  return {
    itemCount,
    subtotalCents,
    weightGrams,
    shippingCents,
    freeShipping,
    discountCents,
    // The discount never exceeds the subtotal, so the total is at least the shipping: never negative.
    totalCents: subtotalCents + shippingCents - discountCents,
  };
}
