import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, lineState } from './line-state';

describe('lineState', () => {
  it('lets an available line be ordered as it is', () => {
    expect(lineState({ available: true, quantity: 2, stockLeft: 5 })).toBe('ok');
  });
  it('asks to lower the quantity when more is in the cart than in stock', () => {
    expect(lineState({ available: false, quantity: 4, stockLeft: 2 })).toBe('onlyLeft');
  });
  it('marks a sold-out line as no longer available', () => {
    expect(lineState({ available: false, quantity: 1, stockLeft: 0 })).toBe('unavailable');
  });
  it('marks an unpublished product as no longer available even with stock left', () => {
    expect(lineState({ available: false, quantity: 1, stockLeft: 8 })).toBe('unavailable');
  });
});

describe('quantity buttons', () => {
  it('disables minus at 1 and plus at the stock left', () => {
    expect(canDecrease({ quantity: 1 })).toBe(false);
    expect(canDecrease({ quantity: 2 })).toBe(true);
    expect(canIncrease({ quantity: 3, stockLeft: 3 })).toBe(false);
    expect(canIncrease({ quantity: 2, stockLeft: 3 })).toBe(true);
  });
});
