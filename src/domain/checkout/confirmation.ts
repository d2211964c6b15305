import { HOUR_MS } from '../sales/paris-calendar';

/**
 * What the confirmation page (/confirmation-de-paiement) shows its reader, and when it lets a
 * guest turn the order into an account. The reader is only ever the visitor whose cart paid
 * the order, or the customer it belongs to (GUIDE 3.3): the page has no order id to guess.
 */

/**
 * How long after payment a guest's page still shows the order's lines, address and names. The
 * cart cookie lives a year, so on a shared computer the next person would otherwise read them;
 * a day covers the reload, the next morning's look and creating the account.
 */
export const CONFIRMATION_RECAP_HOURS = 24;

type OrderFacts = { paidAt: Date | null; customerId: number | null };

/** Whether the page shows the order in full: once paid, always to its signed-in customer, for a day to a guest. */
export function recapShown(order: OrderFacts, signedIn: boolean, now: Date): boolean {
  if (!order.paidAt) return false;
  return signedIn || now.getTime() - order.paidAt.getTime() < CONFIRMATION_RECAP_HOURS * HOUR_MS;
}

/**
 * What the page offers about an account: `create` to a guest whose paid order no account holds
 * yet (while the page shows it), `signIn` once it joined one (the guest confirmed their
 * address), nothing to a signed-in customer.
 */
export type AccountOffer = 'create' | 'signIn' | 'none';

export function accountOffer(order: OrderFacts, signedIn: boolean, now: Date): AccountOffer {
  if (signedIn) return 'none';
  if (order.customerId !== null) return 'signIn';
  return recapShown(order, false, now) ? 'create' : 'none';
}

/** Why an account cannot be made from the visitor's order now. */
export type AccountFromOrderRefusal = 'signed_in' | 'no_order' | 'not_paid' | 'has_account' | 'expired';

export function accountFromOrderRefusal(order: OrderFacts | null, signedIn: boolean, now: Date): AccountFromOrderRefusal | null {
  if (signedIn) return 'signed_in';
  if (!order) return 'no_order';
  if (!order.paidAt) return 'not_paid';
  if (order.customerId !== null) return 'has_account';
  return accountOffer(order, false, now) === 'create' ? null : 'expired';
}
