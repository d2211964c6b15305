import type { AddressSnapshot } from '../addresses/address';
import type { OrderStatus } from '../orders/orders';

/**
 * Erasing a person's data on request (GDPR article 17) while the shop keeps what the law makes
 * it keep: invoices and credit notes unchanged for ten years (Code de commerce L123-22), the
 * orders' amounts and lines for the accounts. See ADR 40.
 */

/** Why an erasure is refused now: an order still moving would lose whom to deliver, refund or answer. */
export type ErasureRefusal = 'orderInProgress' | 'openReturn' | 'refundPending';

/** What the refusal rule reads of each of the person's orders. */
export type ErasureOrderFacts = {
  status: OrderStatus;
  /** A return asked for or received, not yet refunded nor cancelled. */
  openReturn: boolean;
  /** A refund asked of the provider and not settled, or one staff still owe. */
  refundPending: boolean;
};

/** Statuses where the order still needs its buyer: to be paid, confirmed, shipped or delivered. */
const IN_PROGRESS: readonly OrderStatus[] = ['awaiting_payment', 'pending', 'processing', 'shipped'];

export function erasureRefusal(orders: readonly ErasureOrderFacts[]): ErasureRefusal | null {
  if (orders.some((order) => IN_PROGRESS.includes(order.status))) return 'orderInProgress';
  if (orders.some((order) => order.openReturn)) return 'openReturn';
  if (orders.some((order) => order.refundPending)) return 'refundPending';
  return null;
}

/**
 * An erased order's address: the country stays, since it decided the VAT and the shipping
 * rate the accounts show; everything that names, reaches or locates the person is blank.
 */
export function erasedAddress(address: AddressSnapshot): AddressSnapshot {
  return { firstName: '', lastName: '', email: '', phone: '', line1: '', line2: '', city: '', zip: '', country: address.country };
}

/**
 * An erased account's e-mail: unique (the column is), in the reserved `.invalid` domain so no
 * mail can ever leave for it, and naming nobody. The address itself is free to sign up again.
 */
export function erasedAccountEmail(customerId: number): string {
  return `erased-${customerId}@erased.invalid`;
}
