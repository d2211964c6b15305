import { describe, expect, it } from 'vitest';
import { ACCOUNT_HOME, afterSignInPath, safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it.each(['/checkout/user', '/address-utilisateur', '/produit/12?color=3#details', '/nouveautés', '/'])('keeps the shop page %j', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'javascript:alert(1)',
    'parametres-du-compte',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /checkout',
    '',
  ])('refuses %j', (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});

describe('afterSignInPath', () => {
  it('goes to the page that asked for the sign-in', () => {
    expect(afterSignInPath(new URLSearchParams('redirect=%2Fcheckout%2Fuser'))).toBe('/checkout/user');
  });

  it('goes to the account settings without a target or with one on another site', () => {
    expect(afterSignInPath(new URLSearchParams())).toBe(ACCOUNT_HOME);
    expect(afterSignInPath(new URLSearchParams('redirect=https%3A%2F%2Fevil.example'))).toBe(ACCOUNT_HOME);
    expect(afterSignInPath(new URLSearchParams('redirect=%2F%2Fevil.example'))).toBe(ACCOUNT_HOME);
  });
});
