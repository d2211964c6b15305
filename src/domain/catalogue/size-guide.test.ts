import { describe, expect, it } from 'vitest';
import { SIZE_ORDER } from '../sizes';
import { sizeGuideFor } from './size-guide';

describe('sizeGuideFor', () => {
  it.each([
    ['tshirts', 'XS', 86, 91, 68],
    ['tshirts', 'S', 91, 96, 70],
    ['tshirts', 'M', 96, 101, 72],
    ['tshirts', 'L', 101, 106, 74],
    ['tshirts', 'XL', 106, 111, 76],
    ['tshirts', '2XL', 111, 116, 78],
    ['tshirts', '3XL', 116, 121, 80],
    ['sweatshirts', 'XS', 91, 96, 65],
    ['sweatshirts', 'S', 96, 101, 67],
    ['sweatshirts', 'M', 101, 106, 69],
    ['sweatshirts', 'L', 106, 111, 71],
    ['sweatshirts', 'XL', 111, 116, 73],
    ['sweatshirts', '2XL', 116, 121, 75],
    ['sweatshirts', '3XL', 121, 126, 77],
  ] as const)('%s %s: chest %i-%i cm, length %i cm (spec section 9, extended by its steps to XS and 3XL)', (category, size, min, max, length) => {
    const row = sizeGuideFor(category)?.find((r) => r.size === size);
    expect(row).toEqual({ size, chestCm: { min, max }, lengthCm: length });
  });

  it.each(['tshirts', 'sweatshirts'] as const)('lists %s in every garment size the shop sells, by their names, smallest first', (category) => {
    const garmentSizes = SIZE_ORDER.filter((size) => size !== 'UNI');
    expect(sizeGuideFor(category)?.map((r) => r.size)).toEqual(garmentSizes);
  });

  it('has no table for accessories, so their page shows no size guide', () => {
    expect(sizeGuideFor('accessories')).toBeNull();
  });
});
