import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paintedPicture, pixelAt } from '../../../tests/helpers/pictures';
import { PRODUCT_PICTURE_RECIPE } from '../../domain/images';
import { prepareImage } from './pipeline';

const GREEN = { r: 30, g: 200, b: 30 };
const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };
const YELLOW = { r: 230, g: 210, b: 20 };

/** The main colour of a pixel, as the eye names it. */
function colourName([r, g, b]: [number, number, number]): string {
  if (r > 150 && g > 150 && b < 100) return 'yellow';
  if (r > 150 && g < 100 && b < 100) return 'red';
  if (g > 150 && r < 100 && b < 100) return 'green';
  if (b > 150 && r < 100 && g < 100) return 'blue';
  return `rgb(${r}, ${g}, ${b})`;
}

/** The colours at the middle of each edge of a variant, two pixels in: top, right, bottom, left. */
async function edges(data: Buffer): Promise<string[]> {
  const { width = 0, height = 0 } = await sharp(data).metadata();
  const points: [number, number][] = [
    [width / 2, 2],
    [width - 3, height / 2],
    [width / 2, height - 3],
    [2, height / 2],
  ];
  return Promise.all(points.map(async ([x, y]) => colourName(await pixelAt(data, Math.round(x), Math.round(y)))));
}

describe('a product picture', () => {
  it('comes out 4:5 portrait in every width: a 600 x 900 photo is 400 x 500 and 800 x 1000, only its top and bottom cut', async () => {
    // 2:3 portrait: 4:5 of its 600 px width is 750 px high, so 75 px go at the top and 75 at the bottom,
    // the red and blue bands (60 px) with them; the yellow sides are kept.
    const photo = await paintedPicture(600, 900, GREEN, [
      { left: 0, top: 0, width: 600, height: 60, background: RED },
      { left: 0, top: 840, width: 600, height: 60, background: BLUE },
      { left: 0, top: 300, width: 30, height: 300, background: YELLOW },
      { left: 570, top: 300, width: 30, height: 300, background: YELLOW },
    ]);
    const variants = await prepareImage(photo, PRODUCT_PICTURE_RECIPE);
    expect(variants.map((variant) => variant.folder)).toEqual(['w400', 'w800']);
    const expected = [
      { width: 400, height: 500 },
      { width: 800, height: 1000 },
    ];
    for (const [index, variant] of variants.entries()) {
      const { width, height } = expected[index]!;
      expect(await sharp(variant.data).metadata()).toMatchObject({ format: 'webp', width, height });
      expect(await edges(variant.data)).toEqual(['green', 'yellow', 'green', 'yellow']);
    }
  });

  it('cuts a landscape photo to 4:5 around its centre: its sides go, its whole height stays', async () => {
    // 1000 x 500: 4:5 of its 500 px height is 400 px wide, the middle 300 to 700; red and blue lie outside.
    const photo = await paintedPicture(1000, 500, GREEN, [
      { left: 0, top: 0, width: 300, height: 500, background: RED },
      { left: 700, top: 0, width: 300, height: 500, background: BLUE },
      { left: 0, top: 0, width: 1000, height: 25, background: YELLOW },
      { left: 0, top: 475, width: 1000, height: 25, background: YELLOW },
    ]);
    const [small, large] = await prepareImage(photo, PRODUCT_PICTURE_RECIPE);
    expect(await sharp(small!.data).metadata()).toMatchObject({ width: 400, height: 500 });
    expect(await sharp(large!.data).metadata()).toMatchObject({ width: 800, height: 1000 });
    for (const variant of [small!, large!]) expect(await edges(variant.data)).toEqual(['yellow', 'green', 'yellow', 'green']);
  });

  it('fills a square photo’s 4:5 frame: a tenth of each side goes, nothing is padded', async () => {
    const photo = await paintedPicture(1000, 1000, GREEN, [
      { left: 0, top: 0, width: 90, height: 1000, background: RED },
      { left: 910, top: 0, width: 90, height: 1000, background: BLUE },
    ]);
    const [small] = await prepareImage(photo, PRODUCT_PICTURE_RECIPE);
    expect(await sharp(small!.data).metadata()).toMatchObject({ width: 400, height: 500 });
    expect(await edges(small!.data)).toEqual(['green', 'green', 'green', 'green']);
  });
});
