import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationRange, formatRange, formatWeight } from './format';

// French separates a number from its unit with a no-break space, so a line never splits them.
describe('page text formatting', () => {
  it.each([
    [{ value: 14, unit: 'day' }, 'fr', '14\u00a0jours'],
    [{ value: 1, unit: 'year' }, 'fr', '1\u00a0an'],
    [{ value: 48, unit: 'hour' }, 'en', '48 hours'],
    [{ value: 1, unit: 'month' }, 'en', '1 month'],
  ] as const)('%o in %s reads "%s"', (duration, locale, expected) => {
    expect(formatDuration(duration, locale)).toBe(expected);
  });

  it('writes ranges of days and plain ranges', () => {
    expect(formatDurationRange({ min: 5, max: 7, unit: 'day' }, 'fr')).toBe('5–7\u00a0jours');
    expect(formatDurationRange({ min: 5, max: 7, unit: 'day' }, 'en')).toBe('5–7 days');
    expect(formatRange(91, 96, 'en')).toBe('91–96');
  });

  it('shows parcel weights in kilograms with the language decimal mark', () => {
    expect(formatWeight(750, 'fr')).toBe('0,75\u202fkg');
    expect(formatWeight(750, 'en')).toBe('0.75 kg');
    expect(formatWeight(5000, 'en')).toBe('5 kg');
  });
});
