import type { OrderStatus } from './orders';

/**
 * The order's lifecycle after the sale, as one state machine: every route, page and test asks
 * it what may happen next, and what each step does to money, stock, invoices and mail. No
 * other code decides a transition.
 *
 *   awaiting_payment ──paid──▶ pending ──confirm──▶ processing ──ship──▶ shipped ──deliver──▶ delivered
 *                                 │                    │
 *                                 └──reject──▶ cancelled ◀──cancel──┘
 *
 * Forward only. A status set by mistake is put back one step by a correction ("Corriger le
 * statut"), which needs a reason and moves no money, stock or invoice. Goods that left the shop
 * come back through a return, never through a cancellation: an order once shipped is never
 * cancellable again, even after its shipping was corrected away.
 */

/** Who acts: the payment provider's event, a staff member of either role, or an administrator only. */
export type Actor = 'provider' | 'staff' | 'admin';

export type OrderAction = 'pay' | 'confirm' | 'reject' | 'cancel' | 'ship' | 'deliver' | 'correct';

/** What a step does besides moving the status; the feature that runs it does each, in one transaction. */
export type StepEffects = {
  /** 'rest': what was paid and not yet refunded goes back through the payment provider. */
  refund: 'none' | 'rest';
  /** 'release': the units the order holds go back on sale. */
  stock: 'none' | 'release';
  /** 'cancel': the order's live invoice, if any, is cancelled by a credit note. */
  invoice: 'none' | 'cancel';
  /** The mail the customer receives, in their language (null: none). */
  mail: 'order-shipped' | 'order-delivered' | 'order-cancelled' | null;
  /** The step names the carrier and the tracking number. */
  needsTracking: boolean;
  /** The step needs a reason, written in the timeline. */
  needsReason: boolean;
  /** The step asks the staff member to confirm what it moves before it is taken. */
  needsConfirmation: boolean;
};

type Step = { action: OrderAction; from: OrderStatus; to: OrderStatus; by: Actor } & StepEffects;

const NOTHING: StepEffects = {
  refund: 'none',
  stock: 'none',
  invoice: 'none',
  mail: null,
  needsTracking: false,
  needsReason: false,
  needsConfirmation: false,
};
const CANCELLING: StepEffects = { ...NOTHING, refund: 'rest', stock: 'release', invoice: 'cancel', mail: 'order-cancelled', needsConfirmation: true };

/** Every step the machine knows; anything else is refused. */
export const STEPS: readonly Step[] = [
  { action: 'pay', from: 'awaiting_payment', to: 'pending', by: 'provider', ...NOTHING },
  { action: 'confirm', from: 'pending', to: 'processing', by: 'staff', ...NOTHING },
  { action: 'reject', from: 'pending', to: 'cancelled', by: 'staff', ...CANCELLING },
  { action: 'cancel', from: 'processing', to: 'cancelled', by: 'staff', ...CANCELLING },
  { action: 'ship', from: 'processing', to: 'shipped', by: 'staff', ...NOTHING, mail: 'order-shipped', needsTracking: true },
  { action: 'deliver', from: 'shipped', to: 'delivered', by: 'staff', ...NOTHING, mail: 'order-delivered' },
  { action: 'correct', from: 'shipped', to: 'processing', by: 'admin', ...NOTHING, needsReason: true },
  { action: 'correct', from: 'delivered', to: 'shipped', by: 'admin', ...NOTHING, needsReason: true },
];

/** What the machine needs to know of an order besides its status. */
export type OrderFacts = {
  status: OrderStatus;
  /** The order was marked shipped at least once (kept when the shipping is corrected away). */
  everShipped: boolean;
};

/** Why a step is refused; each has its message in the `back` namespace (`errors.orders.*`). */
export type TransitionRefusal = 'notPaid' | 'final' | 'unchanged' | 'tooLateToCancel' | 'notPending' | 'notAllowed' | 'adminOnly';

export type Decision = { ok: true; step: Step } | { ok: false; reason: TransitionRefusal };

const may = (actor: Actor, by: Actor) => by === actor || (by === 'staff' && actor === 'admin');

/**
 * Whether `actor` may take `action` on the order (towards `to`, for a correction, which has two
 * targets), and what it does. The refusal names the nearest reason a person would understand.
 */
export function decide(order: OrderFacts, action: OrderAction, actor: Actor, to?: OrderStatus): Decision {
  const step = STEPS.find((s) => s.action === action && s.from === order.status && (to === undefined || s.to === to));
  if (step && (step.to !== 'cancelled' || !order.everShipped)) {
    if (may(actor, step.by)) return { ok: true, step };
    // Only the payment provider's event marks an order paid.
    return { ok: false, reason: step.by === 'provider' ? 'notPaid' : 'adminOnly' };
  }
  if (order.status === 'awaiting_payment') return { ok: false, reason: 'notPaid' };
  if (order.status === 'cancelled') return { ok: false, reason: 'final' };
  if (to === order.status) return { ok: false, reason: 'unchanged' };
  if (action === 'reject' || action === 'cancel' || to === 'cancelled') return { ok: false, reason: 'tooLateToCancel' };
  if (action === 'confirm') return { ok: false, reason: 'notPending' };
  return { ok: false, reason: 'notAllowed' };
}

/** The steps `actor` may take from the order's state: the desk's action bar, in the machine's order. */
export function nextSteps(order: OrderFacts, actor: Actor): Step[] {
  return STEPS.filter((step) => step.from === order.status && step.action !== 'pay' && decide(order, step.action, actor, step.to).ok);
}

/**
 * The statuses the spec's "Modifier le statut" list offers: the forward steps only (a pending
 * order has Confirmer and Rejeter instead; corrections have their own action).
 */
export function statusChoices(order: OrderFacts, actor: Actor): OrderStatus[] {
  if (order.status === 'pending') return [];
  return nextSteps(order, actor)
    .filter((step) => step.action !== 'correct')
    .map((step) => step.to);
}

/** The action that moves the order to `to` ("Modifier le statut"), forward only; null when none does. */
export function forwardActionTo(from: OrderStatus, to: OrderStatus): OrderAction | null {
  return STEPS.find((step) => step.from === from && step.to === to && step.action !== 'correct' && step.action !== 'pay')?.action ?? null;
}

/** Why "Modifier le statut" cannot reach `to` from `from` (no forward step does). */
export function statusChangeRefusal(from: OrderStatus, to: OrderStatus): TransitionRefusal {
  if (from === 'awaiting_payment') return 'notPaid';
  if (from === 'cancelled') return 'final';
  if (from === to) return 'unchanged';
  return to === 'cancelled' ? 'tooLateToCancel' : 'notAllowed';
}

/**
 * Staff "delete" hides an order from their default list. An order still to be dealt with (paid
 * and waiting for a decision, or paid and not shipped yet) stays in sight until it is.
 */
export function staffMayHide(status: OrderStatus): boolean {
  return status !== 'pending' && status !== 'processing';
}
