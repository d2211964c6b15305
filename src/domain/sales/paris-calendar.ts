/**
 * Calendar days and times of day as a clock in Paris shows them (GUIDE 3.2), whatever the
 * server's or the browser's time zone. A Paris day usually lasts 24 hours; the day the clocks
 * go forward (last Sunday of March) lasts 23, the day they go back (last Sunday of October) 25.
 */

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `day` as the milliseconds of its 00:00 in UTC: calendar arithmetic without any time zone. */
function utcMidnight(day: CalendarDay): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function dayOfUtc(ms: number): CalendarDay {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar day `days` after `day` (before it when negative), across month and year ends. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayOfUtc(utcMidnight(day) + days * DAY_MS);
}

/** The `count` calendar days that end with `last`, oldest first. */
export function daysEndingWith(last: CalendarDay, count: number): CalendarDay[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** What a Paris clock shows at `instant`, as UTC milliseconds (the wall clock read as if it were UTC). */
function parisWallMs(instant: number): number {
  // Assembled from parts rather than trusting the locale's separators, which ICU versions have changed.
  const parts = Object.fromEntries(parisClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const wholeSecond = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wholeSecond + (((instant % 1000) + 1000) % 1000);
}

/** Paris's offset from UTC at `instant` in milliseconds: one hour in winter, two in summer. */
const parisOffsetMs = (instant: number) => parisWallMs(instant) - instant;

export type ParisClockReading = { day: CalendarDay; msOfDay: number };

/** The day and the time of day (milliseconds since 00:00 on the clock) a Paris clock shows at `instant`. */
export function parisClockAt(instant: Date): ParisClockReading {
  const wall = parisWallMs(instant.getTime());
  const midnight = Math.floor(wall / DAY_MS) * DAY_MS;
  return { day: dayOfUtc(midnight), msOfDay: wall - midnight };
}

/**
 * The instant a Paris clock shows `msOfDay` on `day`. A time the clocks skip in spring
 * (02:00 to 03:00) is moved forward by the hour skipped, and a time they show twice in autumn
 * is its first showing: the rule JavaScript's local dates and Temporal ('compatible') follow.
 */
export function parisInstant(day: CalendarDay, msOfDay = 0): Date {
  const wall = utcMidnight(day) + msOfDay;
  // Paris's offsets on either side of any clock change near that time.
  const before = parisOffsetMs(wall - DAY_MS);
  const after = parisOffsetMs(wall + DAY_MS);
  const shown = [wall - before, wall - after].filter((instant) => parisOffsetMs(instant) === wall - instant);
  return new Date(shown.length > 0 ? Math.min(...shown) : wall - before);
}

// Asking Intl costs about 20 µs a time: the dashboard needs the same 90 days' starts all day long.
const dayStarts = new Map<CalendarDay, number>();
const DAY_STARTS_KEPT = 4096;

/** The first instant of a Paris day (its 00:00: the clocks never change at midnight in Paris). */
export function parisDayStart(day: CalendarDay): Date {
  let start = dayStarts.get(day);
  if (start === undefined) {
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    start = parisInstant(day, 0).getTime();
    dayStarts.set(day, start);
  }
  return new Date(start);
}

/** The same time of day on a Paris clock, `days` calendar days later (earlier when negative). */
export function shiftParisDays(instant: Date, days: number): Date {
  const { day, msOfDay } = parisClockAt(instant);
  return parisInstant(addDays(day, days), msOfDay);
}

/** A calendar day as the shop writes dates in both languages, dd/mm/yyyy (orderDateLabel's form). */
export function dayLabel(day: CalendarDay): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
