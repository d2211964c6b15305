import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../luhn';
import { companyIdRefusal, siretRefusal, sirenRefusal } from './company-ids';

describe('SIREN', () => {
  it.each([
    ['732829320', null],
    ['912 345 675', null],
    ['552100554', null],
    ['356000000', null],
    ['732829321', 'checkDigit'],
    ['912345676', 'checkDigit'],
    ['91234567', 'format'],
    ['9123456750', 'format'],
    ['91234567A', 'format'],
    ['', 'format'],
  ])('%j: %s', (siren, refusal) => expect(sirenRefusal(siren)).toBe(refusal));
});

describe('SIRET', () => {
  it.each([
    ['73282932000074', null],
    ['912 345 675 00017', null],
    ['73282932000075', 'checkDigit'],
    // The Luhn key of the whole passes, but its SIREN does not.
    ['91234567600011', 'checkDigit'],
    ['7328293200007', 'format'],
  ])('%j: %s', (siret, refusal) => expect(siretRefusal(siret)).toBe(refusal));

  it('takes La Poste’s establishments by their digit sum (a multiple of 5), not by Luhn', () => {
    expect(siretRefusal('35600000049837')).toBeNull();
    expect(passesLuhn('35600000049837')).toBe(false);
    // Luhn would accept it; its digit sum is 26.
    expect(passesLuhn('35600000000048')).toBe(true);
    expect(siretRefusal('35600000000048')).toBe('checkDigit');
  });
});

describe('the settings’ company number (SIREN or SIRET)', () => {
  it.each([
    ['912 345 675', null],
    ['73282932000074', null],
    ['912345676', 'checkDigit'],
    ['73282932000075', 'checkDigit'],
    ['1234567890', 'format'],
  ])('%j: %s', (id, refusal) => expect(companyIdRefusal(id)).toBe(refusal));
});
