import { describe, expect, it } from 'vitest';
import { defaultPeriod, monthOf, periodSlug, periodWindow, readPeriod, shiftMonth } from './accounting-period';

describe('readPeriod', () => {
  it('takes any range of real days, first and last included', () => {
    expect(readPeriod('2026-10-01', '2026-10-15')).toEqual({ ok: true, period: { from: '2026-10-01', to: '2026-10-15' } });
    expect(readPeriod('2026-10-01', '2026-10-01')).toEqual({ ok: true, period: { from: '2026-10-01', to: '2026-10-01' } });
  });

  it.each([
    ['2026-02-30', '2026-03-01', { field: 'from', reason: 'notADay' }],
    ['01/10/2026', '2026-10-31', { field: 'from', reason: 'notADay' }],
    ['2026-10-01', '2026-13-01', { field: 'to', reason: 'notADay' }],
    ['2026-10-01', '', { field: 'to', reason: 'notADay' }],
    ['2026-10-31', '2026-10-01', { field: 'to', reason: 'endBeforeStart' }],
    ['2024-01-01', '2026-01-01', { field: 'to', reason: 'tooLong' }],
  ])('refuses %s to %s', (from, to, refusal) => {
    expect(readPeriod(from, to)).toEqual({ ok: false, refusal });
  });

  it('takes 24 months, the longest a first financial year lasts', () => {
    expect(readPeriod('2025-01-01', '2026-12-31').ok).toBe(true);
  });
});

describe('months', () => {
  it.each([
    ['2026-02-14', '2026-02-01', '2026-02-28'],
    ['2028-02-29', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('%s is in the month from %s to %s', (day, from, to) => {
    expect(monthOf(day)).toEqual({ from, to });
  });

  it('moves a month back and forth across year ends', () => {
    expect(shiftMonth({ from: '2026-01-01', to: '2026-01-31' }, -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(shiftMonth({ from: '2026-12-10', to: '2026-12-20' }, 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });

  it('opens on the last month already over in Paris: at 23:30 UTC on 31 October it is 1 November in Paris', () => {
    expect(defaultPeriod(new Date('2026-10-31T23:30:00Z'))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(defaultPeriod(new Date('2026-10-31T22:30:00Z'))).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });

  it('names a whole month by the month, any other period by its days', () => {
    expect(periodSlug({ from: '2026-10-01', to: '2026-10-31' })).toBe('2026-10');
    expect(periodSlug({ from: '2026-10-01', to: '2026-10-30' })).toBe('2026-10-01_2026-10-30');
    expect(periodSlug({ from: '2026-10-01', to: '2026-11-30' })).toBe('2026-10-01_2026-11-30');
  });
});

describe('periodWindow', () => {
  it('runs from midnight in Paris on the first day to midnight in Paris after the last, whatever the clock change', () => {
    // Winter (UTC+1) at both ends.
    expect(periodWindow({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: new Date('2025-12-31T23:00:00Z'),
      to: new Date('2026-01-31T23:00:00Z'),
    });
    // October 2026: summer time (UTC+2) at the start, winter time after the 25th.
    expect(periodWindow({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: new Date('2026-09-30T22:00:00Z'),
      to: new Date('2026-10-31T23:00:00Z'),
    });
  });
});
