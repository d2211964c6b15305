import { describe, expect, it } from 'vitest';
import { parisDay } from './paris-day';

describe('parisDay', () => {
  it.each([
    // Summer (UTC+2): 22:30 UTC is already 00:30 the next day in Paris.
    ['2026-07-01T22:30:00Z', '2026-07-02'],
    ['2026-07-01T21:59:59Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    // Winter (UTC+1): 22:30 UTC is 23:30 the same day in Paris.
    ['2026-01-01T22:30:00Z', '2026-01-01'],
    ['2026-01-01T23:00:00Z', '2026-01-02'],
    // New Year's Eve in UTC is already the new year in Paris.
    ['2025-12-31T23:30:00Z', '2026-01-01'],
  ])('at %s it is %s in Paris', (instant, day) => {
    expect(parisDay(new Date(instant))).toBe(day);
  });
});
