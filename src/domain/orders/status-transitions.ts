import type { OrderStatus } from './orders';

/**
 * What staff may do to an order's status (spec back-office section 4). A pending order is
 * confirmed (processing) or rejected (cancelled); the others take a status from the list.
 * Refused, and never offered: touching an order not paid yet (the payment provider moves it),
 * bringing a cancelled order back (its stock went back on the shelf and its refund is due),
 * and cancelling goods already on their way or delivered (that is a return, not a cancel).
 */

/** The statuses staff may pick with "Modifier le statut"; 'shipped' is the customer's "En cours de livraison". */
export const STAFF_SETTABLE_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[];
export type StaffSettableStatus = (typeof STAFF_SETTABLE_STATUSES)[number];

/** Why a change is refused; each has its message in the `back` namespace (`errors.transition.*`). */
export type TransitionRefusal = 'notPaid' | 'final' | 'unchanged' | 'tooLateToCancel' | 'notPending';

export type TransitionCheck = { ok: true } | { ok: false; reason: TransitionRefusal };

const CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing'];

export function checkStaffTransition(from: OrderStatus, to: StaffSettableStatus): TransitionCheck {
  if (from === 'awaiting_payment') return { ok: false, reason: 'notPaid' };
  if (from === 'cancelled') return { ok: false, reason: 'final' };
  if (from === to) return { ok: false, reason: 'unchanged' };
  if (to === 'cancelled' && !CANCELLABLE.includes(from)) return { ok: false, reason: 'tooLateToCancel' };
  return { ok: true };
}

/**
 * The statuses a "Modifier le statut" list offers for an order in `from` (empty: the action is
 * not shown). A pending order offers Confirmer and Rejeter instead.
 */
export function staffStatusChoices(from: OrderStatus): StaffSettableStatus[] {
  if (from === 'pending') return [];
  return STAFF_SETTABLE_STATUSES.filter((to) => checkStaffTransition(from, to).ok);
}

/** Confirmer: only a pending order. */
export function checkConfirm(from: OrderStatus): TransitionCheck {
  if (from === 'pending') return { ok: true };
  if (from === 'awaiting_payment') return { ok: false, reason: 'notPaid' };
  return { ok: false, reason: from === 'cancelled' ? 'final' : 'notPending' };
}

/** Staff "delete" hides an order from their list; a pending order must be confirmed or rejected first. */
export function staffMayHide(status: OrderStatus): boolean {
  return status !== 'pending';
}
