import type { Category } from './types';

/** One line of a size table: chest circumference range and garment length, in centimetres. */
export type SizeGuideRow = { size: string; chestCm: { min: number; max: number }; lengthCm: number };

/**
 * The spec's size tables (section 9). The spec writes the largest size "XXL"; the shop's size
 * chips call it "2XL", so the tables use the chip's name for the customer to match them. The
 * spec's overlay showed 81.28 cm for the last T-shirt length (an inch conversion slip): 78 cm
 * follows the 2 cm steps of the table. The spec's tables stop at S and XXL, but garments are
 * sold from XS to 3XL (SIZE_ORDER): those two rows continue the tables' steps, 5 cm of chest
 * and 2 cm of length per size.
 */
export const SIZE_GUIDE = {
  tshirts: [
    { size: 'XS', chestCm: { min: 86, max: 91 }, lengthCm: 68 },
    { size: 'S', chestCm: { min: 91, max: 96 }, lengthCm: 70 },
    { size: 'M', chestCm: { min: 96, max: 101 }, lengthCm: 72 },
    { size: 'L', chestCm: { min: 101, max: 106 }, lengthCm: 74 },
    { size: 'XL', chestCm: { min: 106, max: 111 }, lengthCm: 76 },
    { size: '2XL', chestCm: { min: 111, max: 116 }, lengthCm: 78 },
    { size: '3XL', chestCm: { min: 116, max: 121 }, lengthCm: 80 },
  ],
  sweatshirts: [
    { size: 'XS', chestCm: { min: 91, max: 96 }, lengthCm: 65 },
    { size: 'S', chestCm: { min: 96, max: 101 }, lengthCm: 67 },
    { size: 'M', chestCm: { min: 101, max: 106 }, lengthCm: 69 },
    { size: 'L', chestCm: { min: 106, max: 111 }, lengthCm: 71 },
    { size: 'XL', chestCm: { min: 111, max: 116 }, lengthCm: 73 },
    { size: '2XL', chestCm: { min: 116, max: 121 }, lengthCm: 75 },
    { size: '3XL', chestCm: { min: 121, max: 126 }, lengthCm: 77 },
  ],
} as const satisfies Record<Exclude<Category, 'accessories'>, readonly SizeGuideRow[]>;

/** The table for a product's category; accessories have none (the panel is hidden for them). */
export function sizeGuideFor(category: Category): readonly SizeGuideRow[] | null {
  return category === 'accessories' ? null : SIZE_GUIDE[category];
}
