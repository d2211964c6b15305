import type { Locale } from '../../../domain/locale';

/** `?lang=` wins over the browser's language (request-locale.ts): a link opens in the mail's language. */
const withLang = (params: URLSearchParams, locale: Locale) => {
  params.set('lang', locale);
  return params;
};

/** The product page showing the variant asked for: `/produit/{id}?color=&size=`. */
export function productVariantLink(publicUrl: string, variant: { productId: number; colorId: number; sizeId: number }, locale: Locale): string {
  const params = withLang(new URLSearchParams({ color: String(variant.colorId), size: String(variant.sizeId) }), locale);
  return `${publicUrl}/produit/${variant.productId}?${params}`;
}

/** The confirmation link, to the page that posts the code once a person looks at it (mail scanners open links). */
export function alertConfirmationLink(publicUrl: string, code: string, locale: Locale): string {
  return `${publicUrl}/confirmation-alerte-stock?${withLang(new URLSearchParams({ code }), locale)}`;
}
