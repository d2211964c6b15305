import { isWholeMonth, type AccountingPeriod } from '../../../../domain/accounting/accounting-period';
import type { Locale } from '../../../../domain/locale';
import { dayLabel } from '../../../../domain/sales/paris-calendar';

/** "octobre 2026" / "October 2026": the month a calendar day is in (read in UTC, where the day's date is the day). */
export function monthName(day: string, locale: Locale): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** The period's heading: "Octobre 2026" for a whole month, else its first and last days. */
export function periodTitle(period: AccountingPeriod, locale: Locale, range: (from: string, to: string) => string): string {
  if (!isWholeMonth(period)) return range(dayLabel(period.from), dayLabel(period.to));
  const name = monthName(period.from, locale);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
