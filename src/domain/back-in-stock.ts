/**
 * "Notify me when it's back" (ADR 36): the rules that decide from a request's state alone. Like
 * the newsletter's footer sign-up, an address typed by a visitor only asks; the request counts
 * once the link mailed to it is followed. A signed-in customer asking for their own account's
 * address (already proved: only confirmed accounts sign in) needs no link.
 */
export const BACK_IN_STOCK_CONFIRMATION_LIFETIME_MS = 48 * 3_600_000;

export function backInStockConfirmationExpiry(now: Date): Date {
  return new Date(now.getTime() + BACK_IN_STOCK_CONFIRMATION_LIFETIME_MS);
}

/** An address's open request for one variant; undefined when it has none. */
export type AlertState = { confirmedAt: Date | null; confirmationExpiresAt: Date | null; notifiedAt: Date | null } | undefined;

/** Why a request is refused: the variant is not sold here, or it can be bought right now. */
export type BackInStockRefusal = 'unknown-variant' | 'in-stock';

/**
 * Whether a request may be made for a variant with that many units (undefined: the published
 * product is not made in that colour and size). Only a sold-out variant can be waited for.
 */
export function variantRefusal(quantity: number | undefined): BackInStockRefusal | null {
  if (quantity === undefined) return 'unknown-variant';
  return quantity > 0 ? 'in-stock' : null;
}

const linkStillValid = (state: NonNullable<AlertState>, now: Date) =>
  state.confirmationExpiresAt !== null && state.confirmationExpiresAt.getTime() > now.getTime();

/**
 * What a request does: activate it at once (the address is the signed-in customer's own),
 * mail a confirmation link, or nothing when the address already waits for that variant or a
 * link sent to it still works. The caller answers the same in every case, so the form tells
 * nobody which addresses wait.
 */
export function requestAction(state: AlertState, now: Date, addressProved: boolean): 'activate' | 'send-confirmation' | 'nothing' {
  if (state?.confirmedAt) return 'nothing';
  if (addressProved) return 'activate';
  return state && linkStillValid(state, now) ? 'nothing' : 'send-confirmation';
}

/**
 * What following a confirmation link does. A link followed again once it worked (a second
 * click, another browser), even after the mail it promised went out, says it is confirmed.
 */
export function confirmationOutcome(state: AlertState, now: Date): 'confirm' | 'already-confirmed' | 'invalid' {
  if (!state) return 'invalid';
  if (state.confirmedAt) return 'already-confirmed';
  return linkStillValid(state, now) ? 'confirm' : 'invalid';
}
