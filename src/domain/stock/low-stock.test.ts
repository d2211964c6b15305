import { describe, expect, it } from 'vitest';
import { lowStockMailDue, lowStockThresholdOf } from './low-stock';

describe('lowStockMailDue', () => {
  it('is due from 8:00 in Paris, whatever the season', () => {
    // Winter: Paris is UTC+1; summer: UTC+2.
    expect(lowStockMailDue(new Date('2026-01-15T06:59:59Z'))).toBeNull();
    expect(lowStockMailDue(new Date('2026-01-15T07:00:00Z'))).toBe('2026-01-15');
    expect(lowStockMailDue(new Date('2026-07-15T05:59:59Z'))).toBeNull();
    expect(lowStockMailDue(new Date('2026-07-15T06:00:00Z'))).toBe('2026-07-15');
    // 23:30 UTC on the 15th is already the 16th in Paris, and before 8:00 there.
    expect(lowStockMailDue(new Date('2026-07-15T23:30:00Z'))).toBeNull();
  });
});

describe('lowStockThresholdOf', () => {
  it('reads whole units, and falls back to the products list’s 3 when empty or unreadable', () => {
    expect(lowStockThresholdOf('5')).toBe(5);
    expect(lowStockThresholdOf('0')).toBe(0);
    expect(lowStockThresholdOf('')).toBe(3);
    expect(lowStockThresholdOf(undefined)).toBe(3);
    expect(lowStockThresholdOf('-1')).toBe(3);
  });
});
