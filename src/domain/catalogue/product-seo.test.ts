import { describe, expect, it } from 'vitest';
import { firstSentence, productJsonLd } from './product-seo';

describe('firstSentence', () => {
  it('keeps the first sentence of a description', () => {
    expect(firstSentence('Une marinière en jersey. Tricotée en Bretagne.')).toBe('Une marinière en jersey.');
    expect(firstSentence('Heavy fleece!  Made in Roubaix.')).toBe('Heavy fleece!');
  });

  it('does not cut inside a number or an abbreviation without a space', () => {
    expect(firstSentence('Jersey 180 g/m2, coton 100.0 % bio. Suite.')).toBe('Jersey 180 g/m2, coton 100.0 % bio.');
  });

  it('takes the whole text when it has no full stop', () => {
    expect(firstSentence('  Un sac en toile\n de coton ')).toBe('Un sac en toile de coton');
  });

  it('shortens a very long sentence at a word, with an ellipsis', () => {
    const long = `${'mot '.repeat(60)}fin.`;
    const short = firstSentence(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('mot…')).toBe(true);
  });
});

describe('productJsonLd', () => {
  const product = { name: 'Marinière Belle-Île', description: 'Une marinière.', reference: 'TS-BRE-01', priceCents: 4990, inStock: true };

  it('gives the price as a decimal in euros and the availability', () => {
    const data = productJsonLd({
      product,
      url: 'https://shop.example/produit/1',
      images: ['https://shop.example/images/w800/a.webp'],
      brand: 'Atelier',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Marinière Belle-Île',
      sku: 'TS-BRE-01',
      image: ['https://shop.example/images/w800/a.webp'],
      brand: { '@type': 'Brand', name: 'Atelier' },
      offers: { price: '49.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://shop.example/produit/1' },
    });
  });

  it('says out of stock when nothing is left, and leaves out an unknown brand', () => {
    const data = productJsonLd({ product: { ...product, inStock: false }, url: 'u', images: [], brand: undefined });
    expect(data).not.toHaveProperty('brand');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});
