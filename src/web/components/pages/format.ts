import type { Locale } from '../../../domain/locale';
import type { Duration, DurationRange, DurationUnit } from '../../../domain/shop-policies';

// Intl writes the unit in the reader's language and grammar: "1 an" / "14 jours", "1 year" / "48 hours".
const unitFormatters = new Map<string, Intl.NumberFormat>();
function unitFormatter(locale: Locale, unit: DurationUnit | 'kilogram'): Intl.NumberFormat {
  const key = `${locale}:${unit}`;
  let formatter = unitFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'kilogram' ? 'short' : 'long' });
    unitFormatters.set(key, formatter);
  }
  return formatter;
}

export function formatDuration(duration: Duration, locale: Locale): string {
  return unitFormatter(locale, duration.unit).format(duration.value);
}

export function formatDurationRange(range: DurationRange, locale: Locale): string {
  return unitFormatter(locale, range.unit).formatRange(range.min, range.max);
}

/** A plain number range in the reader's notation ("3–6", "91–96"). */
export function formatRange(min: number, max: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).formatRange(min, max);
}

/** Parcel weights are kept in grams and shown in kilograms: "0,75 kg" / "0.75 kg". */
export function formatWeight(grams: number, locale: Locale): string {
  return unitFormatter(locale, 'kilogram').format(grams / 1000);
}
