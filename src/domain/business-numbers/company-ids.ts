import { passesLuhn } from '../luhn';

/**
 * French company numbers (INSEE): the SIREN names a company (9 digits), the SIRET one of its
 * establishments (its SIREN and a 5-digit NIC). Both end in a Luhn check digit; the SIRETs of La
 * Poste (SIREN 356000000) do not, INSEE gives them a digit sum that is a multiple of 5 instead.
 * Refusals are values: the caller names them in the user's language.
 */

export type CompanyIdRefusal =
  /** Not 9 or 14 digits (spaces aside). */
  | 'format'
  /** 9 or 14 digits whose check digit is wrong: a typo. */
  | 'checkDigit';

const LA_POSTE_SIREN = '356000000';

/** Spaces (of any width) and dots people type between groups of digits are not part of the number. */
export const compactNumber = (text: string): string => text.replace(/[\s.]/g, '');

const digitSum = (digits: string) => [...digits].reduce((sum, digit) => sum + Number(digit), 0);

export function sirenRefusal(text: string): CompanyIdRefusal | null {
  const siren = compactNumber(text);
  if (!/^\d{9}$/.test(siren)) return 'format';
  return passesLuhn(siren) ? null : 'checkDigit';
}

export function siretRefusal(text: string): CompanyIdRefusal | null {
  const siret = compactNumber(text);
  if (!/^\d{14}$/.test(siret)) return 'format';
  if (sirenRefusal(siret.slice(0, 9))) return 'checkDigit';
  const sound = siret.startsWith(LA_POSTE_SIREN) ? digitSum(siret) % 5 === 0 : passesLuhn(siret);
  return sound ? null : 'checkDigit';
}

/** A SIREN or a SIRET, told apart by their length (what the site settings' "id company" holds). */
export function companyIdRefusal(text: string): CompanyIdRefusal | null {
  const digits = compactNumber(text);
  if (/^\d{9}$/.test(digits)) return sirenRefusal(digits);
  if (/^\d{14}$/.test(digits)) return siretRefusal(digits);
  return 'format';
}
