import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import { parseUrlId } from '../../domain/catalogue/list-section';
import { toProductCard, toProductDetail } from '../../domain/catalogue/localize';
import { readChoice, type VariantChoice } from '../../domain/catalogue/product-choice';
import { quantityFor } from '../../domain/catalogue/availability';
import { readRefusal } from '../../domain/cart/add-to-cart-form';
import type { ProductDetail } from '../../domain/catalogue/types';
import { firstSentence, productJsonLd } from '../../domain/catalogue/product-seo';
import { relatedProducts } from '../../domain/catalogue/related';
import { translatorFor } from '../../i18n/instance';
import { LoadErrorMessage, NotFoundMessage } from '../components/catalogue/NotFoundMessage';
import { companyName, errorPageMeta } from '../components/catalogue/page-meta';
import { ProductView } from '../components/catalogue/ProductView';
import { imageUrl } from '../lib/images';
import { resolveLocale } from '../../i18n/request-locale';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/product';
import { sharedPage } from '../lib/page-handle';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

/** /produit/:id, with the chosen variant in `?color=&size=`. Unknown or unpublished ids are a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseUrlId(params.id);
  const snapshot = await context.catalogue.snapshot();
  const product = id === null ? undefined : snapshot.productsById.get(id);
  if (!product) throw data(null, { status: 404 });

  const { locale } = resolveLocale(request);
  const t = translatorFor(locale);
  const now = new Date();
  const detail = toProductDetail(snapshot, product, locale, now);
  const path = `/produit/${product.id}`;
  const query = new URL(request.url).searchParams;
  const choice = readChoice(detail, query);
  const pictures = [...new Set(detail.media.map((m) => m.fileName))].map((file) => `${context.publicUrl}${imageUrl(file, 800)}`);

  return {
    product: detail,
    choice,
    refusal: refusalMessage(readRefusal(query), detail, choice, t),
    related: relatedProducts(snapshot, product).map((p) => toProductCard(snapshot, p, locale, now)),
    seo: {
      title: `${t(`catalogue:sections.${product.category}`)} | ${detail.name}`,
      description: firstSentence(detail.description) || detail.name,
      path,
      locale,
      publicUrl: context.publicUrl,
      image: detail.image ? { fileName: detail.image, width: 800 as const, alt: detail.name } : null,
      type: 'product' as const,
      jsonLd: productJsonLd({
        product: detail,
        url: `${context.publicUrl}${path}`,
        images: pictures,
        brand: companyName(snapshot.settings),
      }),
    },
  };
}

/**
 * Why the add-to-cart form (posted without JavaScript) sent the visitor back here, in their
 * language; the page's scripts say the same sentences themselves.
 */
function refusalMessage(
  refusal: ReturnType<typeof readRefusal>,
  product: ProductDetail,
  choice: VariantChoice,
  t: ReturnType<typeof translatorFor>,
): string | null {
  if (refusal === null) return null;
  if (refusal !== 'stockLimit') return t(`catalogue:addToCart.${refusal}`);
  const left = choice.colorId === null || choice.sizeId === null ? 0 : quantityFor(product.stock, choice.colorId, choice.sizeId);
  return left > 0 ? t('cart:errors.stockLimit', { count: left }) : t('catalogue:addToCart.outOfStock');
}

/**
 * Choosing a colour or size only rewrites `?color=&size=`: the page already holds every
 * variant, so the product is not loaded again for it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutChoice = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('color');
    params.delete('size');
    params.sort();
    return params.toString();
  };
  return withoutChoice(currentUrl) === withoutChoice(nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(matches, error, 'productNotFound');
  return seoMeta(loaderData.seo);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // A new product (e.g. from "You may also like") starts with its own choice and gallery.
  return (
    <ProductView
      key={loaderData.product.id}
      product={loaderData.product}
      initialChoice={loaderData.choice}
      refusal={loaderData.refusal}
      related={loaderData.related}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundMessage what="productNotFound" /> : <LoadErrorMessage />;
}
