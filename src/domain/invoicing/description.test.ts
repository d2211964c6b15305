import { describe, expect, it } from 'vitest';
import { invoiceDescription } from './description';

describe('invoiceDescription', () => {
  it('keeps a description of 65 characters as it is', () => {
    const text = 'é'.repeat(65);
    expect(invoiceDescription(text)).toBe(text);
  });

  it('cuts a longer one to 64 characters and an ellipsis (65 in all)', () => {
    const cut = invoiceDescription(`Sweat-shirt Montagne en molleton épais tricoté à Troyes, taille XL, couleur forêt`);
    expect(cut).toBe('Sweat-shirt Montagne en molleton épais tricoté à Troyes, taille…');
    expect(Array.from(cut)).toHaveLength(64);
    expect(Array.from(invoiceDescription('x'.repeat(100)))).toHaveLength(65);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = invoiceDescription('🧶'.repeat(70));
    expect(cut).toBe(`${'🧶'.repeat(64)}…`);
  });

  it('folds runs of spaces and line breaks into one space', () => {
    expect(invoiceDescription('  T-shirt \n Marine  ')).toBe('T-shirt Marine');
  });
});
