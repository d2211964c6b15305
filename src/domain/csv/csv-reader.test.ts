import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, readCsv } from './csv-reader';

describe('readCsv', () => {
  it('reads French Excel: a byte order mark, semicolons, CRLF, quoted cells with the separator and quotes', () => {
    const rows = readCsv('\uFEFFRéférence;Couleur;Taille;Quantité\r\nTS-01;"Bleu; marine";M;12\r\n\r\nTS-02;"dit ""écru""";L;3\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ['Référence', 'Couleur', 'Taille', 'Quantité'] },
      { line: 2, cells: ['TS-01', 'Bleu; marine', 'M', '12'] },
      { line: 4, cells: ['TS-02', 'dit "écru"', 'L', '3'] },
    ]);
  });

  it('takes commas or tabs when the first line uses them, and counts lines inside quoted cells', () => {
    expect(readCsv('a,b\n"x\ny",z\nlast,1').map((row) => row.line)).toEqual([1, 2, 4]);
    expect(readCsv('a\tb\n1\t2')[1]!.cells).toEqual(['1', '2']);
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFFécru'))).toBe('écru');
    expect(decodeCsvBytes(Uint8Array.from([0xe9, 0x63, 0x72, 0x75]))).toBe('écru');
  });
});
