import { describe, expect, it } from 'vitest';
import {
  actionForExistingOrder,
  afterRetake,
  isReservationExpired,
  isReservationLive,
  reservationDeadline,
  stockActionOnPayment,
  type StockState,
} from './reservation';

const now = new Date('2026-06-15T10:00:00Z');
const minutesFromNow = (m: number) => new Date(now.getTime() + m * 60_000);

describe('reservationDeadline', () => {
  it('holds the stock for the configured minutes', () => {
    expect(reservationDeadline(now, 30).toISOString()).toBe('2026-06-15T10:30:00.000Z');
    expect(reservationDeadline(now, 1).toISOString()).toBe('2026-06-15T10:01:00.000Z');
  });
});

describe('live and expired holds', () => {
  it.each([
    ['reserved, deadline ahead', 'reserved', 5, true, false],
    ['reserved, deadline now', 'reserved', 0, false, true],
    ['reserved, deadline passed', 'reserved', -1, false, true],
    ['released', 'released', 5, false, false],
    ['committed', 'committed', 5, false, false],
    ['shortfall', 'shortfall', -5, false, false],
  ] as const)('%s', (_label, stockState, minutes, live, expired) => {
    const hold = { stockState, reservedUntil: minutesFromNow(minutes) };
    expect(isReservationLive(hold, now)).toBe(live);
    expect(isReservationExpired(hold, now)).toBe(expired);
  });

  it('a hold without a deadline is neither live nor expired', () => {
    expect(isReservationLive({ stockState: 'reserved', reservedUntil: null }, now)).toBe(false);
    expect(isReservationExpired({ stockState: 'reserved', reservedUntil: null }, now)).toBe(false);
  });
});

describe('actionForExistingOrder', () => {
  const order = (stockState: StockState, minutes: number, fingerprint: string | null = 'same') => ({
    stockState,
    reservedUntil: minutesFromNow(minutes),
    fingerprint,
  });

  it.each([
    ['same cart, hold live: the same order', order('reserved', 10), 'reuse'],
    ['same cart, hold past its deadline but still taken: hold it longer', order('reserved', -1), 'extend'],
    ['same cart, hold released: take the stock again', order('released', -10), 'retake'],
    ['cart changed, hold live: a new order', order('reserved', 10, 'other'), 'replace'],
    ['cart changed, hold released: a new order', order('released', -10, 'other'), 'replace'],
    ['an order without fingerprint is never reused', order('reserved', 10, null), 'replace'],
  ] as const)('%s', (_label, existing, action) => {
    expect(actionForExistingOrder(existing, 'same', now)).toBe(action);
  });
});

describe('stock on payment', () => {
  it.each([
    ['reserved', 'commit'],
    ['released', 'retake'],
    ['committed', 'none'],
    ['shortfall', 'none'],
  ] as const)('a payment for an order whose stock is %s: %s', (state, action) => {
    expect(stockActionOnPayment(state)).toBe(action);
  });

  it('a late payment that found its stock sells it; one that did not is flagged for a refund', () => {
    expect(afterRetake(true)).toEqual({ stockState: 'committed', refundRequired: false });
    expect(afterRetake(false)).toEqual({ stockState: 'shortfall', refundRequired: true });
  });
});
