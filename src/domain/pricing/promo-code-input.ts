import { z } from 'zod';
import { checkPromo, type PromoCodeState } from './promo-check';

/**
 * A promo code as an administrator creates it on the parameters page (back-office spec
 * sections 2, 3 and 7: code, start and end dates, value, rate or fixed, single or multiple use).
 * The same meaning as the cart gives it (`promo_codes`, `computeTotals`): a rate is a whole
 * percent of the products' subtotal, a fixed value is cents off it; the dates are Paris days,
 * both included; a single-use code counts once per customer (per e-mail, guests too).
 */
const message = (key: string) => `back:parameters.validation.${key}`;

export const PROMO_TYPES = ['rate', 'fixed'] as const;
/** 10,000 € off: beyond that a value is a typing mistake. */
export const PROMO_FIXED_MAX_CENTS = 1_000_000;

/** Letters, digits, dashes and underscores: what customers can type without doubt; kept in capitals, as the cart looks codes up. */
const CODE = /^[A-Z0-9_-]{3,30}$/;

const day = (key: string) => z.iso.date({ error: message(key) });

export const promoCodeInputSchema = z
  .object({
    code: z
      .string({ error: message('promoCodeInvalid') })
      .trim()
      .toUpperCase()
      .regex(CODE, message('promoCodeInvalid')),
    startsOn: day('startsOnInvalid'),
    endsOn: day('endsOnInvalid'),
    type: z.enum(PROMO_TYPES, { error: message('promoTypeInvalid') }),
    value: z
      .number({ error: message('promoValueInvalid') })
      .int(message('promoValueInvalid'))
      .min(1, message('promoValueInvalid')),
    singleUse: z.boolean({ error: message('singleUseInvalid') }),
  })
  .check((context) => {
    const { type, value, startsOn, endsOn } = context.value;
    if (type === 'rate' && value > 100) context.issues.push({ code: 'custom', input: value, path: ['value'], message: message('promoRateTooHigh') });
    if (type === 'fixed' && value > PROMO_FIXED_MAX_CENTS)
      context.issues.push({ code: 'custom', input: value, path: ['value'], message: message('promoFixedTooHigh') });
    // Both are YYYY-MM-DD: compared as strings they compare as days.
    if (endsOn < startsOn) context.issues.push({ code: 'custom', input: endsOn, path: ['endsOn'], message: message('endsBeforeStart') });
  });
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

/** What the parameters page says of a code today: the cart's own rule, for anyone. */
export type PromoStatus = 'active' | 'off' | 'not_started' | 'expired';

export function promoStatus(code: Omit<PromoCodeState, 'singleUse'>, today: string): PromoStatus {
  const check = checkPromo({ ...code, singleUse: false }, { today, alreadyUsed: false });
  if (check.ok) return 'active';
  return check.reason === 'inactive' ? 'off' : check.reason === 'not_started' ? 'not_started' : 'expired';
}
