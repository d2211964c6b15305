import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYear } from './invoice-number';

describe('invoice numbers', () => {
  it('pad the sequence to six digits after the year', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('F-2026-000123');
    expect(formatInvoiceNumber(2026, 999_999)).toBe('F-2026-999999');
  });

  it('refuse a sequence the format cannot hold', () => {
    for (const sequence of [0, 1_000_000, 1.5]) expect(() => formatInvoiceNumber(2026, sequence)).toThrow(RangeError);
  });

  it.each([
    ['2025-12-31T22:59:59Z', 2025],
    // 23:30 UTC on 31 December is 00:30 on 1 January in Paris: next year's sequence.
    ['2025-12-31T23:30:00Z', 2026],
    ['2026-06-30T21:30:00Z', 2026],
  ])('an invoice issued at %s belongs to %i', (instant, year) => {
    expect(invoiceYear(new Date(instant))).toBe(year);
  });
});
