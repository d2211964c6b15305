import { data, isRouteErrorResponse } from 'react-router';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import { resolveLocale } from '../../../i18n/request-locale';
import { signedInCustomer } from '../../components/addresses/signed-in';
import { LoadErrorMessage } from '../../components/catalogue/NotFoundMessage';
import { orderPageMeta } from '../../components/orders/order-meta';
import { OrderNotFound } from '../../components/orders/OrderNotFound';
import { ReturnPage } from '../../components/orders/returns/ReturnPage';
import { returnsApi } from '../../components/orders/returns/returns-api';
import type { Route } from './+types/order-return';

/**
 * /commande/{id}/retour: the customer picks what to send back. Signed-in customers only (the
 * account layout's guard); someone else's order reads as one that does not exist: 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const id = parseUrlId(params.id);
  const returns = id === null ? null : await context.returns.forCustomer(customer.id, id, resolveLocale(request).locale);
  if (!returns) throw data(null, { status: 404 });
  return { returns };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  if (loaderData) return orderPageMeta({ key: 'orders:returns.form.meta', number: loaderData.returns.number }, matches);
  return orderPageMeta({ key: isRouteErrorResponse(error) && error.status === 404 ? 'orders:notFound.title' : 'errors:somethingWrong' }, matches);
}

export default function OrderReturnPage({ loaderData }: Route.ComponentProps) {
  const { returns } = loaderData;
  return <ReturnPage returns={returns} send={(request) => returnsApi.ask(returns.orderId, request)} orderPath={`/commande/${returns.orderId}`} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <OrderNotFound /> : <LoadErrorMessage />;
}
