import { addDays, daysEndingWith, parisClockAt, parisDayStart, shiftParisDays, type CalendarDay } from './paris-calendar';

/**
 * The periods of the sales dashboard, in Paris days (ADR 23). A period of N days is the N
 * Paris days that end today, up to now; it is compared with the same period moved back N
 * days: the N days before it, up to the same time of day ("today until 14:35" against
 * "yesterday until 14:35"). The two may differ in length by the hour a clock change adds or
 * takes away.
 */

export const SALES_PERIODS = [
  { key: 'today', days: 1 },
  { key: 'week', days: 7 },
  { key: 'month', days: 30 },
] as const;
export type SalesPeriodKey = (typeof SALES_PERIODS)[number]['key'];

/** The chart's days: today and the 89 before it. */
export const DAILY_SALES_DAYS = 90;

/** From `from` included to `to` excluded. */
export type TimeWindow = { from: Date; to: Date };

export type PeriodWindows = { key: SalesPeriodKey; days: number; current: TimeWindow; previous: TimeWindow };

export function periodWindows(now: Date): PeriodWindows[] {
  const today = parisClockAt(now).day;
  return SALES_PERIODS.map(({ key, days }) => ({
    key,
    days,
    current: { from: parisDayStart(addDays(today, 1 - days)), to: now },
    previous: { from: parisDayStart(addDays(today, 1 - 2 * days)), to: shiftParisDays(now, -days) },
  }));
}

export type DayWindow = TimeWindow & { day: CalendarDay };

/** The chart's days, oldest first, each from its 00:00 to the next day's (today: to now). */
export function dailyWindows(now: Date): DayWindow[] {
  const days = daysEndingWith(parisClockAt(now).day, DAILY_SALES_DAYS);
  return days.map((day, i) => ({
    day,
    from: parisDayStart(day),
    to: i === days.length - 1 ? now : parisDayStart(days[i + 1]!),
  }));
}

/**
 * The dashboard's windows at `now`, and the instants that cut the last 90 days into pieces
 * each of which lies wholly inside or outside every window: the days' starts, the previous
 * periods' ends and now, in order. The database sums paid orders per piece in one scan
 * (`width_bucket`), and every figure of the dashboard is a sum of pieces: the cards and the
 * chart cannot disagree.
 */
export type SalesCalendar = { periods: PeriodWindows[]; days: DayWindow[]; boundaries: Date[] };

export function salesCalendar(now: Date): SalesCalendar {
  const periods = periodWindows(now);
  const days = dailyWindows(now);
  const instants = [...days.map((window) => window.from), ...periods.map((period) => period.previous.to), now];
  const times = [...new Set(instants.map((instant) => instant.getTime()))].sort((a, b) => a - b);
  return { periods, days, boundaries: times.map((time) => new Date(time)) };
}

export type SalesFigures = { revenueCents: number; orders: number };

/** What the database sums: piece `bucket` (1-based) runs from boundaries[bucket - 1] to boundaries[bucket]. */
export type BucketSales = SalesFigures & { bucket: number };

/**
 * The sums over any window whose ends are among `boundaries`, from the pieces' sums (running
 * totals: each window costs two look-ups, whatever its length).
 */
export function windowSales(boundaries: readonly Date[], buckets: readonly BucketSales[]): (window: TimeWindow) => SalesFigures {
  const position = new Map(boundaries.map((boundary, i) => [boundary.getTime(), i]));
  // upTo[i]: the pieces that end at boundaries[i] or before.
  const upTo = boundaries.map(() => ({ revenueCents: 0, orders: 0 }));
  for (const { bucket, revenueCents, orders } of buckets) {
    if (bucket < 1 || bucket >= boundaries.length) continue;
    upTo[bucket]!.revenueCents += revenueCents;
    upTo[bucket]!.orders += orders;
  }
  for (let i = 1; i < upTo.length; i++) {
    upTo[i]!.revenueCents += upTo[i - 1]!.revenueCents;
    upTo[i]!.orders += upTo[i - 1]!.orders;
  }
  return ({ from, to }) => {
    const [start, end] = [position.get(from.getTime()), position.get(to.getTime())];
    if (start === undefined || end === undefined) throw new Error(`No boundary at ${from.toISOString()} or ${to.toISOString()}`);
    return { revenueCents: upTo[end]!.revenueCents - upTo[start]!.revenueCents, orders: upTo[end]!.orders - upTo[start]!.orders };
  };
}

/**
 * The change from `previous` to `current` in whole percent, rounded half away from zero
 * (+12 means 12 % more); null when there is nothing to compare with (previous is 0).
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  // In integers (cents and counts stay far below 2^53): 14.5 % must not become 14.499999.
  const hundredfold = Math.abs(current - previous) * 100;
  const whole = Math.floor((2 * hundredfold + previous) / (2 * previous));
  return current < previous && whole > 0 ? -whole : whole;
}
