import { describe, expect, it } from 'vitest';
import { compactVatNumber, frenchVatKey, VAT_NUMBER_FORMATS, vatNumberRefusal } from './vat-numbers';

describe('French VAT numbers: the key against the SIREN', () => {
  it.each([
    ['912345675', '65'],
    ['732829320', '44'],
    ['303265045', '40'],
  ])('SIREN %s has key %s', (siren, key) => expect(frenchVatKey(siren)).toBe(key));

  it.each([
    ['FR65912345675', null],
    ['fr 65 912 345 675', null],
    ['FR40303265045', null],
    ['FR44732829320', null],
    // Alphanumeric keys have no published formula: the format and the SIREN are checked.
    ['FRK7912345675', null],
    ['FR00912345675', 'checkDigit'],
    ['FR66912345675', 'checkDigit'],
    // The right key for a SIREN that fails its own check digit.
    ['FR68912345676', 'checkDigit'],
    ['FR6591234567', 'countryFormat'],
    ['FRIO912345675', 'countryFormat'],
  ])('%j: %s', (vat, refusal) => expect(vatNumberRefusal(vat)).toBe(refusal));
});

describe('other EU VAT numbers by their country’s format', () => {
  it.each([
    'ATU12345678',
    'BE0123456789',
    'BE1123456789',
    'BG123456789',
    'BG1234567890',
    'CY12345678X',
    'CZ12345678',
    'CZ1234567890',
    'DE123456789',
    'DK12345678',
    'EE123456789',
    'EL123456789',
    'ESX1234567X',
    'ES12345678Z',
    'FI12345678',
    'HR12345678901',
    'HU12345678',
    'IE1234567WA',
    'IE1A12345W',
    'IT12345678901',
    'LT123456789',
    'LT123456789012',
    'LU12345678',
    'LV12345678901',
    'MT12345678',
    'NL123456789B01',
    'PL1234567890',
    'PT123456789',
    'RO12',
    'RO1234567890',
    'SE123456789001',
    'SI12345678',
    'SK1234567890',
    'XI123456789',
    'XIGD123',
  ])('%j has its country’s format', (vat) => expect(vatNumberRefusal(vat)).toBeNull());

  it.each([
    ['XX12', 'country'],
    // Greece's VAT prefix is EL, not its ISO code.
    ['GR123456789', 'country'],
    ['GB123456789', 'country'],
    ['AT12345678', 'countryFormat'],
    ['BE2123456789', 'countryFormat'],
    ['DE12345678', 'countryFormat'],
    ['IT1234567890', 'countryFormat'],
    ['NL123456789A01', 'countryFormat'],
    ['SE123456789002', 'countryFormat'],
    ['RO0123', 'countryFormat'],
    ['12345678', 'format'],
    ['FR', 'format'],
    ['', 'format'],
  ])('%j: %s', (vat, refusal) => expect(vatNumberRefusal(vat)).toBe(refusal));

  it('knows the 27 member states and Northern Ireland', () => {
    expect(Object.keys(VAT_NUMBER_FORMATS)).toHaveLength(28);
  });

  it('keeps a number without spaces, dots or dashes, in capitals', () => {
    expect(compactVatNumber(' be 0123.456.789 ')).toBe('BE0123456789');
    expect(compactVatNumber('nl-123456789-b01')).toBe('NL123456789B01');
  });
});
