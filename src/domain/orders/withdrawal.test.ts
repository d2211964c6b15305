import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './orders';
import {
  decideWithdrawal,
  orderWithdrawal,
  parisDateAndTime,
  sendBackLastDay,
  withdrawalLastDay,
  withdrawalLinkExpiry,
  withdrawalPeriodEnd,
  type WithdrawalFacts,
} from './withdrawal';

const at = (iso: string) => new Date(iso);
const order = (status: OrderStatus, deliveredAt: string | null = null, withdrawnAt: string | null = null): WithdrawalFacts => ({
  status,
  deliveredAt: deliveredAt ? at(deliveredAt) : null,
  withdrawnAt: withdrawnAt ? at(withdrawnAt) : null,
});

describe('the withdrawal period', () => {
  it.each([
    // Winter (UTC+1): delivered on 1 November, the customer may withdraw until 15 November included.
    ['2026-11-01T10:00:00Z', '2026-11-15', '2026-11-15T23:00:00.000Z'],
    // Delivered at 23:30 in Paris: that Paris day counts, not the next UTC one.
    ['2026-11-01T22:30:00Z', '2026-11-15', '2026-11-15T23:00:00.000Z'],
    // Summer (UTC+2): 00:30 in Paris on 2 July is still 1 July in UTC.
    ['2026-07-01T22:30:00Z', '2026-07-16', '2026-07-16T22:00:00.000Z'],
    // Delivered in summer, the period ends in winter: midnight in Paris is then 23:00 UTC.
    ['2026-10-20T09:00:00Z', '2026-11-03', '2026-11-03T23:00:00.000Z'],
    // Across the year's end.
    ['2026-12-25T09:00:00Z', '2027-01-08', '2027-01-08T23:00:00.000Z'],
  ])('delivered at %s: last day %s, over from %s', (delivered, lastDay, end) => {
    expect(withdrawalLastDay(at(delivered))).toBe(lastDay);
    expect(withdrawalPeriodEnd(at(delivered)).toISOString()).toBe(end);
  });

  const delivered = '2026-11-01T10:00:00Z';
  it.each([
    ['on the day of delivery', '2026-11-01T10:00:01Z', true],
    ['on the last day, one millisecond before midnight in Paris', '2026-11-15T22:59:59.999Z', true],
    ['at midnight in Paris after the last day', '2026-11-15T23:00:00.000Z', false],
    ['a month later', '2026-12-01T10:00:00Z', false],
  ])('a delivered order may be withdrawn from %s: %s', (_when, now, open) => {
    expect(decideWithdrawal(order('delivered', delivered), at(now))).toEqual(open ? { ok: true } : { ok: false, reason: 'periodOver' });
  });
});

describe('which orders may be withdrawn from', () => {
  const now = at('2026-11-20T12:00:00Z');
  it.each([
    ['awaiting payment', order('awaiting_payment'), { ok: false, reason: 'notPaid' }],
    ['paid, pending', order('pending'), { ok: true }],
    ['being prepared', order('processing'), { ok: true }],
    // Not delivered yet: the period has not even started.
    ['shipped long ago', order('shipped'), { ok: true }],
    ['delivered 10 days ago', order('delivered', '2026-11-10T09:00:00Z'), { ok: true }],
    ['delivered 19 days ago', order('delivered', '2026-11-01T09:00:00Z'), { ok: false, reason: 'periodOver' }],
    ['delivered without a date', order('delivered'), { ok: true }],
    ['cancelled', order('cancelled'), { ok: false, reason: 'cancelled' }],
    ['withdrawn already', order('processing', null, '2026-11-19T08:00:00Z'), { ok: false, reason: 'alreadyWithdrawn' }],
    // Staff cancel an unshipped order once withdrawn: it is still the withdrawal the customer sees.
    ['withdrawn, then cancelled by staff', order('cancelled', null, '2026-11-19T08:00:00Z'), { ok: false, reason: 'alreadyWithdrawn' }],
  ] as const)('%s', (_name, facts, decision) => {
    expect(decideWithdrawal(facts, now)).toEqual(decision);
  });
});

describe('what the order page shows', () => {
  const now = at('2026-11-20T12:00:00Z');
  it.each([
    ['the button, with the last day once delivered', order('delivered', '2026-11-10T09:00:00Z'), { state: 'open', lastDay: '24/11/2026' }],
    ['the button, without a last day before delivery', order('shipped'), { state: 'open', lastDay: null }],
    [
      'the withdrawal received, in Paris time',
      order('delivered', '2026-11-10T09:00:00Z', '2026-11-19T13:05:00Z'),
      { state: 'received', date: '19/11/2026', time: '14:05' },
    ],
    ['nothing after the period', order('delivered', '2026-11-01T09:00:00Z'), { state: 'closed', reason: 'periodOver', lastDay: '15/11/2026' }],
    ['nothing on a cancelled order', order('cancelled'), { state: 'closed', reason: 'cancelled', lastDay: null }],
  ] as const)('%s', (_name, facts, shown) => {
    expect(orderWithdrawal(facts, now)).toEqual(shown);
  });
});

describe('the dates a withdrawal sets', () => {
  it('gives 14 days from the withdrawal’s Paris day to send the items back', () => {
    expect(sendBackLastDay(at('2026-11-27T13:05:00Z'))).toBe('2026-12-11');
    // 23:30 UTC on the 27th is already the 28th in Paris.
    expect(sendBackLastDay(at('2026-11-27T23:30:00Z'))).toBe('2026-12-12');
  });

  it('writes the instant as a Paris clock shows it, in winter and in summer', () => {
    expect(parisDateAndTime(at('2026-11-27T13:05:00Z'))).toEqual({ date: '27/11/2026', time: '14:05' });
    expect(parisDateAndTime(at('2026-07-01T22:30:00Z'))).toEqual({ date: '02/07/2026', time: '00:30' });
  });

  it('makes a mailed link last to the end of the period once delivered, 60 days otherwise', () => {
    const now = at('2026-11-20T12:00:00Z');
    expect(withdrawalLinkExpiry(order('delivered', '2026-11-10T09:00:00Z'), now).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    // 60 whole Paris days after today: until midnight starting 20 January.
    expect(withdrawalLinkExpiry(order('processing'), now).toISOString()).toBe('2027-01-19T23:00:00.000Z');
  });
});
