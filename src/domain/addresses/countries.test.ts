import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, countryName, countryOptions, DEFAULT_COUNTRY, isCountryCode } from './countries';

describe('countryOptions', () => {
  it.each(['fr', 'en'] as const)('puts France first in %s, then the others alphabetically by their name', (locale) => {
    const options = countryOptions(locale);
    expect(options[0]).toEqual({ code: 'FR', name: 'France' });
    const rest = options.slice(1).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, locale)));
    expect(options).toHaveLength(COUNTRY_CODES.length);
  });

  it('sorts by the name in the page language, not by code', () => {
    const fr = countryOptions('fr').map((o) => o.code);
    const en = countryOptions('en').map((o) => o.code);
    // Allemagne < Autriche in French; Austria < Germany in English.
    expect(fr.indexOf('DE')).toBeLessThan(fr.indexOf('AT'));
    expect(en.indexOf('AT')).toBeLessThan(en.indexOf('DE'));
    // Accented letters sort with their plain letter: Suède between Slovénie and Suisse.
    expect(fr.indexOf('SE')).toBeGreaterThan(fr.indexOf('SI'));
    expect(fr.indexOf('SE')).toBeLessThan(fr.indexOf('CH'));
  });

  it('names countries in the page language', () => {
    expect(countryOptions('fr').find((o) => o.code === 'GB')?.name).toBe('Royaume-Uni');
    expect(countryOptions('en').find((o) => o.code === 'GB')?.name).toBe('United Kingdom');
  });
});

describe('countries', () => {
  it('delivers to every EU country, the UK, Switzerland and Norway, France by default', () => {
    const eu = [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
    ];
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining([...eu, 'GB', 'CH', 'NO']));
    expect(DEFAULT_COUNTRY).toBe('FR');
  });

  it.each([
    ['FR', true],
    ['DE', true],
    ['fr', false],
    ['Pays *', false],
    ['', false],
    ['US', false],
  ])('%j is a delivered country code: %s', (code, expected) => {
    expect(isCountryCode(code)).toBe(expected);
  });

  it('names a country from its code', () => {
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('DE', 'en')).toBe('Germany');
  });
});

describe('countryCodeOf', () => {
  it.each([
    ['France', 'FR'],
    [' france ', 'FR'],
    ['Allemagne', 'DE'],
    ['Germany', 'DE'],
    ['suede', 'SE'],
    ['fr', 'FR'],
    ['Atlantide', null],
    ['', null],
  ])('reads %j as %s', (text, code) => {
    expect(countryCodeOf(text)).toBe(code);
  });
});
