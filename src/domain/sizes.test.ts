import { describe, expect, it } from 'vitest';
import { compareSizes } from './sizes';

describe('size order', () => {
  it('follows XS, S, M, L, XL, 2XL, 3XL, UNI whatever the stored order', () => {
    const names = ['UNI', '3XL', 'M', 'XS', '2XL', 'L', 'S', 'XL'];
    const sorted = names.map((name, i) => ({ name, sortOrder: 10 - i })).sort(compareSizes);
    expect(sorted.map((s) => s.name)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', 'UNI']);
  });
  it('puts unknown sizes last', () => {
    const sorted = [{ name: '4XL' }, { name: 'S' }].sort(compareSizes);
    expect(sorted.map((s) => s.name)).toEqual(['S', '4XL']);
  });
});
