import { describe, expect, it } from 'vitest';
import { readAddToCartForm, readRefusal, refusedFormPath, withoutRefusal } from './add-to-cart-form';

const stock = [
  { colorId: 1, sizeId: 10, quantity: 2 },
  { colorId: 1, sizeId: 11, quantity: 0 },
  { colorId: 2, sizeId: 10, quantity: 4 },
];

describe('the product page’s form without JavaScript', () => {
  it('reads the chosen radios as the line to add', () => {
    expect(readAddToCartForm({ productId: 7, color: '2', size: '10' }, stock)).toEqual({ productId: 7, colorId: 2, sizeId: 10 });
  });

  it.each([
    [{}, 'selectSizeColor'],
    [{ color: '1' }, 'selectSize'],
    [{ size: '10' }, 'selectColor'],
    [{ color: '01', size: '10' }, 'selectColor'],
    [{ color: '1', size: '11' }, 'outOfStock'],
    // Not made in that colour and size together: the page greys it out only once its scripts run.
    [{ color: '2', size: '11' }, 'outOfStock'],
  ])('refuses %o with %s, as the page’s own check does', (choice, refusal) => {
    expect(readAddToCartForm({ productId: 7, ...choice }, stock)).toEqual({ refused: refusal });
  });

  it('says everything is sold out before asking for a choice', () => {
    expect(readAddToCartForm({ productId: 7 }, [{ colorId: 1, sizeId: 10, quantity: 0 }])).toEqual({ refused: 'outOfStock' });
  });

  it('sends a refusal back to the product page with the choice kept, and reads only its own reasons there', () => {
    const path = refusedFormPath({ productId: 7, color: '1', size: 'x' }, 'selectSize');
    expect(path).toBe('/produit/7?color=1&error=selectSize');
    const params = new URL(path, 'http://shop.test').searchParams;
    expect(readRefusal(params)).toBe('selectSize');
    expect(readRefusal(new URLSearchParams('error=<script>'))).toBeNull();
    expect(withoutRefusal(params).toString()).toBe('color=1');
  });
});
