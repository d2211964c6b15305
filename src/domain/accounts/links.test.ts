import { describe, expect, it } from 'vitest';
import { confirmRegistrationLink, resetPasswordLink } from './links';

describe('mail links', () => {
  it('carries the code and the address URL-encoded, at the spec page URL', () => {
    const link = new URL(confirmRegistrationLink('https://atelier.example', 'a-b_c', 'zoé+shop@example.fr'));
    expect(link.pathname).toBe('/confirmation-inscription');
    expect(link.searchParams.get('email')).toBe('zoé+shop@example.fr');
    expect(link.searchParams.get('code')).toBe('a-b_c');
  });

  it('tells the reset page when the link expires', () => {
    const expiresAt = new Date('2026-11-01T10:00:00Z');
    const link = new URL(resetPasswordLink('https://atelier.example', 'abc', expiresAt, 'zoe@example.fr'));
    expect(link.pathname).toBe('/reinisialisation-mot-de-passe');
    expect(Number(link.searchParams.get('time'))).toBe(expiresAt.getTime());
  });
});
