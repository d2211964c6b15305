import { createHash } from 'node:crypto';
import type { Cart } from '../../../domain/cart/cart';
import type { CheckoutDraft } from '../../../domain/checkout/checkout';

/**
 * The revision of a checkout: what the customer sees, as `content.prices` hashes. `content`
 * covers the lines (variant and quantity), the promo code and the answers; `prices` the unit
 * prices and totals. Stored on the order as its fingerprint: the same revision going to pay
 * again reuses the order, another one makes a new order.
 */
export function checkoutRevision(cart: Cart, draft: CheckoutDraft): string {
  const content = [
    cart.lines.map((line) => [line.productId, line.colorId, line.sizeId, line.quantity]),
    cart.promo?.code ?? null,
    draft.email?.toLowerCase() ?? null,
    draft.delivery,
    draft.billing,
  ];
  const prices = [cart.lines.map((line) => line.unitPriceCents), cart.totals.shippingCents, cart.totals.discountCents, cart.totals.totalCents];
  return `${digest(content)}.${digest(prices)}`;
}

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}

/** What changed between the revision the customer saw and the current one; null when nothing did. */
export function revisionChange(seen: string, current: string): 'cartChanged' | 'priceChanged' | null {
  if (seen === current) return null;
  const [seenContent] = seen.split('.');
  const [currentContent] = current.split('.');
  return seenContent === currentContent ? 'priceChanged' : 'cartChanged';
}
