import { describe, expect, it } from 'vitest';
import { langSwitchUrl } from './lang-switch-url';

describe('langSwitchUrl', () => {
  it('adds the language to a page without a query', () => {
    expect(langSwitchUrl('/t-shirts', '', 'en')).toBe('/t-shirts?lang=en');
  });

  it('keeps the filters of a shared list', () => {
    expect(langSwitchUrl('/t-shirts', '?color=3&size=2&sort=price_asc', 'fr')).toBe('/t-shirts?color=3&size=2&sort=price_asc&lang=fr');
  });

  it('replaces a language already in the address instead of adding a second one', () => {
    expect(langSwitchUrl('/produit/12', '?lang=fr&color=4', 'en')).toBe('/produit/12?lang=en&color=4');
  });

  it('keeps an accented path as the router gives it', () => {
    expect(langSwitchUrl('/nouveaut%C3%A9s', '?lang=en', 'fr')).toBe('/nouveaut%C3%A9s?lang=fr');
  });
});
