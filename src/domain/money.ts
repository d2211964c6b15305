import type { Locale } from './locale';

/** Separates thousands: a narrow no-break space in French (1 234), a comma in English (1,234). */
const GROUP_SEPARATOR: Record<Locale, string> = { fr: '\u202f', en: ',' };

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * Formats integer cents as euros in the reader's language: French puts the symbol after the
 * amount (19,90 €), English before it (€19.90). Written out rather than asked of
 * `Intl.NumberFormat`, whose first use in a page costs Chromium 40 to 100 ms of main thread
 * (it loads its number-formatting data) while the page hydrates (ADR 10); the output is the
 * same, character for character (see money.test.ts).
 */
export function formatPrice(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '-' : '';
  const rounded = Math.round(Math.abs(cents));
  const units = groupThousands(String(Math.floor(rounded / 100)), GROUP_SEPARATOR[locale]);
  const hundredths = String(rounded % 100).padStart(2, '0');
  return locale === 'fr' ? `${sign}${units},${hundredths}\u00a0€` : `${sign}€${units}.${hundredths}`;
}

/** A whole number with the reader's thousands separator, as prices write theirs: 1 234 in French, 1,234 in English. */
export function formatWhole(value: number, locale: Locale): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)), GROUP_SEPARATOR[locale])}`;
}

/** Cents as whole euros, for a chart's scale: 1 235 € in French, €1,235 in English. */
export function formatWholeEuros(cents: number, locale: Locale): string {
  const euros = formatWhole(cents / 100, locale);
  return locale === 'fr' ? `${euros}\u00a0€` : euros.startsWith('-') ? `-€${euros.slice(1)}` : `€${euros}`;
}

/** Euros as a plain decimal string ("19.90"), for machine-readable outputs such as JSON-LD. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

// Spaces people put in amounts: plain, no-break, narrow no-break (1 234,56 €).
const SPACES = /[\s\u00a0\u202f]/g;
const EUROS = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Euros typed as people write them ('12', '12,5', '1 234,56 €', '12.50') in whole cents.
 * NaN when it is not such an amount: the schema then refuses it with the field's own message.
 */
export function centsFromEuros(text: string): number {
  const match = EUROS.exec(text.replace(SPACES, '').replace(/€$/, ''));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the amount a staff member would type them in a form: '29,90' in French, '29.90' in English, no symbol nor grouping. */
export function eurosInput(cents: number, locale: Locale): string {
  const text = centsToDecimal(cents);
  return locale === 'fr' ? text.replace('.', ',') : text;
}
