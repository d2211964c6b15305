import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale';

describe('pickLocale', () => {
  it('keeps an explicit choice', () => {
    expect(pickLocale('fr', 'en-GB,en')).toBe('fr');
  });
  it('follows the browser preferences in quality order', () => {
    expect(pickLocale(undefined, 'de-DE,fr-FR;q=0.8,en;q=0.5')).toBe('fr');
    expect(pickLocale(undefined, 'fr;q=0.4,en-US;q=0.9')).toBe('en');
  });
  it('falls back to English', () => {
    expect(pickLocale('es', 'de,it')).toBe('en');
    expect(pickLocale(null, null)).toBe('en');
  });
});
