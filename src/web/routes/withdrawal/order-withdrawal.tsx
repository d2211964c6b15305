import { data, isRouteErrorResponse } from 'react-router';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { resolveLocale } from '../../../i18n/request-locale';
import type { WithdrawalView } from '../../../domain/orders/withdrawal-view';
import { signedInCustomer } from '../../components/addresses/signed-in';
import { LoadErrorMessage } from '../../components/catalogue/NotFoundMessage';
import { OrderNotFound } from '../../components/orders/OrderNotFound';
import { withdrawalApi } from '../../components/withdrawal/withdrawal-api';
import { withdrawalMeta } from '../../components/withdrawal/withdrawal-meta';
import { WithdrawalPage } from '../../components/withdrawal/WithdrawalPage';
import type { Route } from './+types/order-withdrawal';

/**
 * /commande/{id}/retractation: the signed-in customer's withdrawal from one of their orders,
 * read with the account's own query (someone else's order reads like one that does not exist: 404).
 */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<{ orderId: number; view: WithdrawalView }> {
  const customer = signedInCustomer(context);
  const id = parseUrlId(params.id);
  const order = id === null ? null : await context.orders.find(customer.id, id, resolveLocale(request).locale);
  if (!order) throw data(null, { status: 404 });
  return {
    orderId: order.id,
    view: {
      orderNumber: order.number,
      date: orderDateLabel(order.createdAt),
      lines: order.lines.map(({ name, colorName, sizeName, quantity, lineTotalCents }) => ({ name, colorName, sizeName, quantity, lineTotalCents })),
      totalCents: order.totalCents,
      name: `${order.billing.firstName} ${order.billing.lastName}`.trim(),
      email: order.email,
      withdrawal: order.withdrawal,
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withdrawalMeta(matches, { number: loaderData?.view.orderNumber });
}

export default function OrderWithdrawalRoute({ loaderData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  return (
    <main className="account-area__main withdrawal-page">
      <WithdrawalPage view={view} confirm={(input) => withdrawalApi.confirmOrder(orderId, input)} orderPath={`/commande/${orderId}`} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <OrderNotFound /> : <LoadErrorMessage />;
}
