import { addDays, parisClockAt, parisDayStart, type CalendarDay } from '../sales/paris-calendar';
import { POLICY_DURATIONS, RETURN_LABEL_FEE_CENTS } from '../shop-policies';
import type { OrderStatus } from './orders';

/**
 * Returns and their partial refunds (ADR 29), as pure rules: what a customer may send back and
 * until when, how a return moves, and how much its refund gives back. The feature that stores
 * returns (server/features/returns) asks these functions under the order's row lock.
 */

export const RETURN_REASONS = ['withdrawal', 'changed_mind', 'wrong_size', 'defective', 'not_as_described', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What the customer picks on the return form; a withdrawal has its own form (and law), so it is not offered there. */
export const CUSTOMER_RETURN_REASONS = [
  'changed_mind',
  'wrong_size',
  'defective',
  'not_as_described',
  'other',
] as const satisfies readonly ReturnReason[];
export type CustomerReturnReason = (typeof CUSTOMER_RETURN_REASONS)[number];

/** The shop sent a faulty or wrong item: the customer bears no cost of it (delivery given back, no return fee). */
export function isShopFault(reason: ReturnReason): boolean {
  return reason === 'defective' || reason === 'not_as_described';
}

export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Longest comment a customer may add to a return (the table's check). */
export const RETURN_COMMENT_MAX = 1000;

// ---------------------------------------------------------------------------------------------
// The window

export type ReturnWindow =
  | { open: true; /** The last Paris day a return may be asked for. */ lastDay: CalendarDay; closesAt: Date }
  | { open: false; reason: 'notDelivered' | 'windowClosed'; lastDay: CalendarDay | null };

/**
 * Returns are open from the delivery until the end of the 30th Paris calendar day after the
 * delivery day (delivered on the 3rd: until the 3rd of next month, 23:59:59, Paris time), the
 * shop's terms. Counted in calendar days rather than 24-hour spans, so a clock change in
 * between neither takes an hour from the customer nor gives one. Only a delivered order may be
 * returned: before that the customer cancels or withdraws instead.
 */
export function returnWindow(order: { status: OrderStatus; deliveredAt: Date | null }, now: Date): ReturnWindow {
  if (order.status !== 'delivered' || order.deliveredAt === null) return { open: false, reason: 'notDelivered', lastDay: null };
  const lastDay = addDays(parisClockAt(order.deliveredAt).day, POLICY_DURATIONS.returnWindow.value);
  const closesAt = parisDayStart(addDays(lastDay, 1));
  return now < closesAt ? { open: true, lastDay, closesAt } : { open: false, reason: 'windowClosed', lastDay };
}

// ---------------------------------------------------------------------------------------------
// What may be returned

export type BoughtLine = { id: number; quantity: number };
export type ReturnLineQuantity = { orderLineId: number; quantity: number };
/** A return as the rules read it; cancelled ones give their units back to what may be returned. */
export type ReturnRecord = { status: ReturnStatus; lines: ReturnLineQuantity[] };

/** Per order line: units bought, less those already in a return that was not cancelled. */
export function returnableQuantities(lines: readonly BoughtLine[], returns: readonly ReturnRecord[]): Map<number, number> {
  const left = new Map(lines.map((line) => [line.id, line.quantity]));
  for (const ret of returns) {
    if (ret.status === 'cancelled') continue;
    for (const line of ret.lines) left.set(line.orderLineId, (left.get(line.orderLineId) ?? 0) - line.quantity);
  }
  for (const [id, quantity] of left) left.set(id, Math.max(0, quantity));
  return left;
}

export type ReturnRequestRefusal =
  | { reason: 'notDelivered' | 'windowClosed' | 'nothingChosen' }
  | { reason: 'unknownLine' | 'zeroQuantity' | 'sameLineTwice'; orderLineId: number }
  | { reason: 'moreThanBought' | 'moreThanRemains'; orderLineId: number; max: number };

export type ReturnRequestCheck = { ok: true; lines: ReturnLineQuantity[] } | ({ ok: false } & ReturnRequestRefusal);

/**
 * Whether the customer may send these units back now: a delivered order within its window,
 * at least one unit, each line of the order at most once, each quantity a whole number from 1
 * to what is still returnable (what was bought, less what earlier returns hold).
 */
export function checkReturnRequest(
  order: { status: OrderStatus; deliveredAt: Date | null; lines: readonly BoughtLine[]; returns: readonly ReturnRecord[] },
  asked: readonly ReturnLineQuantity[],
  now: Date,
): ReturnRequestCheck {
  const window = returnWindow(order, now);
  if (!window.open) return { ok: false, reason: window.reason };
  if (asked.length === 0) return { ok: false, reason: 'nothingChosen' };
  const bought = new Map(order.lines.map((line) => [line.id, line.quantity]));
  const left = returnableQuantities(order.lines, order.returns);
  const seen = new Set<number>();
  for (const { orderLineId, quantity } of asked) {
    if (!bought.has(orderLineId)) return { ok: false, reason: 'unknownLine', orderLineId };
    if (seen.has(orderLineId)) return { ok: false, reason: 'sameLineTwice', orderLineId };
    seen.add(orderLineId);
    if (!Number.isSafeInteger(quantity) || quantity < 1) return { ok: false, reason: 'zeroQuantity', orderLineId };
    if (quantity > bought.get(orderLineId)!) return { ok: false, reason: 'moreThanBought', orderLineId, max: bought.get(orderLineId)! };
    if (quantity > left.get(orderLineId)!) return { ok: false, reason: 'moreThanRemains', orderLineId, max: left.get(orderLineId)! };
  }
  return { ok: true, lines: asked.map(({ orderLineId, quantity }) => ({ orderLineId, quantity })) };
}

// ---------------------------------------------------------------------------------------------
// How a return moves

export type ReturnAction = 'receive' | 'refund' | 'cancel';

/**
 *   requested ──receive──▶ received ──refund──▶ refunded
 *       │
 *       └──cancel──▶ cancelled
 *
 * A return is cancelled only before its parcel arrived; once received it is refunded (possibly
 * of 0 € when the return fee takes it all). 'refunded' and 'cancelled' are final.
 */
export const RETURN_STEPS: readonly { action: ReturnAction; from: ReturnStatus; to: ReturnStatus }[] = [
  { action: 'receive', from: 'requested', to: 'received' },
  { action: 'refund', from: 'received', to: 'refunded' },
  { action: 'cancel', from: 'requested', to: 'cancelled' },
];

/** Why a step is refused, each with its message (`back:returns.errors.*`). */
export type ReturnStepRefusal = 'notReceived' | 'alreadyReceived' | 'alreadyRefunded' | 'cancelled' | 'notCancellable';

export function decideReturnStep(
  status: ReturnStatus,
  action: ReturnAction,
): { ok: true; to: ReturnStatus } | { ok: false; reason: ReturnStepRefusal } {
  const step = RETURN_STEPS.find((s) => s.action === action && s.from === status);
  if (step) return { ok: true, to: step.to };
  if (status === 'cancelled') return { ok: false, reason: 'cancelled' };
  if (status === 'refunded') return { ok: false, reason: 'alreadyRefunded' };
  if (action === 'refund') return { ok: false, reason: 'notReceived' };
  if (action === 'receive') return { ok: false, reason: 'alreadyReceived' };
  return { ok: false, reason: 'notCancellable' };
}

// ---------------------------------------------------------------------------------------------
// How much a return gives back

export type RefundedOrder = {
  subtotalCents: number;
  discountCents: number;
  /** What the customer paid for delivery. */
  shippingCents: number;
  lines: readonly (BoughtLine & { unitPriceCents: number })[];
};

export type RefundedReturn = ReturnRecord & {
  id: number;
  reason: ReturnReason;
  /** Its refund was decided (its amounts are kept): a later refund counts it as given back. */
  decided: { itemsGrossCents: number; shippingCents: number } | null;
};

export type ReturnRefund = {
  /** The returned units at the prices paid, before the discount. */
  itemsGrossCents: number;
  /** What those units cost the customer once the order's discount is taken off. */
  itemsCents: number;
  shippingCents: number;
  feeCents: number;
  /** itemsCents + shippingCents − feeCents, never below 0. */
  amountCents: number;
};

/** The order's discount share of `grossCents` of its products, rounded half up on integers. */
function discountShare(order: RefundedOrder, grossCents: number): number {
  if (order.subtotalCents === 0) return 0;
  // BigInt: discount × gross passes 2^53 for large orders.
  const share = (BigInt(order.discountCents) * BigInt(grossCents) * 2n + BigInt(order.subtotalCents)) / (2n * BigInt(order.subtotalCents));
  return Number(share);
}

/** What `grossCents` of the order's products cost the customer, the discount taken off in proportion. */
function paidFor(order: RefundedOrder, grossCents: number): number {
  return grossCents - discountShare(order, grossCents);
}

/**
 * The refund of return `returnId`, given every return of the order (ADR 29):
 *
 * - Items: the units at the unit prices paid, less their share of the order's discount. The
 *   share is counted on everything returned and refunded so far: this return gives back
 *   paid(all returned so far, this one included) − paid(returned before it), so whatever the
 *   number and order of returns, the items never give back more than the products cost after
 *   discount, and returning everything gives back exactly that, to the cent.
 * - Delivery: the original delivery cost, once per order, when the shop is at fault (defective,
 *   not as described) or when the customer withdrew and, with this return, every unit of the
 *   order has come back (the law: a partial withdrawal does not give back the delivery).
 * - Fee: the prepaid return label (RETURN_LABEL_FEE_CENTS) is taken off, except when the shop is
 *   at fault or for a withdrawal; never more than the refund itself.
 *
 * So the refunds of an order never add up to more than its total.
 */
export function returnRefund(order: RefundedOrder, returns: readonly RefundedReturn[], returnId: number): ReturnRefund {
  const ret = returns.find((r) => r.id === returnId);
  if (!ret) throw new RangeError(`Return ${returnId} is not one of the order's`);
  const price = new Map(order.lines.map((line) => [line.id, line.unitPriceCents]));
  const grossOf = (r: ReturnRecord) => r.lines.reduce((sum, line) => sum + (price.get(line.orderLineId) ?? 0) * line.quantity, 0);

  const earlier = returns.filter((r) => r.id !== returnId && r.decided !== null);
  const earlierGross = earlier.reduce((sum, r) => sum + r.decided!.itemsGrossCents, 0);
  const itemsGrossCents = grossOf(ret);
  const itemsCents = paidFor(order, earlierGross + itemsGrossCents) - paidFor(order, earlierGross);

  const deliveryGivenBack = earlier.some((r) => r.decided!.shippingCents > 0);
  const everythingBack = [...returnableQuantities(order.lines, returns).values()].every((left) => left === 0);
  const deliveryDue = isShopFault(ret.reason) || (ret.reason === 'withdrawal' && everythingBack);
  const shippingCents = deliveryDue && !deliveryGivenBack ? order.shippingCents : 0;

  const feeWaived = isShopFault(ret.reason) || ret.reason === 'withdrawal';
  const feeCents = feeWaived ? 0 : Math.min(RETURN_LABEL_FEE_CENTS, itemsCents + shippingCents);
  return { itemsGrossCents, itemsCents, shippingCents, feeCents, amountCents: itemsCents + shippingCents - feeCents };
}
