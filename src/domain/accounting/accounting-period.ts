import { addDays, parisClockAt, parisDayStart, type CalendarDay } from '../sales/paris-calendar';
import type { TimeWindow } from '../sales/sales-periods';

/**
 * The period of the accounting exports: whole Paris calendar days, first and last included
 * (times are stored in UTC and the shop keeps its books in Paris time, so a document issued at
 * 23:30 UTC on 31 January belongs to February).
 */
export type AccountingPeriod = { from: CalendarDay; to: CalendarDay };

/**
 * The longest period one export covers: a first financial year may last up to 24 months (French
 * company law), and the FEC is made per financial year; anything longer is a typing mistake.
 */
export const MAX_PERIOD_DAYS = 731;

/** Why a typed period is refused: the field it is about and the reason (a key of `back:accounting.errors`). */
export type PeriodRefusal = { field: 'from' | 'to'; reason: 'notADay' | 'endBeforeStart' | 'tooLong' };

export type PeriodReading = { ok: true; period: AccountingPeriod } | { ok: false; refusal: PeriodRefusal };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const parts = DAY_PATTERN.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from `from` to `to`, both included. */
function lengthInDays({ from, to }: AccountingPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period as typed on the page or asked of the API, or why it is refused. */
export function readPeriod(from: string, to: string): PeriodReading {
  if (!isCalendarDay(from)) return { ok: false, refusal: { field: 'from', reason: 'notADay' } };
  if (!isCalendarDay(to)) return { ok: false, refusal: { field: 'to', reason: 'notADay' } };
  if (to < from) return { ok: false, refusal: { field: 'to', reason: 'endBeforeStart' } };
  if (lengthInDays({ from, to }) > MAX_PERIOD_DAYS) return { ok: false, refusal: { field: 'to', reason: 'tooLong' } };
  return { ok: true, period: { from, to } };
}

/** The calendar month `day` falls in, from its 1st to its last day. */
export function monthOf(day: CalendarDay): AccountingPeriod {
  const from = `${day.slice(0, 7)}-01`;
  const [year, month] = from.split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(nextMonth, -1) };
}

/** The month before (`-1`) or after (`1`) the one the period starts in. */
export function shiftMonth(period: AccountingPeriod, months: -1 | 1): AccountingPeriod {
  const first = `${period.from.slice(0, 7)}-01`;
  return monthOf(months === -1 ? addDays(first, -1) : addDays(monthOf(first).to, 1));
}

/**
 * What the page opens on: the last month already over in Paris, the one an accountant is sent
 * at the start of the next.
 */
export function defaultPeriod(now: Date): AccountingPeriod {
  return shiftMonth(monthOf(parisClockAt(now).day), -1);
}

/** Whether the period is exactly one calendar month. */
export function isWholeMonth(period: AccountingPeriod): boolean {
  const month = monthOf(period.from);
  return month.from === period.from && month.to === period.to;
}

/** The period in file names: "2026-10" for a whole month, "2026-10-01_2026-10-15" otherwise. */
export function periodSlug(period: AccountingPeriod): string {
  return isWholeMonth(period) ? period.from.slice(0, 7) : `${period.from}_${period.to}`;
}

/** The instants the period covers: from the first day's 00:00 in Paris to the 00:00 after the last day (excluded). */
export function periodWindow(period: AccountingPeriod): TimeWindow {
  return { from: parisDayStart(period.from), to: parisDayStart(addDays(period.to, 1)) };
}
