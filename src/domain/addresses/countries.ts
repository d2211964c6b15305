import type { Locale } from '../locale';

/**
 * Countries the shop delivers to, as ISO 3166-1 alpha-2 codes with their telephone calling
 * codes. The shipping rates are one weight table for every destination (shipping-rates.ts),
 * which only makes sense within Europe: the 27 EU members, the United Kingdom, Switzerland,
 * Norway, and the small neighbours whose parcels go through them (Iceland, Liechtenstein,
 * Monaco, Andorra). French overseas departments are addresses in France (zip 97x).
 */
export const SHIPPING_COUNTRIES = [
  ['FR', '33'],
  ['AD', '376'],
  ['AT', '43'],
  ['BE', '32'],
  ['BG', '359'],
  ['CH', '41'],
  ['CY', '357'],
  ['CZ', '420'],
  ['DE', '49'],
  ['DK', '45'],
  ['EE', '372'],
  ['ES', '34'],
  ['FI', '358'],
  ['GB', '44'],
  ['GR', '30'],
  ['HR', '385'],
  ['HU', '36'],
  ['IE', '353'],
  ['IS', '354'],
  ['IT', '39'],
  ['LI', '423'],
  ['LT', '370'],
  ['LU', '352'],
  ['LV', '371'],
  ['MC', '377'],
  ['MT', '356'],
  ['NL', '31'],
  ['NO', '47'],
  ['PL', '48'],
  ['PT', '351'],
  ['RO', '40'],
  ['SE', '46'],
  ['SI', '386'],
  ['SK', '421'],
] as const;

export type CountryCode = (typeof SHIPPING_COUNTRIES)[number][0];

export const COUNTRY_CODES = SHIPPING_COUNTRIES.map(([code]) => code) as [CountryCode, ...CountryCode[]];

/** The shop is French: a new address is in France unless the customer says otherwise. */
export const DEFAULT_COUNTRY: CountryCode = 'FR';

/** Telephone calling codes of the delivered countries, for writing international numbers. */
export const CALLING_CODES: readonly string[] = [...new Set(SHIPPING_COUNTRIES.map(([, dial]) => dial))];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Lower case without accents, so 'Équateur' and 'equateur' compare equal. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The code of a delivered country given as its code ('FR') or by name in French or English
 * ('France', 'Allemagne', 'Germany'): the site settings name the shop's country in words.
 * Null for anything else.
 */
export function countryCodeOf(text: string): CountryCode | null {
  const wanted = plain(text);
  if (isCountryCode(wanted.toUpperCase())) return wanted.toUpperCase() as CountryCode;
  const names = (['fr', 'en'] as const).map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
  return COUNTRY_CODES.find((code) => names.some((name) => plain(name.of(code) ?? '') === wanted)) ?? null;
}

export type CountryOption = { code: CountryCode; name: string };

/** The country's name in the page language ('Allemagne', 'Germany'); the code if unknown. */
export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/**
 * The country list of the address forms: France first (the default), then the others in the
 * alphabetical order of their names in the page language (so 'Allemagne' comes before
 * 'Autriche' in French, 'Austria' before 'Germany' in English).
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const options = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
  const first = options.filter((o) => o.code === DEFAULT_COUNTRY);
  const rest = options.filter((o) => o.code !== DEFAULT_COUNTRY).sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...rest];
}
