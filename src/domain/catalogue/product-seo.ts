import { centsToDecimal } from '../money';
import type { ProductDetail } from './types';

const MAX_DESCRIPTION = 160;

/**
 * The first sentence of a text, for a meta description; cut at a word, with an ellipsis, when
 * it is longer than search results show.
 */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?…](?=\s|$)/.exec(flat)?.[0] ?? flat;
  if (sentence.length <= MAX_DESCRIPTION) return sentence;
  const cut = sentence.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export type ProductJsonLdInput = {
  product: Pick<ProductDetail, 'name' | 'description' | 'reference' | 'priceCents' | 'inStock'>;
  /** Absolute URL of the product page. */
  url: string;
  /** Absolute URLs of its pictures. */
  images: string[];
  /** The shop's company name (settings), used as the brand. */
  brand: string | undefined;
};

/** schema.org Product data: what search engines show as price, currency and availability. */
export function productJsonLd({ product, url, images, brand }: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.reference,
    image: images,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: centsToDecimal(product.priceCents),
      priceCurrency: 'EUR',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
