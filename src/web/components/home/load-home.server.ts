import type { AppLoadContext } from 'react-router';
import { MAX_LIMIT } from '../../../domain/catalogue/list-constants';
import { listProducts, productQuerySchema } from '../../../domain/catalogue/listing';
import { resolveLocale } from '../../../i18n/request-locale';

/** The products staff chose for the home page, newest first (settings come from the root loader). */
export async function loadHome({ request, context }: { request: Request; context: AppLoadContext }) {
  const { locale } = resolveLocale(request);
  const snapshot = await context.catalogue.snapshot();
  const query = productQuerySchema.parse({ home: 'true', limit: MAX_LIMIT });
  return { products: listProducts(snapshot, query, locale, new Date()).items };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
