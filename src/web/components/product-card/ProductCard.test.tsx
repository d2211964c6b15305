import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductCard as ProductCardData } from '../../../domain/catalogue/types';
import type { Locale } from '../../../domain/locale';
import { ProductCard } from './ProductCard';

const card: ProductCardData = {
  id: 12,
  reference: 'TS-ATL-012',
  name: 'T-shirt Vague',
  category: 'tshirts',
  collection: null,
  priceCents: 2990,
  compareAtPriceCents: null,
  image: 'p-ts-atl-012-bleu-front.webp',
  colors: [
    { id: 1, name: 'Bleu ciel', code: '#9cc3e4', available: true },
    { id: 2, name: 'Écru', code: '#ebe1cb', available: false },
  ],
  inStock: true,
  isNew: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Server-renders the card on a page of the given language, as the storefront does. */
function render(product: ProductCardData, locale: Locale = 'fr'): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <ProductCard product={product} /> }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { locale, settings: {}, collections: [], publicUrl: '', cspNonce: '' } } }} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('ProductCard', () => {
  it('is one link to the product page with a lazily loaded, sized picture', () => {
    const html = render(card);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/produit/12"');
    expect(html).toMatch(/<img [^>]*alt="T-shirt Vague"/);
    expect(html).toMatch(/<img [^>]*loading="lazy"/);
    // The size of the 4:5 portrait file, so the card keeps its place while it loads.
    expect(html).toMatch(/<img [^>]*width="400" height="500"/);
    expect(html).toContain('/images/w800/p-ts-atl-012-bleu-front.webp 800w');
  });

  it('shows the price in the page language', () => {
    expect(text(render(card, 'fr'))).toContain('29,90 €');
    expect(text(render(card, 'en'))).toContain('€29.90');
  });

  it('strikes the former price through and names it for screen readers', () => {
    const html = render({ ...card, compareAtPriceCents: 3990 }, 'en');
    expect(html).toMatch(/<s class="price price--old">€39.90<\/s>/);
    expect(text(html)).toContain('€29.90 former price €39.90');
    expect(text(render({ ...card, compareAtPriceCents: 3990 }, 'fr'))).toContain('ancien prix 39,90 €');
  });

  it('says when a product is sold out or new', () => {
    expect(text(render(card))).not.toMatch(/Épuisé|Nouveau/);
    expect(text(render({ ...card, inStock: false, isNew: true }))).toMatch(/Épuisé.*Nouveau/);
    expect(text(render({ ...card, inStock: false }, 'en'))).toContain('Sold out');
  });

  it('names its colours once for screen readers', () => {
    expect(render(card, 'en')).toContain('aria-label="2 colours: Bleu ciel, Écru"');
  });
});
