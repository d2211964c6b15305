import type { Locale } from './locale';

// French puts the symbol after the amount (19,90 €), English before it (€19.90).
const formatters: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }),
};

/** Formats integer cents as euros in the reader's language. */
export function formatPrice(cents: number, locale: Locale): string {
  return formatters[locale].format(cents / 100);
}

/** Euros as a plain decimal string ("19.90"), for machine-readable outputs such as JSON-LD. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}
