import { z } from 'zod';
import { plainText } from '../plain-text';
import { formatExpiry } from './card-format';
import { passesLuhn } from '../luhn';

/**
 * The built-in test provider's card form (used when Stripe is not configured): the well-known
 * Stripe test numbers give the same outcomes as in Stripe's test mode. Pure, so the form, the
 * API and the unit tests agree.
 */

const message = (key: string) => `errors:payment.${key}`;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

// "12/30", and "1230" as typed where the form's scripts did not insert the slash.
const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;

/** The last instant a card expiring `MM/YY` can pay: the end of that month (UTC). */
export function expiryEnd(expiry: string): Date | null {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return new Date(Date.UTC(year, month, 1) - 1);
}

export function isCardExpired(expiry: string, now: Date): boolean {
  const end = expiryEnd(expiry);
  return end === null || end.getTime() < now.getTime();
}

export const testPaymentSchema = z.object({
  cardNumber: z
    .string({ error: message('cardNumberMissing') })
    .trim()
    .min(1, { error: message('cardNumberMissing'), abort: true })
    .refine((value) => /^[\d\s-]+$/.test(value) && /^\d{12,19}$/.test(digitsOf(value)) && passesLuhn(digitsOf(value)), message('cardNumberInvalid'))
    .transform(digitsOf),
  expiry: z
    .string({ error: message('expiryInvalid') })
    .trim()
    .regex(/^\d{2}\s*\/?\s*\d{2}$/, { error: message('expiryInvalid'), abort: true })
    .regex(EXPIRY, message('expiryMonthInvalid'))
    .transform(formatExpiry),
  cvc: z
    .string({ error: message('cvcInvalid') })
    .trim()
    .regex(/^\d{3,4}$/, message('cvcInvalid')),
  name: z
    .string({ error: message('nameMissing') })
    .trim()
    .min(1, { error: message('nameMissing'), abort: true })
    .max(100, message('nameTooLong'))
    .check(plainText),
});

export type TestPaymentInput = z.output<typeof testPaymentSchema>;

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/**
 * What the card does, in Stripe's words: `code` and `declineCode` as Stripe's
 * `last_payment_error` carries them, and the customer's message (a card error, so the page
 * shows it as the provider's message).
 */
export type TestCardOutcome =
  { succeeded: true } | { succeeded: false; code: 'card_declined'; declineCode: 'insufficient_funds' | null; messageKey: string };

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  switch (digitsOf(cardNumber)) {
    case TEST_CARDS.succeeds:
      return { succeeded: true };
    case TEST_CARDS.declined:
      return { succeeded: false, code: 'card_declined', declineCode: null, messageKey: message('cardDeclined') };
    case TEST_CARDS.insufficientFunds:
      return { succeeded: false, code: 'card_declined', declineCode: 'insufficient_funds', messageKey: message('insufficientFunds') };
    default:
      // Like Stripe's test mode: a real-looking card is refused, and the customer is told which to use.
      return { succeeded: false, code: 'card_declined', declineCode: null, messageKey: message('notTestCard') };
  }
}
