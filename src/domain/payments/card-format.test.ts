import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardNumber, formatExpiry } from './card-format';

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
  ])('%s → %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it('sends the digits only', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12304', '12/30'],
    ['12/30', '12/30'],
    ['12 / 30', '12/30'],
    ['12-30', '12/30'],
    ['12/2030', '12/30'],
    ['12/', '12'],
    ['1/30', '01/30'],
    ['5', '05'],
    ['530', '05/30'],
    ['0', '0'],
    ['0630', '06/30'],
  ])('%s → %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('writes the start of what is typed as the start of the whole (where the caret goes)', () => {
    const typed = '1230';
    for (let end = 0; end <= typed.length; end += 1) expect(formatExpiry(typed).startsWith(formatExpiry(typed.slice(0, end)))).toBe(true);
  });
});
