import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, daysEndingWith, HOUR_MS, parisClockAt, parisDayStart, parisInstant, shiftParisDays } from './paris-calendar';

const iso = (date: Date) => date.toISOString();
const hours = (h: number, m = 0) => h * HOUR_MS + m * 60_000;

describe('Paris days', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2).
    ['2025-01-15', '2025-01-14T23:00:00.000Z'],
    ['2025-07-15', '2025-07-14T22:00:00.000Z'],
    // The days the clocks change start at midnight like any other, on the old offset.
    ['2025-03-30', '2025-03-29T23:00:00.000Z'],
    ['2025-03-31', '2025-03-30T22:00:00.000Z'],
    ['2025-10-26', '2025-10-25T22:00:00.000Z'],
    ['2025-10-27', '2025-10-26T23:00:00.000Z'],
    ['2026-01-01', '2025-12-31T23:00:00.000Z'],
  ])('%s starts at %s', (day, start) => {
    expect(iso(parisDayStart(day))).toBe(start);
  });

  it.each([
    ['2025-03-30', 23],
    ['2025-10-26', 25],
    ['2025-07-15', 24],
    ['2024-02-29', 24],
  ])('%s lasts %i hours', (day, length) => {
    expect(parisDayStart(addDays(day, 1)).getTime() - parisDayStart(day).getTime()).toBe(length * HOUR_MS);
  });

  it.each([
    // 23:30 UTC on a summer day is 01:30 the next day in Paris; in winter, 00:30.
    ['2025-07-14T23:30:00Z', '2025-07-15', hours(1, 30)],
    ['2025-01-14T23:30:00Z', '2025-01-15', hours(0, 30)],
    ['2025-01-14T22:59:59.999Z', '2025-01-14', hours(24) - 1],
    ['2025-12-31T23:00:00Z', '2026-01-01', 0],
    // The autumn change shows 02:30 twice: at 00:30 UTC (summer time) and 01:30 UTC (winter time).
    ['2025-10-26T00:30:00Z', '2025-10-26', hours(2, 30)],
    ['2025-10-26T01:30:00Z', '2025-10-26', hours(2, 30)],
    // Spring: at 01:00 UTC the clocks jump from 02:00 to 03:00.
    ['2025-03-30T00:59:59Z', '2025-03-30', hours(1, 59) + 59_000],
    ['2025-03-30T01:00:00Z', '2025-03-30', hours(3)],
  ])('a Paris clock shows, at %s, the day %s at %i ms', (instant, day, msOfDay) => {
    expect(parisClockAt(new Date(instant))).toEqual({ day, msOfDay });
  });

  it.each([
    ['2025-07-15', hours(12), '2025-07-15T10:00:00.000Z'],
    ['2025-01-15', hours(12), '2025-01-15T11:00:00.000Z'],
    // 02:30 does not exist on the spring day: it is read as 03:30 (moved forward by the hour skipped).
    ['2025-03-30', hours(2, 30), '2025-03-30T01:30:00.000Z'],
    ['2025-03-30', hours(3), '2025-03-30T01:00:00.000Z'],
    // 02:30 exists twice on the autumn day: the first one.
    ['2025-10-26', hours(2, 30), '2025-10-26T00:30:00.000Z'],
    ['2025-10-26', hours(3), '2025-10-26T02:00:00.000Z'],
  ])('%s at %i ms on a Paris clock is %s', (day, msOfDay, instant) => {
    expect(iso(parisInstant(day, msOfDay))).toBe(instant);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', -89, '2025-12-02'],
    ['2025-04-30', 1, '2025-05-01'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it('writes a day as the shop writes dates, dd/mm/yyyy', () => {
    expect(dayLabel('2025-07-05')).toBe('05/07/2025');
  });

  it('lists the days ending with a day, oldest first, across the year end', () => {
    expect(daysEndingWith('2026-01-02', 4)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });

  it.each([
    // Yesterday at the same time of day, across each clock change.
    ['2025-03-31T08:00:00Z', -1, '2025-03-30T08:00:00.000Z'],
    ['2025-03-30T12:00:00Z', -1, '2025-03-29T13:00:00.000Z'],
    ['2025-10-27T09:00:00Z', -1, '2025-10-26T09:00:00.000Z'],
    ['2025-10-26T12:00:00Z', -1, '2025-10-25T11:00:00.000Z'],
    // A week before 02:30 on the day after the spring change: that time did not exist, so 03:30.
    ['2025-04-06T00:30:00Z', -7, '2025-03-30T01:30:00.000Z'],
    // Thirty days before 1 March at 10:00 is 30 January at 10:00.
    ['2025-03-01T09:00:00Z', -30, '2025-01-30T09:00:00.000Z'],
  ])('%s moved %i Paris days is %s', (instant, days, expected) => {
    expect(iso(shiftParisDays(new Date(instant), days))).toBe(expected);
  });
});

// Instants from 2000 to 2100, to the millisecond.
const anyInstant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

describe('Paris days, for any instant', () => {
  it('an instant lies within the Paris day its clock shows, and that day lasts 23, 24 or 25 hours', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const { day } = parisClockAt(instant);
        const start = parisDayStart(day);
        const next = parisDayStart(addDays(day, 1));
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime()).toBeLessThan(next.getTime());
        expect([23, 24, 25].map((h) => h * HOUR_MS)).toContain(next.getTime() - start.getTime());
      }),
    );
  });

  it('reading the clock and going back to the instant gives the instant, or an hour before it in the hour shown twice in autumn', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const { day, msOfDay } = parisClockAt(instant);
        const back = parisInstant(day, msOfDay).getTime();
        if (back !== instant.getTime()) {
          expect(back).toBe(instant.getTime() - HOUR_MS);
          expect(parisClockAt(new Date(back))).toEqual({ day, msOfDay });
        }
      }),
    );
  });

  it('moving an instant by whole days keeps its time of day (an hour later when that time is skipped in spring)', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: -400, max: 400 }), (instant, days) => {
        const { day, msOfDay } = parisClockAt(instant);
        const moved = parisClockAt(shiftParisDays(instant, days));
        expect(moved.day).toBe(addDays(day, days));
        expect([msOfDay, msOfDay + HOUR_MS]).toContain(moved.msOfDay);
      }),
    );
  });

  it('adding days and taking them away again gives the same day', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: -1000, max: 1000 }), (instant, days) => {
        const { day } = parisClockAt(instant);
        expect(addDays(addDays(day, days), -days)).toBe(day);
      }),
    );
  });
});
