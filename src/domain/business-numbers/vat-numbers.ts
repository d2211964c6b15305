import { compactNumber, sirenRefusal } from './company-ids';

/**
 * EU VAT identification numbers: a member state's code, then its national number. A French
 * number's two-character key is worked out from the SIREN that follows it, so a typo in either
 * is caught here; other countries are checked by the format VIES (the EU's VAT number service)
 * publishes for each. Their own check digits are each country's and not checked here: a number
 * in the right format may still be unassigned, which only VIES can tell.
 */

export type VatNumberRefusal =
  /** Not two letters then letters or digits. */
  | 'format'
  /** Two letters that are no EU member's VAT prefix (Greece is EL, Northern Ireland XI). */
  | 'country'
  /** The national part does not have the country's format. */
  | 'countryFormat'
  /** A French number whose key does not match its SIREN, or whose SIREN fails its check digit. */
  | 'checkDigit';

/**
 * The national part of each prefix, as VIES publishes it: the 27 member states (Greece as EL)
 * and XI, Northern Ireland's traders under the Windsor framework (a UK number, or a government
 * department GD or health authority HA code).
 */
export const VAT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  // Two key characters (digits; letters but I and O for the older alphanumeric keys), then the SIREN.
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** As stored and printed: no spaces, dots or dashes, in capitals ("FR 65 912 345 675" → "FR65912345675"). */
export const compactVatNumber = (text: string): string => compactNumber(text).replace(/-/g, '').toUpperCase();

/** The key of a French VAT number for its SIREN: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

function frenchRefusal(national: string): VatNumberRefusal | null {
  const key = national.slice(0, 2);
  const siren = national.slice(2);
  if (sirenRefusal(siren)) return 'checkDigit';
  // An alphanumeric key (given before 1998 to some foreign companies) has no published formula.
  if (/^\d{2}$/.test(key) && key !== frenchVatKey(siren)) return 'checkDigit';
  return null;
}

export function vatNumberRefusal(text: string): VatNumberRefusal | null {
  const vat = compactVatNumber(text);
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(vat)) return 'format';
  const format = VAT_NUMBER_FORMATS[vat.slice(0, 2)];
  if (!format) return 'country';
  const national = vat.slice(2);
  if (!format.test(national)) return 'countryFormat';
  return vat.startsWith('FR') ? frenchRefusal(national) : null;
}
