import { describe, expect, it } from 'vitest';
import { Pace } from './pace';

/** Claims as the worker does, every millisecond for `ms`, at most `cap` at once; answers how many were claimed in each second. */
function claimsPerSecond(rate: number, ms: number, cap: number): number[] {
  const pace = new Pace(rate, cap);
  const seconds = new Array<number>(Math.ceil(ms / 1000)).fill(0);
  for (let now = 0; now < ms; now++) {
    const count = pace.allowance(now, cap);
    if (count > 0) {
      pace.took(now, count);
      seconds[Math.floor(now / 1000)]! += count;
    }
  }
  return seconds;
}

describe('the newsletter’s pace', () => {
  it('allows the configured number of mails each second, whatever the worker can carry at once', () => {
    expect(claimsPerSecond(10, 5_000, 4)).toEqual([10, 10, 10, 10, 10]);
    expect(claimsPerSecond(400, 3_000, 4)).toEqual([400, 400, 400]);
    expect(claimsPerSecond(0.5, 6_000, 4)).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it('makes the worker wait for the next slot, and lets a few through at once after a pause', () => {
    const pace = new Pace(10, 4);
    expect(pace.allowance(0, 4)).toBe(1);
    pace.took(0, 1);
    expect(pace.wait(30)).toBe(70);
    expect(pace.allowance(30, 4)).toBe(0);
    // A second without mail: four may go at once (the cap), then one every 100 ms.
    expect(pace.allowance(1_100, 4)).toBe(4);
    pace.took(1_100, 4);
    expect(pace.wait(1_100)).toBe(100);
  });
});
