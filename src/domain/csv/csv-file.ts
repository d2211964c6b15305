import type { Locale } from '../locale';

/**
 * Each language the way its spreadsheets open a CSV without questions: French ones split on
 * semicolons and read decimal commas, English ones split on commas and read decimal points.
 */
export const CSV_FORMAT: Record<Locale, { separator: string; decimal: string }> = {
  fr: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};

/**
 * A cell someone typed (a name, an e-mail, a code) that begins like a formula is opened by
 * spreadsheets as one (CSV injection): it is written with a leading apostrophe, which they show
 * as text.
 */
export function typedCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows as a CSV file in the language's format: quoted where needed, CRLF line ends and a byte order mark so spreadsheets read the accents. */
export function csvFile(rows: readonly (readonly string[])[], locale: Locale): string {
  const { separator } = CSV_FORMAT[locale];
  return `\uFEFF${rows.map((values) => values.map((value) => cell(value, separator)).join(separator)).join('\r\n')}\r\n`;
}
