import type { CartTotals, PromoRefusal } from '../pricing';

/** One line of the cart as the API answers it: names in the request's language, amounts from the server. */
export type CartLine = {
  id: number;
  productId: number;
  name: string;
  reference: string;
  colorId: number;
  colorName: string;
  sizeId: number;
  sizeName: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  stockLeft: number;
  /** Published and quantity <= stock: an unavailable line blocks checkout until it is fixed or removed. */
  available: boolean;
};

/**
 * The whole cart as every /api/store/cart call answers it (GUIDE 3.4: every amount is the
 * server's; the browser only shows them).
 */
export type Cart = {
  lines: CartLine[];
  totals: CartTotals & { freeShippingThresholdCents: number | null };
  promo: { code: string; type: 'rate' | 'fixed'; value: number } | null;
  /** Set when the code kept on the cart stopped applying (GUIDE 3.6): the customer is told why. */
  promoNotice: PromoRefusal | null;
  canCheckout: boolean;
};

/** Units in the cart, as the header's badge counts them. */
export function itemCount(cart: Pick<Cart, 'lines'>): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether an API answer is a whole cart (and not an error body). */
export function isCart(value: unknown): value is Cart {
  return typeof value === 'object' && value !== null && Array.isArray((value as Cart).lines) && typeof (value as Cart).totals === 'object';
}
