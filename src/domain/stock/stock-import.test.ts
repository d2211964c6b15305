import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/csv-reader';
import { parseQuantity, planStockImport, variantKey, type ImportCatalogue } from './stock-import';

const catalogue: ImportCatalogue = {
  products: [
    { id: 1, reference: 'TS-01', archived: false },
    { id: 2, reference: 'SW-02', archived: false },
    { id: 3, reference: 'OLD-03', archived: true },
  ],
  colors: [
    { id: 10, nameFr: 'Bleu marine', nameEn: 'Navy blue' },
    { id: 11, nameFr: 'Écru', nameEn: 'Ecru' },
  ],
  sizes: [
    { id: 20, name: 'M' },
    { id: 21, name: 'L' },
  ],
  stock: new Map([
    [variantKey(1, 10, 20), 5],
    [variantKey(1, 11, 21), 2],
    [variantKey(2, 10, 20), 0],
    [variantKey(3, 10, 20), 1],
  ]),
};

const plan = (text: string) => planStockImport(readCsv(text), catalogue);

describe('planStockImport', () => {
  it('changes the variants whose count differs, in either language, without case or accents', () => {
    const result = plan('Référence;Couleur;Taille;Quantité\nts-01;navy blue;m;8\nTS-01;ECRU;L;2\nSW-02;Bleu Marine;M;1 200');
    expect(result.changes).toEqual([
      { line: 2, productId: 1, colorId: 10, sizeId: 20, reference: 'TS-01', before: 5, after: 8 },
      { line: 4, productId: 2, colorId: 10, sizeId: 20, reference: 'SW-02', before: 0, after: 1200 },
    ]);
    expect(result.unchanged).toBe(1);
    expect(result.refused).toEqual([]);
  });

  it('finds the columns by their header in any order, and reads a file without a header in the usual order', () => {
    expect(plan('Quantity,Size,Colour,Reference\n7,M,Navy blue,TS-01').changes[0]).toMatchObject({ line: 2, after: 7 });
    expect(plan('TS-01;Bleu marine;M;7').changes[0]).toMatchObject({ line: 1, after: 7 });
  });

  it('names each refused line and why', () => {
    const result = plan(
      [
        'reference;couleur;taille;quantite',
        'NOPE;Écru;L;1',
        'OLD-03;Bleu marine;M;1',
        'TS-01;Rose;M;1',
        'TS-01;Écru;XXL;1',
        'SW-02;Écru;L;1',
        'TS-01;Écru;L;-1',
        'TS-01;Écru;L;2,5',
        'TS-01;Bleu marine',
        'TS-01;Bleu marine;M;4',
        'ts-01;Navy blue;M;6',
      ].join('\n'),
    );
    expect(result.refused.map(({ line, reason, otherLines }) => ({ line, reason, ...(otherLines ? { otherLines } : {}) }))).toEqual([
      { line: 2, reason: 'unknown_reference' },
      { line: 3, reason: 'archived' },
      { line: 4, reason: 'unknown_color' },
      { line: 5, reason: 'unknown_size' },
      { line: 6, reason: 'not_offered' },
      { line: 7, reason: 'bad_quantity' },
      { line: 8, reason: 'bad_quantity' },
      { line: 9, reason: 'columns' },
      { line: 10, reason: 'duplicate', otherLines: [11] },
      { line: 11, reason: 'duplicate', otherLines: [10] },
    ]);
    expect(result.changes).toEqual([]);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['12', 12],
    [' 0 ', 0],
    ['1\u00a0200', 1200],
    ['12,00', 12],
    ['12.0', 12],
    ['-3', null],
    ['2,5', null],
    ['', null],
    ['douze', null],
    ['100001', null],
  ])('%j → %j', (text, quantity) => expect(parseQuantity(text)).toBe(quantity));
});
