import { describe, expect, it } from 'vitest';
import { sizeGuideFor } from './size-guide';

describe('sizeGuideFor', () => {
  it.each([
    ['tshirts', 'S', 91, 96, 70],
    ['tshirts', 'M', 96, 101, 72],
    ['tshirts', 'L', 101, 106, 74],
    ['tshirts', 'XL', 106, 111, 76],
    ['tshirts', '2XL', 111, 116, 78],
    ['sweatshirts', 'S', 96, 101, 67],
    ['sweatshirts', 'M', 101, 106, 69],
    ['sweatshirts', 'L', 106, 111, 71],
    ['sweatshirts', 'XL', 111, 116, 73],
    ['sweatshirts', '2XL', 116, 121, 75],
  ] as const)('%s %s: chest %i-%i cm, length %i cm (spec section 9)', (category, size, min, max, length) => {
    const row = sizeGuideFor(category)?.find((r) => r.size === size);
    expect(row).toEqual({ size, chestCm: { min, max }, lengthCm: length });
  });

  it('lists sizes from smallest to largest', () => {
    expect(sizeGuideFor('tshirts')?.map((r) => r.size)).toEqual(['S', 'M', 'L', 'XL', '2XL']);
  });

  it('has no table for accessories, so their page shows no size guide', () => {
    expect(sizeGuideFor('accessories')).toBeNull();
  });
});
