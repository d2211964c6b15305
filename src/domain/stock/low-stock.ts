import { HOUR_MS, parisClockAt, type CalendarDay } from '../sales/paris-calendar';

/**
 * The administrators' low-stock mail (ADR 41): once a Paris day, from 8:00, the variants at or
 * under the site's threshold, when there is at least one.
 */

/** The site setting: a variant with this many units or fewer goes in the morning mail. */
export const LOW_STOCK_THRESHOLD_KEY = 'lowStockThreshold';
/**
 * The threshold of a shop that has not set one: a variant with 3 units or fewer is flagged on
 * the products list and the dashboard and goes in the morning mail, so staff restock before it sells out.
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
/** The setting's largest value: beyond, every variant of a small shop would be "low". */
export const LOW_STOCK_THRESHOLD_MAX = 9999;
/** The Paris hour from which the day's mail goes out: staff read it when they start. */
export const LOW_STOCK_MAIL_HOUR = 8;
/** Variants the mail lists; it counts the others and links to the products list sorted by stock. */
export const LOW_STOCK_MAIL_LISTED = 50;

/** The threshold as stored (whole units, or empty for the default). */
export function lowStockThresholdOf(stored: string | undefined): number {
  return stored !== undefined && /^\d{1,4}$/.test(stored) ? Number(stored) : DEFAULT_LOW_STOCK_THRESHOLD;
}

/** The Paris day whose mail is due at `now`; null before 8:00 in Paris. */
export function lowStockMailDue(now: Date): CalendarDay | null {
  const { day, msOfDay } = parisClockAt(now);
  return msOfDay >= LOW_STOCK_MAIL_HOUR * HOUR_MS ? day : null;
}
