import { describe, expect, it } from 'vitest';
import { checkPromo, type PromoCodeState } from './promo-check';

const summer: PromoCodeState = { isActive: true, startsOn: '2026-06-01', endsOn: '2026-06-30', singleUse: false };
const on = (today: string, alreadyUsed = false) => ({ today, alreadyUsed });

describe('checkPromo', () => {
  it.each([
    ['no code matches', null, on('2026-06-15'), { ok: false, reason: 'unknown' }],
    ['the code is switched off', { ...summer, isActive: false }, on('2026-06-15'), { ok: false, reason: 'inactive' }],
    ['the day before the first day', summer, on('2026-05-31'), { ok: false, reason: 'not_started' }],
    ['the first day', summer, on('2026-06-01'), { ok: true }],
    ['in the window', summer, on('2026-06-15'), { ok: true }],
    ['the last day', summer, on('2026-06-30'), { ok: true }],
    ['the day after the last day', summer, on('2026-07-01'), { ok: false, reason: 'expired' }],
    ['a single-use code already used', { ...summer, singleUse: true }, on('2026-06-15', true), { ok: false, reason: 'already_used' }],
    ['a single-use code not used yet', { ...summer, singleUse: true }, on('2026-06-15', false), { ok: true }],
    ['a reusable code already used', summer, on('2026-06-15', true), { ok: true }],
    ['a one-day code on its day', { ...summer, startsOn: '2026-06-10', endsOn: '2026-06-10' }, on('2026-06-10'), { ok: true }],
  ] as const)('%s', (_label, code, context, expected) => {
    expect(checkPromo(code, context)).toEqual(expected);
  });

  it('reports a switched-off code as inactive even outside its dates', () => {
    expect(checkPromo({ ...summer, isActive: false }, on('2027-01-01'))).toEqual({ ok: false, reason: 'inactive' });
  });

  it('refuses a day that is not YYYY-MM-DD, which would compare wrongly as text', () => {
    expect(() => checkPromo(summer, on('2026-6-15'))).toThrow(RangeError);
    expect(() => checkPromo(summer, on('2026-06-15T10:00:00.000Z'))).toThrow(RangeError);
  });
});
