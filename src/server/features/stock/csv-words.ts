import type { Locale } from '../../../domain/locale';
import { parisDay } from '../../../domain/pricing/paris-day';
import type { MovementsCsvWords } from '../../../domain/stock/stock-csv';
import en from '../../../i18n/en/back-stock';
import fr from '../../../i18n/fr/back-stock';

const TEXTS = { fr, en };

/** The stock file's headings, in the order the import reads them. */
export function stockCsvColumns(locale: Locale): [string, string, string, string] {
  const { csv } = TEXTS[locale];
  return [csv.reference, csv.color, csv.size, csv.quantity];
}

/** The history file's words, from the screen's own texts so the file says what the page says. */
export function movementsCsvWords(locale: Locale): MovementsCsvWords {
  const { csv, reasons, history } = TEXTS[locale];
  return {
    columns: [csv.date, csv.color, csv.size, csv.before, csv.after, csv.reason, csv.by, csv.order],
    reasons,
    theShop: history.theShop,
    formerMember: history.formerMember,
  };
}

/** stock-2026-11-28.csv, or mouvements-de-stock-TS-01-2026-11-28.csv: the day in Paris. */
export function stockFileName(locale: Locale, now: Date, reference?: string): string {
  const { csv } = TEXTS[locale];
  const name = reference === undefined ? csv.stockFileName : `${csv.historyFileName}-${reference.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return `${name}-${parisDay(now)}.csv`;
}
