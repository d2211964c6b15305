import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-policy';

describe('mail retry delays', () => {
  it('start at 30 seconds and double after each failure', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('start at the configured delay when one is set, and double the same way', () => {
    expect([1, 2, 3].map((failures) => retryDelayMs(failures, 1_000))).toEqual([1_000, 2_000, 4_000]);
    expect(retryDelayMs(40, 1_000)).toBe(3_600_000);
  });

  it('never exceed one hour', () => {
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(9)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});
