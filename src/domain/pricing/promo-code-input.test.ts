import { describe, expect, it } from 'vitest';
import { promoCodeInputSchema, promoStatus } from './promo-code-input';

const code = { code: 'ete20', startsOn: '2026-06-01', endsOn: '2026-08-31', type: 'rate', value: 20, singleUse: true };

describe('a promo code as an administrator types it', () => {
  it('is kept in capitals, as the cart looks codes up', () => {
    expect(promoCodeInputSchema.parse(code)).toEqual({ ...code, code: 'ETE20' });
  });

  it('refuses, on the field at fault, what the cart could not apply', () => {
    const refusal = (values: object) =>
      promoCodeInputSchema.safeParse({ ...code, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(refusal({ value: 101 })).toEqual([['value', 'back:parameters.validation.promoRateTooHigh']]);
    expect(refusal({ type: 'fixed', value: 1_000_001 })).toEqual([['value', 'back:parameters.validation.promoFixedTooHigh']]);
    expect(refusal({ value: 1.5 })).toEqual([['value', 'back:parameters.validation.promoValueInvalid']]);
    expect(refusal({ endsOn: '2026-05-31' })).toEqual([['endsOn', 'back:parameters.validation.endsBeforeStart']]);
    expect(refusal({ code: 'A1' })).toEqual([['code', 'back:parameters.validation.promoCodeInvalid']]);
    expect(refusal({ type: 'percent' })).toEqual([['type', 'back:parameters.validation.promoTypeInvalid']]);
  });

  it('takes a code valid for one day only', () => {
    expect(promoCodeInputSchema.safeParse({ ...code, endsOn: code.startsOn }).success).toBe(true);
  });
});

describe('what the parameters page says of a code today', () => {
  const stored = { isActive: true, startsOn: '2026-06-01', endsOn: '2026-08-31' };
  it('follows the cart’s own rule, both ends included', () => {
    expect(promoStatus(stored, '2026-05-31')).toBe('not_started');
    expect(promoStatus(stored, '2026-06-01')).toBe('active');
    expect(promoStatus(stored, '2026-08-31')).toBe('active');
    expect(promoStatus(stored, '2026-09-01')).toBe('expired');
    expect(promoStatus({ ...stored, isActive: false }, '2026-07-01')).toBe('off');
  });
});
