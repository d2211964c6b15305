import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './paris-calendar';
import { changePercent, dailyWindows, periodWindows, salesCalendar, windowSales, type BucketSales, type TimeWindow } from './sales-periods';

const iso = (date: Date) => date.toISOString();
const shown = ({ from, to }: TimeWindow) => [iso(from), iso(to)];

describe('the dashboard’s periods', () => {
  it('compares today, 7 and 30 days up to now with the same days moved back, up to the same time of day (summer)', () => {
    // 12:00 in Paris on Tuesday 15 July 2025.
    const now = new Date('2025-07-15T10:00:00Z');
    expect(periodWindows(now).map(({ key, current, previous }) => [key, shown(current), shown(previous)])).toEqual([
      ['today', ['2025-07-14T22:00:00.000Z', iso(now)], ['2025-07-13T22:00:00.000Z', '2025-07-14T10:00:00.000Z']],
      ['week', ['2025-07-08T22:00:00.000Z', iso(now)], ['2025-07-01T22:00:00.000Z', '2025-07-08T10:00:00.000Z']],
      ['month', ['2025-06-15T22:00:00.000Z', iso(now)], ['2025-05-16T22:00:00.000Z', '2025-06-15T10:00:00.000Z']],
    ]);
  });

  it('starts today at Paris midnight: at 23:30 UTC on a summer day it is already the next day', () => {
    const [today] = periodWindows(new Date('2025-07-14T23:30:00Z'));
    expect(shown(today!.current)).toEqual(['2025-07-14T22:00:00.000Z', '2025-07-14T23:30:00.000Z']);
    expect(shown(today!.previous)).toEqual(['2025-07-13T22:00:00.000Z', '2025-07-13T23:30:00.000Z']);
  });

  it('keeps the time of day across the spring change: the week is an hour shorter than the one before', () => {
    // Wednesday 2 April 2025, 12:00 in Paris: the week since Thursday 27 March holds Sunday 30 March, 23 hours long.
    const week = periodWindows(new Date('2025-04-02T10:00:00Z')).find((period) => period.key === 'week')!;
    expect(shown(week.current)).toEqual(['2025-03-26T23:00:00.000Z', '2025-04-02T10:00:00.000Z']);
    expect(shown(week.previous)).toEqual(['2025-03-19T23:00:00.000Z', '2025-03-26T11:00:00.000Z']);
    const length = ({ from, to }: TimeWindow) => to.getTime() - from.getTime();
    expect(length(week.previous) - length(week.current)).toBe(HOUR_MS);
  });

  it('compares the day after the autumn change with the 25-hour day, up to the same time', () => {
    const [today] = periodWindows(new Date('2025-10-27T09:00:00Z'));
    expect(shown(today!.previous)).toEqual(['2025-10-25T22:00:00.000Z', '2025-10-26T09:00:00.000Z']);
  });

  it('has 90 days for the chart, each from its midnight to the next, today up to now, across month ends', () => {
    const now = new Date('2026-03-01T09:00:00Z');
    const days = dailyWindows(now);
    expect(days).toHaveLength(90);
    expect(days[0]!.day).toBe('2025-12-02');
    expect(days.at(-2)!.day).toBe('2026-02-28');
    expect(days.at(-1)!).toEqual({ day: '2026-03-01', from: new Date('2026-02-28T23:00:00Z'), to: now });
    for (let i = 1; i < days.length; i++) expect(days[i]!.from).toEqual(days[i - 1]!.to);
  });

  it('cuts the 90 days at every day start, every previous period’s end and now, in order', () => {
    const now = new Date('2025-07-15T10:00:00Z');
    const { boundaries } = salesCalendar(now);
    expect(boundaries).toHaveLength(90 + 3 + 1);
    expect(boundaries[0]).toEqual(dailyWindows(now)[0]!.from);
    expect(boundaries.at(-1)).toEqual(now);
    for (let i = 1; i < boundaries.length; i++) expect(boundaries[i]!.getTime()).toBeGreaterThan(boundaries[i - 1]!.getTime());
  });

  it('needs no extra cut at midnight: every previous period then ends at a day’s start, and now is today’s', () => {
    const now = new Date('2025-07-14T22:00:00Z');
    expect(salesCalendar(now).boundaries).toHaveLength(90);
  });
});

describe('the change in percent', () => {
  it.each([
    [112, 100, 12],
    [100, 100, 0],
    [0, 100, -100],
    [300, 100, 200],
    // Halves go away from zero, exactly: 14.5 % is 15, -14.5 % is -15.
    [1145, 1000, 15],
    [855, 1000, -15],
    [1144, 1000, 14],
    // A fall below half a percent is 0, not -0.
    [999, 1000, 0],
    [1, 3, -67],
  ])('from %i to… %i is %i %', (current, previous, expected) => {
    expect(changePercent(current, previous)).toBe(expected);
  });

  it('is null when the previous period sold nothing', () => {
    expect(changePercent(0, 0)).toBeNull();
    expect(changePercent(4990, 0)).toBeNull();
  });
});

/** What PostgreSQL's width_bucket answers: i when boundaries[i - 1] <= instant < boundaries[i]. */
function bucketOf(instant: number, boundaries: readonly Date[]): number {
  let bucket = 0;
  while (bucket < boundaries.length && boundaries[bucket]!.getTime() <= instant) bucket += 1;
  return bucket;
}

describe('figures summed from the pieces', () => {
  // Orders within the 100 days before `now`: instants and amounts.
  const scenario = fc.record({
    now: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
    orders: fc.array(fc.record({ ago: fc.integer({ min: 1, max: 100 * 86_400_000 }), cents: fc.integer({ min: 0, max: 100_000 }) }), {
      maxLength: 60,
    }),
  });

  it('are, for every period and every day, the sums of the orders placed within it', () => {
    fc.assert(
      fc.property(scenario, ({ now: nowMs, orders }) => {
        const now = new Date(nowMs);
        const { periods, days, boundaries } = salesCalendar(now);
        const placed = orders.map(({ ago, cents }) => ({ at: nowMs - ago, cents }));
        const buckets = new Map<number, BucketSales>();
        for (const { at, cents } of placed) {
          const bucket = bucketOf(at, boundaries);
          if (bucket === 0 || bucket === boundaries.length) continue; // Outside the 90 days: the query's range leaves them out.
          const sums = buckets.get(bucket) ?? { bucket, revenueCents: 0, orders: 0 };
          buckets.set(bucket, { bucket, revenueCents: sums.revenueCents + cents, orders: sums.orders + 1 });
        }
        const direct = ({ from, to }: TimeWindow) => {
          const inside = placed.filter(({ at }) => from.getTime() <= at && at < to.getTime());
          return { revenueCents: inside.reduce((sum, { cents }) => sum + cents, 0), orders: inside.length };
        };
        const windows = [...periods.flatMap((period) => [period.current, period.previous]), ...days];
        const sales = windowSales(boundaries, [...buckets.values()]);
        for (const window of windows) expect(sales(window)).toEqual(direct(window));
      }),
    );
  });
});
