import { describe, expect, it } from 'vitest';
import { orderDateLabel } from './order-date';

describe('orderDateLabel', () => {
  it.each([
    // Summer (UTC+2): an order at 23:30 UTC was placed the next day in Paris.
    ['2026-07-01T21:59:59Z', '01/07/2026'],
    ['2026-07-01T22:00:00Z', '02/07/2026'],
    // Winter (UTC+1).
    ['2026-01-01T22:59:59Z', '01/01/2026'],
    ['2026-01-01T23:00:00Z', '02/01/2026'],
    // New Year's Eve in UTC is already the new year in Paris.
    ['2025-12-31T23:30:00.000Z', '01/01/2026'],
  ])('an order placed at %s is dated %s', (iso, label) => {
    expect(orderDateLabel(iso)).toBe(label);
  });
});
