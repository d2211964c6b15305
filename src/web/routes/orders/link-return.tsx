import { data, isRouteErrorResponse } from 'react-router';
import { resolveLocale } from '../../../i18n/request-locale';
import { LoadErrorMessage } from '../../components/catalogue/NotFoundMessage';
import { orderPageMeta } from '../../components/orders/order-meta';
import { ReturnPage } from '../../components/orders/returns/ReturnPage';
import { returnsApi } from '../../components/orders/returns/returns-api';
import { useTranslation } from '../../lib/use-translation';
import type { Route } from './+types/link-return';

/**
 * /retour/{token}: a guest's return page, opened from a mail's signed order link (order_links,
 * as the withdrawal links are) without an account: the link opens that one order until it
 * expires. Reading it changes nothing; only the form's request does.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const returns = await context.returns.forLink(params.token, resolveLocale(request).locale);
  if (!returns) throw data(null, { status: 404 });
  return { returns };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData) return orderPageMeta({ key: 'orders:returns.form.meta', number: loaderData.returns.number }, matches);
  return orderPageMeta({ key: 'orders:returns.form.title' }, matches);
}

export default function LinkReturnPage({ loaderData, params }: Route.ComponentProps) {
  return <ReturnPage returns={loaderData.returns} send={(request) => returnsApi.askByLink(params.token, request)} orderPath={null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('orders');
  if (!isRouteErrorResponse(error) || error.status !== 404) return <LoadErrorMessage />;
  return (
    <main className="page">
      <h1 className="account-area__title">{t('returns.form.title')}</h1>
      <p className="message message--error">{t('returns.errors.linkInvalid')}</p>
    </main>
  );
}
