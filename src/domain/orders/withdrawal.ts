import { addDays, dayLabel, parisClockAt, parisDayStart, type CalendarDay } from '../sales/paris-calendar';
import { POLICY_DURATIONS } from '../shop-policies';
import type { OrderStatus } from './orders';

/**
 * The right of withdrawal (Code de la consommation L221-18; the withdrawal function of
 * Directive (EU) 2023/2673, art. 11a CRD): whether a customer may still withdraw from an order,
 * and the dates the withdrawal sets. Pure: every page, mail and route asks these functions, so
 * the button is shown exactly when the confirmation would be accepted.
 */

/** What the rule reads of an order. */
export type WithdrawalFacts = {
  status: OrderStatus;
  deliveredAt: Date | null;
  withdrawnAt: Date | null;
};

/** Why an order cannot be withdrawn from; each has its message (`orders:withdrawal.errors.*`). */
export type WithdrawalRefusal = 'notPaid' | 'cancelled' | 'alreadyWithdrawn' | 'periodOver';

export type WithdrawalDecision = { ok: true } | { ok: false; reason: WithdrawalRefusal };

const PERIOD_DAYS = POLICY_DURATIONS.withdrawal.value;

/** How long the customer has to send the items back once they withdrew (L221-23: 14 days). */
const SEND_BACK_DAYS = 14;

/**
 * The last day of the period, a Paris calendar day: the 14th day after the day of delivery
 * (delivered on the 1st, the customer may withdraw until the 15th included). The law counts
 * whole days from the day after delivery, and ends the period at the end of its last day.
 */
export function withdrawalLastDay(deliveredAt: Date): CalendarDay {
  return addDays(parisClockAt(deliveredAt).day, PERIOD_DAYS);
}

/** The first instant the period is over: midnight in Paris after its last day. */
export function withdrawalPeriodEnd(deliveredAt: Date): Date {
  return parisDayStart(addDays(withdrawalLastDay(deliveredAt), 1));
}

/**
 * Whether the customer may withdraw now: a paid order (pending, processing, shipped or
 * delivered), not cancelled, not withdrawn already, not delivered yet or delivered within the
 * period. A delivered order without its delivery date (none should exist: the migration dated
 * them and the deliver step dates them) is treated as within the period: the shop, which
 * cannot show when the period began, cannot say it ended.
 */
export function decideWithdrawal(order: WithdrawalFacts, now: Date): WithdrawalDecision {
  if (order.status === 'awaiting_payment') return { ok: false, reason: 'notPaid' };
  // Before the cancellation: staff cancel an unshipped order the customer withdrew from, which stays withdrawn.
  if (order.withdrawnAt) return { ok: false, reason: 'alreadyWithdrawn' };
  if (order.status === 'cancelled') return { ok: false, reason: 'cancelled' };
  if (order.status === 'delivered' && order.deliveredAt && now >= withdrawalPeriodEnd(order.deliveredAt)) {
    return { ok: false, reason: 'periodOver' };
  }
  return { ok: true };
}

export function mayWithdraw(order: WithdrawalFacts, now: Date): boolean {
  return decideWithdrawal(order, now).ok;
}

/** Once withdrawn, the items are to be sent back by this Paris day (14 days after the withdrawal). */
export function sendBackLastDay(withdrawnAt: Date): CalendarDay {
  return addDays(parisClockAt(withdrawnAt).day, SEND_BACK_DAYS);
}

/** How long a mailed withdrawal link works while the order is not delivered yet (the delivered mail brings a fresh one). */
export const UNDELIVERED_LINK_DAYS = 60;

/**
 * When a withdrawal link made now stops working: at the end of the period for a delivered
 * order; 60 days after it was mailed otherwise, long enough for any delivery and its period
 * to start, short enough that an old mail does not open an order for ever. The page checks the
 * rule again whatever the link says.
 */
export function withdrawalLinkExpiry(order: Pick<WithdrawalFacts, 'status' | 'deliveredAt'>, now: Date): Date {
  if (order.status === 'delivered' && order.deliveredAt) return withdrawalPeriodEnd(order.deliveredAt);
  return parisDayStart(addDays(parisClockAt(now).day, UNDELIVERED_LINK_DAYS + 1));
}

/** An instant as the withdrawal pages and mails write it, in Paris: '27/11/2026' and '14:05'. */
export function parisDateAndTime(instant: Date): { date: string; time: string } {
  const { day, msOfDay } = parisClockAt(instant);
  const minutes = Math.floor(msOfDay / 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: dayLabel(day), time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

/** What the customer's order page and the withdrawal page show of it. */
export type OrderWithdrawal =
  /** The button is shown; `lastDay` (dd/mm/yyyy) once delivered, null while the period has not started. */
  | { state: 'open'; lastDay: string | null }
  /** The withdrawal was received: when, in Paris ('27/11/2026', '14:05'). */
  | { state: 'received'; date: string; time: string }
  /** Nothing to show: not paid, cancelled, or the period is over (`lastDay` then says when it ended). */
  | { state: 'closed'; reason: Exclude<WithdrawalRefusal, 'alreadyWithdrawn'>; lastDay: string | null };

export function orderWithdrawal(order: WithdrawalFacts, now: Date): OrderWithdrawal {
  const decision = decideWithdrawal(order, now);
  if (decision.ok) return { state: 'open', lastDay: lastDayLabel(order) };
  if (decision.reason === 'alreadyWithdrawn') return { state: 'received', ...parisDateAndTime(order.withdrawnAt!) };
  return { state: 'closed', reason: decision.reason, lastDay: lastDayLabel(order) };
}

const lastDayLabel = (order: WithdrawalFacts) =>
  order.status === 'delivered' && order.deliveredAt ? dayLabel(withdrawalLastDay(order.deliveredAt)) : null;
