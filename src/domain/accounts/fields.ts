import { z } from 'zod';
import { plainText } from '../plain-text';

/**
 * The fields of the account forms, shared by the web forms and the API. Messages are keys of
 * the `account` catalogue, so the API answers with the very sentence the form shows.
 */

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Letters of any alphabet (with their accents, also when typed as combining marks), spaces,
 * hyphens and apostrophes (straight or typographic), with at least one letter: "Zoé",
 * "Jean-Pierre", "N’Diaye", "de La Tour", "Łukasz", "Дмитрий".
 */
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’-]+$/u;

export function isValidName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** A string field whose absence reads as "required" (any other wrong type gets the generic message). */
function text(requiredKey: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? requiredKey : undefined) });
}

const name = (kind: 'firstName' | 'lastName') =>
  text(`account:validation.${kind}Required`)
    .trim()
    .min(1, `account:validation.${kind}Required`)
    .max(NAME_MAX_LENGTH, `account:validation.${kind}TooLong`)
    // First, so a control character is named as such rather than as a "special character".
    .check(plainText)
    .refine(isValidName, 'account:validation.dontUseSpecialCharacters');

export const firstNameField = name('firstName');
export const lastNameField = name('lastName');

/** Stored trimmed, as typed; compared case-insensitively (see `sameEmail`). */
export const emailField = text('account:validation.emailRequired')
  .trim()
  .min(1, 'account:validation.emailRequired')
  .max(EMAIL_MAX_LENGTH, 'account:validation.emailTooLong')
  .pipe(z.email('account:validation.emailInvalid'));

/** A password being chosen. Never trimmed: spaces are characters like any other. */
export const newPasswordField = text('account:validation.passwordRequired')
  .min(1, 'account:validation.passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'account:validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'account:validation.passwordTooLong');

/** A password being checked: no length rule beyond the maximum any account can have. */
export const passwordField = text('account:validation.passwordRequired')
  .min(1, 'account:validation.passwordRequired')
  .max(PASSWORD_MAX_LENGTH, 'account:validation.passwordTooLong');

/** A code from a mail link; people do not type it, so a broken one reads as an expired link. */
export const codeField = text('errors:linkExpired').min(1, 'errors:linkExpired').max(128, 'errors:linkExpired');

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The form in which an address identifies failed sign-ins and is looked up. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
