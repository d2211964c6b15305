/**
 * Shipping price by the total weight of an order (storefront spec section 9). The spec's terms
 * text says "up to 3 kg" for the third bracket, but the rule the shop applies is 2 kg; the
 * delivery page, the terms and the cart all read this one table so they cannot disagree.
 * A bracket covers every weight up to and including `upToGrams`; the last one has no limit.
 */
export type ShippingBracket = { upToGrams: number | null; priceCents: number };

export const SHIPPING_BRACKETS: readonly ShippingBracket[] = [
  { upToGrams: 750, priceCents: 599 },
  { upToGrams: 1000, priceCents: 699 },
  { upToGrams: 2000, priceCents: 799 },
  { upToGrams: 5000, priceCents: 899 },
  { upToGrams: null, priceCents: 1500 },
];

/** Shipping price in cents of a parcel weighing `grams` (before any free-delivery threshold). */
export function shippingForWeight(grams: number): number {
  if (!Number.isFinite(grams) || grams < 0) throw new RangeError(`Invalid parcel weight: ${grams} g`);
  const bracket = SHIPPING_BRACKETS.find((b) => b.upToGrams === null || grams <= b.upToGrams);
  // The table ends with an open bracket, so a bracket is always found.
  return bracket!.priceCents;
}
