import type { Locale } from '../locale';
import { addDays, parisClockAt, type CalendarDay } from '../sales/paris-calendar';

/**
 * When a paid order should arrive: its delivery time in working days (shop-policies.ts),
 * counted on the Paris calendar from the day it was paid. A working day is a weekday that is
 * not a French public holiday (jours ouvrés): carriers do not deliver on either.
 */

export type DeliveryWindow = { from: CalendarDay; to: CalendarDay };

/** Easter Sunday of `year` (Gregorian computus, anonymous algorithm of Meeus/Jones/Butcher). */
function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];

/** The public holidays of mainland France in `year`: eight fixed dates, Easter Monday, Ascension Day and Whit Monday. */
export function frenchPublicHolidays(year: number): Set<CalendarDay> {
  const easter = easterSunday(year);
  return new Set([...FIXED_HOLIDAYS.map((date) => `${year}-${date}`), addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
}

const holidaysByYear = new Map<number, Set<CalendarDay>>();

export function isWorkingDay(day: CalendarDay): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  let holidays = holidaysByYear.get(year);
  if (!holidays) holidaysByYear.set(year, (holidays = frenchPublicHolidays(year)));
  return !holidays.has(day);
}

/** The `count`-th working day after `day` (`day` itself is never counted: the parcel leaves at the earliest the next one). */
export function addWorkingDays(day: CalendarDay, count: number): CalendarDay {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/** The days between which an order paid at `paidAt` should arrive, `days` being its delivery time in working days. */
export function deliveryWindow(paidAt: Date, days: { min: number; max: number }): DeliveryWindow {
  const { day } = parisClockAt(paidAt);
  return { from: addWorkingDays(day, days.min), to: addWorkingDays(day, days.max) };
}

// British English writes the day before the month, as the shop's dd/mm/yyyy dates do.
const LONG_DAY = {
  fr: new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/** "mercredi 2 décembre", "Wednesday 2 December": a calendar day as a sentence names it. */
export function longDayLabel(day: CalendarDay, locale: Locale): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // The day's UTC midnight read in UTC: the same calendar day whatever the browser's time zone.
  return LONG_DAY[locale].format(new Date(Date.UTC(year, month - 1, date)));
}
