import { data, isRouteErrorResponse } from 'react-router';
import { countryName } from '../../../domain/addresses/countries';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import type { CustomerOrderReturns } from '../../../domain/orders/return-views';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { resolveLocale } from '../../../i18n/request-locale';
import { signedInCustomer } from '../../components/addresses/signed-in';
import { LoadErrorMessage } from '../../components/catalogue/NotFoundMessage';
import { orderPageMeta } from '../../components/orders/order-meta';
import { OrderNotFound } from '../../components/orders/OrderNotFound';
import { OrderView } from '../../components/orders/OrderView';
import { OrderReturns } from '../../components/orders/returns/OrderReturns';
import type { ShownOrder } from '../../components/orders/shown-order';
import type { Route } from './+types/order-detail';

/** Someone else's order, or one the customer removed from their list, reads exactly like one that does not exist: 404. */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<{ order: ShownOrder; returns: CustomerOrderReturns }> {
  const customer = signedInCustomer(context);
  const id = parseUrlId(params.id);
  const { locale } = resolveLocale(request);
  const [order, returns] =
    id === null
      ? [null, null]
      : await Promise.all([context.orders.find(customer.id, id, locale), context.returns.forCustomer(customer.id, id, locale)]);
  if (!order || !returns) throw data(null, { status: 404 });
  // A product taken off sale keeps its line, without a link to a page that would answer 404.
  const { productsById } = await context.catalogue.snapshot();
  return {
    order: {
      ...order,
      date: orderDateLabel(order.createdAt),
      delivery: { ...order.delivery, countryName: countryName(order.delivery.country, locale) },
      billing: { ...order.billing, countryName: countryName(order.billing.country, locale) },
      lines: order.lines.map((line) => ({
        ...line,
        productPath: line.productId !== null && productsById.has(line.productId) ? `/produit/${line.productId}` : null,
      })),
    },
    returns,
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  if (loaderData) return orderPageMeta({ key: 'orders:meta.detail', number: loaderData.order.number }, matches);
  return orderPageMeta({ key: isRouteErrorResponse(error) && error.status === 404 ? 'orders:notFound.title' : 'errors:somethingWrong' }, matches);
}

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <OrderView order={loaderData.order}>
      <OrderReturns returns={loaderData.returns} />
    </OrderView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <OrderNotFound /> : <LoadErrorMessage />;
}
