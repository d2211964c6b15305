import { describe, expect, it } from 'vitest';
import { namedIn } from './line-names';

const line = {
  reference: 'MAR-01',
  name: 'Marinière Belle-Île',
  nameEn: 'Belle-Île Breton top',
  colorName: 'Marine',
  colorNameEn: 'Navy',
  quantity: 2,
};

describe('namedIn', () => {
  it('names the product and colour in French for a French reader, keeping the rest', () => {
    expect(namedIn(line, 'fr')).toEqual({ reference: 'MAR-01', name: 'Marinière Belle-Île', colorName: 'Marine', quantity: 2 });
  });

  it('names them in English for an English reader', () => {
    expect(namedIn(line, 'en')).toEqual({ reference: 'MAR-01', name: 'Belle-Île Breton top', colorName: 'Navy', quantity: 2 });
  });
});
