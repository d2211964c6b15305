import { describe, expect, it } from 'vitest';
import { compactIban, ibanInGroups, ibanRefusal, isBic } from './bank-details';

describe('IBAN', () => {
  it.each([
    ['FR7630006000011234567890189', null],
    ['FR76 3000 6000 0112 3456 7890 189', null],
    ['fr76 3000 6000 0112 3456 7890 189', null],
    ['DE89370400440532013000', null],
    ['GB82WEST12345698765432', null],
    ['BE68539007547034', null],
    ['NL91ABNA0417164300', null],
    ['CH9300762011623852957', null],
    // One digit changed, two swapped: mod 97 catches both.
    ['FR7630006000011234567890188', 'checkDigits'],
    ['FR7630006000011234567809189', 'checkDigits'],
    ['DE88370400440532013000', 'checkDigits'],
    // A digit short of Germany's 22, one too many for France's 27.
    ['DE8937040044053201300', 'length'],
    ['FR76300060000112345678901890', 'length'],
    ['US12345678901234567890', 'length'],
    ['FR76-3000', 'format'],
    ['7630006000011234567890189', 'format'],
    ['', 'format'],
  ])('%j: %s', (iban, refusal) => expect(ibanRefusal(iban)).toBe(refusal));

  it('is kept compact and printed in groups of four', () => {
    expect(compactIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(ibanInGroups('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('BIC', () => {
  it.each([
    ['BNPAFRPP', true],
    ['BNPAFRPPXXX', true],
    ['bnpa fr pp xxx', true],
    ['DEUTDEFF500', true],
    ['BNPAFRP', false],
    ['BNPAFRPPXX', false],
    ['BNPAFRPPXXXX', false],
    ['1NPAFRPP', false],
    ['BNPA12PP', false],
    ['', false],
  ])('%j: %s', (bic, valid) => expect(isBic(bic)).toBe(valid));
});
