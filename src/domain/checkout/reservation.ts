/**
 * How long an order holds its stock, and what happens to the hold (ADR 11). Pure: the
 * checkout, the payment events and the expiry worker apply these decisions in their own
 * transactions.
 */

/** Stock is held this long for a customer who went to pay (env RESERVATION_MINUTES overrides it). */
export const DEFAULT_RESERVATION_MINUTES = 30;

export type StockState = 'reserved' | 'released' | 'committed' | 'shortfall';

export type StockHold = { stockState: StockState; reservedUntil: Date | null };

export function reservationDeadline(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/** The order still holds its stock, and may keep it until the deadline. */
export function isReservationLive(hold: StockHold, now: Date): boolean {
  return hold.stockState === 'reserved' && hold.reservedUntil !== null && hold.reservedUntil.getTime() > now.getTime();
}

/** A reservation the expiry worker gives back: still held, and past its deadline. */
export function isReservationExpired(hold: StockHold, now: Date): boolean {
  return hold.stockState === 'reserved' && hold.reservedUntil !== null && hold.reservedUntil.getTime() <= now.getTime();
}

/**
 * What going to pay again does with the cart's order still awaiting payment:
 * - `reuse`: same cart and answers, stock still held: the same order, nothing reserved twice;
 * - `extend`: same cart, hold past its deadline but not yet released: the stock is still taken, hold it longer;
 * - `retake`: same cart, hold released (failed payment, expiry): take the stock again for the same order;
 * - `replace`: the cart or the answers changed: give the old order's stock back and make a new order.
 */
export type ExistingOrderAction = 'reuse' | 'extend' | 'retake' | 'replace';

export function actionForExistingOrder(existing: StockHold & { fingerprint: string | null }, fingerprint: string, now: Date): ExistingOrderAction {
  if (existing.fingerprint !== fingerprint || existing.stockState === 'committed' || existing.stockState === 'shortfall') return 'replace';
  if (existing.stockState === 'released') return 'retake';
  return isReservationLive(existing, now) ? 'reuse' : 'extend';
}

/**
 * What a successful payment does with the order's stock: a held reservation is sold for good;
 * a released one (the customer paid after it expired) must be taken again, and if the stock
 * is gone the order is paid but short: staff refund it.
 */
export type StockOnPayment = 'commit' | 'retake' | 'none';

export function stockActionOnPayment(state: StockState): StockOnPayment {
  if (state === 'reserved') return 'commit';
  if (state === 'released') return 'retake';
  return 'none';
}

/** The order after a late payment tried to take its stock again. */
export function afterRetake(taken: boolean): { stockState: 'committed' | 'shortfall'; refundRequired: boolean } {
  return taken ? { stockState: 'committed', refundRequired: false } : { stockState: 'shortfall', refundRequired: true };
}
