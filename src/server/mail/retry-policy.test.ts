import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-policy';

describe('mail retry delays', () => {
  it('start at 30 seconds and double after each failure', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never exceed one hour', () => {
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(9)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});
