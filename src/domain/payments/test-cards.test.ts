import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../luhn';
import { expiryEnd, isCardExpired, testCardOutcome, testPaymentSchema } from './test-cards';

describe('testCardOutcome', () => {
  it.each([
    ['4242 4242 4242 4242', { succeeded: true }],
    ['4242424242424242', { succeeded: true }],
    ['4000 0000 0000 0002', { succeeded: false, code: 'card_declined', declineCode: null, messageKey: 'errors:payment.cardDeclined' }],
    [
      '4000-0000-0000-9995',
      { succeeded: false, code: 'card_declined', declineCode: 'insufficient_funds', messageKey: 'errors:payment.insufficientFunds' },
    ],
    ['5555 5555 5555 4444', { succeeded: false, code: 'card_declined', declineCode: null, messageKey: 'errors:payment.notTestCard' }],
  ])('%s', (card, outcome) => {
    expect(testCardOutcome(card)).toEqual(outcome);
  });
});

describe('card fields', () => {
  const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoé Martin' };
  const firstMessage = (input: unknown) => {
    const result = testPaymentSchema.safeParse(input);
    return result.success ? null : { field: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
  };

  it('accepts a test card typed with spaces and keeps its digits', () => {
    expect(testPaymentSchema.parse(valid)).toEqual({ ...valid, cardNumber: '4242424242424242' });
  });

  it('accepts an expiry typed without its slash and writes it MM/YY', () => {
    expect(testPaymentSchema.parse({ ...valid, expiry: '1230' }).expiry).toBe('12/30');
    expect(testPaymentSchema.parse({ ...valid, expiry: ' 12 / 30 ' }).expiry).toBe('12/30');
  });

  it.each([
    [{ cardNumber: '' }, 'cardNumber', 'errors:payment.cardNumberMissing'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'errors:payment.cardNumberInvalid'],
    [{ cardNumber: '4242 abcd' }, 'cardNumber', 'errors:payment.cardNumberInvalid'],
    [{ cardNumber: '42' }, 'cardNumber', 'errors:payment.cardNumberInvalid'],
    [{ expiry: '13/30' }, 'expiry', 'errors:payment.expiryMonthInvalid'],
    [{ expiry: '' }, 'expiry', 'errors:payment.expiryInvalid'],
    [{ expiry: '123' }, 'expiry', 'errors:payment.expiryInvalid'],
    [{ cvc: '12' }, 'cvc', 'errors:payment.cvcInvalid'],
    [{ cvc: '12a' }, 'cvc', 'errors:payment.cvcInvalid'],
    [{ name: '  ' }, 'name', 'errors:payment.nameMissing'],
    [{ name: 'x'.repeat(101) }, 'name', 'errors:payment.nameTooLong'],
  ])('refuses %o', (change, field, message) => {
    expect(firstMessage({ ...valid, ...change })).toEqual({ field, message });
  });

  it('checks the Luhn sum of the well-known test numbers', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4000000000009996')).toBe(false);
  });
});

describe('expiry', () => {
  const now = new Date('2026-06-15T10:00:00Z');

  it('a card is valid until the end of its month', () => {
    expect(expiryEnd('06/26')?.toISOString()).toBe('2026-06-30T23:59:59.999Z');
    expect(isCardExpired('06/26', now)).toBe(false);
    expect(isCardExpired('05/26', now)).toBe(true);
    expect(isCardExpired('01/30', now)).toBe(false);
  });

  it('an unreadable expiry counts as expired', () => {
    expect(isCardExpired('00/30', now)).toBe(true);
  });
});
