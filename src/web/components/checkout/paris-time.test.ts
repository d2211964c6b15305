import { describe, expect, it } from 'vitest';
import { parisTime } from './paris-time';

describe('parisTime', () => {
  it('shows the hour in Paris, summer and winter time alike', () => {
    expect(parisTime('2026-07-14T12:35:00Z')).toBe('14:35');
    expect(parisTime('2026-01-10T08:05:00Z')).toBe('09:05');
  });

  it('writes midnight as 00, not 24', () => {
    expect(parisTime('2026-01-10T23:00:00Z')).toBe('00:00');
  });
});
