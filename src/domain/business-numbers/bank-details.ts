import { compactNumber } from './company-ids';

/**
 * The shop's bank details as a transfer needs them: the IBAN (ISO 13616: a country code, two
 * check digits, then the country's account number at a length fixed per country; the whole
 * passes mod 97) and the BIC (ISO 9362: bank, country, place and an optional branch).
 */

export type IbanRefusal =
  /** Not a country code, two digits and letters or digits. */
  | 'format'
  /** A country with no IBAN, or not that country's length. */
  | 'length'
  /** The right length, but the check digits do not match: a typo. */
  | 'checkDigits';

/** IBAN lengths by country, from the SWIFT IBAN registry. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** As stored: no spaces, in capitals. People read it in groups of four (`ibanInGroups`). */
export const compactIban = (text: string): string => compactNumber(text).toUpperCase();

/** "FR7630006000011234567890189" → "FR76 3000 6000 0112 3456 7890 189", as printed on an invoice. */
export const ibanInGroups = (iban: string): string => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** The IBAN's remainder mod 97 once its first four characters go to the end and letters become 10 to 35; 1 for a sound IBAN. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = parseInt(character, 36);
    // Digit by digit (a letter is two): the number is far beyond what a double holds exactly.
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

export function ibanRefusal(text: string): IbanRefusal | null {
  const iban = compactIban(text);
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{1,30}$/.test(iban)) return 'format';
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return 'length';
  return ibanRemainder(iban) === 1 ? null : 'checkDigits';
}

/** As stored: no spaces, in capitals. */
export const compactBic = (text: string): string => compactNumber(text).toUpperCase();

/** 4 letters (the bank), a country code, 2 letters or digits (the place), and an optional 3-character branch: 8 or 11 characters. */
export function isBic(text: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[0-9A-Z]{2}([0-9A-Z]{3})?$/.test(compactBic(text));
}
