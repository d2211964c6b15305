import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PICTURE_ASPECT_RATIO, PRODUCT_PICTURE_RECIPE, productPictureSize } from '../../domain/images';

const css = (file: string) => readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');

/** The declarations of `selector`'s first rule in `sheet`. */
function ruleOf(sheet: string, selector: string): string {
  const start = sheet.indexOf(`${selector} {`);
  expect(start, `${selector} is styled`).toBeGreaterThanOrEqual(0);
  return sheet.slice(start, sheet.indexOf('}', start));
}

/**
 * Every place a product picture is shown, by stylesheet: the picture itself, shaped there and
 * cut by `object-fit: cover`, or the box it fills (a card) or stands in for (no picture yet).
 */
const FRAMES: [file: string, selector: string, shaped: 'picture' | 'box'][] = [
  ['components/product-card/product-card.css', '.product-card__media', 'box'],
  ['components/catalogue/product-page.css', '.gallery__main', 'picture'],
  ['components/catalogue/product-page.css', '.gallery--empty', 'box'],
  ['components/catalogue/product-page.css', '.gallery__thumb img', 'picture'],
  ['styles/cart.css', '.cart-line__image img', 'picture'],
  ['styles/cart.css', '.order-summary__line img', 'picture'],
  ['styles/chrome.css', '.header-search__option img,\n.header-search__no-image', 'picture'],
  ['components/back/products.css', '.products-desk__thumb', 'picture'],
  ['components/back/product-pictures/product-pictures.css', '.product-pictures__item img', 'picture'],
  ['components/back/product-pictures/product-pictures.css', '.product-pictures__pending img', 'picture'],
];

describe('the shape of product pictures', () => {
  it('is the same in the files, the pages’ width and height attributes and the stylesheet', () => {
    expect(PRODUCT_PICTURE_RECIPE.outputs.map(({ width, height }) => [width, height])).toEqual([
      [400, 500],
      [800, 1000],
    ]);
    expect([56, 64].map((width) => productPictureSize(width))).toEqual([
      { width: 56, height: 70 },
      { width: 64, height: 80 },
    ]);
    const declared = /--product-picture-ratio:\s*([^;]+);/.exec(css('styles/global.css'))?.[1];
    expect(declared).toBe(PRODUCT_PICTURE_ASPECT_RATIO);
  });

  it.each(FRAMES)('shows the picture in %s (%s) at that shape, cut rather than squashed', (file, selector, shaped) => {
    const rule = ruleOf(css(file), selector);
    expect(rule).toContain('aspect-ratio: var(--product-picture-ratio);');
    // A fixed height next to a width would set another shape.
    expect(rule).not.toMatch(/[^-]height:\s*\d/);
    if (shaped === 'picture') expect(rule).toContain('object-fit: cover;');
  });
});
