import type { CartTotals } from '../pricing';

/**
 * The amount and promo columns an order keeps from the totals it was priced with: one mapping
 * for orders placed at checkout and the demo shop's orders, so both store the same figures.
 */
export function orderAmounts(totals: CartTotals, promo: { code: string; type: 'rate' | 'fixed'; value: number } | null | undefined) {
  return {
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    weightGrams: totals.weightGrams,
    promoCode: promo?.code ?? null,
    promoType: promo?.type ?? null,
    promoValue: promo?.value ?? null,
  };
}
