import type { AccountFromOrderRefusal } from '../../../domain/checkout/confirmation';
import type { PromoRefusal } from '../../../domain/pricing';
import { HttpError } from '../../errors';
import type { LineRow } from '../cart/repo';

/**
 * The checkout's expected refusals (issue 8 item 7): each says what happened in the
 * customer's language; the client then reads the checkout state again and shows it.
 */

const checkout = (key: string) => `errors:checkout.${key}`;

export const cartEmpty = () => new HttpError(409, 'cart_empty', checkout('cartEmpty'));
export const signedIn = () => new HttpError(409, 'signed_in', checkout('signedIn'));
export const addressNotFound = () => new HttpError(404, 'address_not_found', 'addresses:errors.notFound');
/**
 * The cart's code stopped applying as the order was placed: it came off the cart and the
 * customer checks the new total. A code already used (or claimed by another order of the same
 * address) says so in the cart's own words; any other reason, that the total changed.
 */
export const promoStopped = (reason: PromoRefusal) =>
  reason === 'already_used'
    ? new HttpError(409, 'promo_stopped', 'cart:promo.notice.already_used')
    : new HttpError(409, 'promo_stopped', checkout('promoStopped'));
export const reservationExpired = () => new HttpError(409, 'reservation_expired', checkout('reservationExpired'));
export const noOrderToPay = () => new HttpError(409, 'no_order_to_pay', checkout('noOrderToPay'));

/** Why the confirmation page cannot make an account from the visitor's order now, in their language. */
export function accountFromOrderRefused(reason: AccountFromOrderRefusal): HttpError {
  switch (reason) {
    case 'no_order':
      return new HttpError(404, 'no_order', checkout('noOrder'));
    case 'signed_in':
      return new HttpError(409, 'signed_in', checkout('accountSignedIn'));
    case 'not_paid':
      return new HttpError(409, 'order_not_paid', checkout('accountNotPaid'));
    case 'has_account':
      return new HttpError(409, 'order_has_account', checkout('accountAlreadyJoined'));
    case 'expired':
      return new HttpError(409, 'confirmation_expired', checkout('accountOfferExpired'));
  }
}

export function revisionRefused(change: 'cartChanged' | 'priceChanged'): HttpError {
  return new HttpError(409, change === 'cartChanged' ? 'cart_changed' : 'price_changed', checkout(change));
}

/** A blocker of the checkout state (a full message key) as the refusal of placing the order. */
export const incomplete = (blocker: string) => new HttpError(409, 'checkout_incomplete', blocker);

type NamedVariant = { name: string; colorName: string; sizeName: string };

const named = (variant: NamedVariant) => ({ name: variant.name, color: variant.colorName, size: variant.sizeName });

/** The variant the stock cannot cover, named: sold out, or only `left` units left. */
export function stockShort(variant: NamedVariant, left: number): HttpError {
  const values = named(variant);
  return left > 0
    ? new HttpError(409, 'stock_short', checkout('onlyLeft'), undefined, { ...values, count: left })
    : new HttpError(409, 'sold_out', checkout('soldOut'), undefined, values);
}

/** The first line of the cart the stock or the catalogue cannot cover now, named. */
export function unavailableLine(rows: LineRow[], names: NamedVariant[]): HttpError | null {
  const index = rows.findIndex((row) => !row.isPublished || row.quantity > row.stockLeft);
  if (index < 0) return null;
  const row = rows[index]!;
  if (!row.isPublished) return new HttpError(409, 'unavailable', checkout('noLongerSold'), undefined, named(names[index]!));
  return stockShort(names[index]!, row.stockLeft);
}
