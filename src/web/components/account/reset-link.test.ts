import { describe, expect, it } from 'vitest';
import { isResetLinkUsable, readResetLink } from './reset-link';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const query = (params: Partial<Record<'code' | 'time' | 'email', string>>) => new URLSearchParams(params as Record<string, string>);

describe('readResetLink', () => {
  it('reads the code, the address and the expiry of a mailed link', () => {
    expect(readResetLink(query({ code: 'abc123', time: String(NOW + 3_600_000), email: 'jeanne@exemple.fr' }))).toEqual({
      code: 'abc123',
      email: 'jeanne@exemple.fr',
      expiresAt: NOW + 3_600_000,
    });
  });

  it.each([
    { time: String(NOW), email: 'jeanne@exemple.fr' },
    { code: 'abc123', email: 'jeanne@exemple.fr' },
    { code: 'abc123', time: String(NOW) },
    { code: 'abc123', time: 'tomorrow', email: 'jeanne@exemple.fr' },
    { code: 'abc123', time: '-5', email: 'jeanne@exemple.fr' },
    { code: ' ', time: String(NOW), email: 'jeanne@exemple.fr' },
  ])('refuses an incomplete or altered link %j', (params) => {
    expect(readResetLink(query(params))).toBeNull();
  });
});

describe('isResetLinkUsable', () => {
  const link = { code: 'abc123', email: 'jeanne@exemple.fr', expiresAt: NOW + 60_000 };

  it('shows the form while the expiry is in the future', () => {
    expect(isResetLinkUsable(link, NOW)).toBe(true);
    expect(isResetLinkUsable(link, NOW + 59_999)).toBe(true);
  });

  it('shows the expired message from the expiry on, and for a malformed link', () => {
    expect(isResetLinkUsable(link, NOW + 60_000)).toBe(false);
    expect(isResetLinkUsable(link, NOW + 3_600_000)).toBe(false);
    expect(isResetLinkUsable(null, NOW)).toBe(false);
  });
});
