import { describe, expect, it } from 'vitest';
import { iso885915 } from './iso-8859-15';

const decode = (bytes: Uint8Array) => new TextDecoder('iso-8859-15').decode(bytes);

describe('iso885915', () => {
  it('writes French text one byte a character, as an ISO 8859-15 reader reads it back', () => {
    const text = 'Cœur de Zoé Lefèvre, 12,50 € — «Ÿ» Šž';
    const bytes = iso885915(text.replace('—', '-'));
    expect(bytes).toHaveLength(text.length);
    expect(decode(bytes)).toBe(text.replace('—', '-'));
    expect([...iso885915('€œ')]).toEqual([0xa4, 0xbd]);
  });

  it('writes a letter outside Latin-9 without its accent, anything else as a question mark', () => {
    expect(decode(iso885915('Ștefan Łukasz 北'))).toBe('Stefan ?ukasz ?');
  });
});
