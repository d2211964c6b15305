import { orderDateLabel } from '../../../domain/orders/order-date';
import { firstPages, MAX_SHOWN_ORDER_PAGES, shownOrderPages } from '../../../domain/orders/order-history';
import { signedInCustomer } from '../../components/addresses/signed-in';
import { OrderList } from '../../components/orders/OrderList';
import { orderPageMeta } from '../../components/orders/order-meta';
import type { Route } from './+types/order-list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const pages = shownOrderPages(new URL(request.url).searchParams);
  const { items, hasMore } = await context.orders.list(customer.id, firstPages(pages));
  return {
    // Dated here rather than in the browser: Paris time needs the time-zone data the server has loaded already.
    orders: items.map((order) => ({ ...order, date: orderDateLabel(order.createdAt) })),
    moreTo: hasMore && pages < MAX_SHOWN_ORDER_PAGES ? `/commandes?page=${pages + 1}` : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return orderPageMeta({ key: 'orders:meta.list' }, matches);
}

export default function OrderListPage({ loaderData }: Route.ComponentProps) {
  return <OrderList orders={loaderData.orders} moreTo={loaderData.moreTo} />;
}
