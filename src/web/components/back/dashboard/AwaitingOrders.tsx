import { Link } from 'react-router';
import type { Locale } from '../../../../domain/locale';
import { formatPrice } from '../../../../domain/money';
import { orderDateTimeLabel } from '../../../../domain/orders/order-date';
import type { SalesDashboard } from '../../../../domain/sales/sales-dashboard';
import { backPagePath } from '../../../../domain/staff/back-office-pages';
import { useBackTranslation } from '../use-back-translation';

/** The paid orders waiting for a decision ('En attente'), oldest first, and the orders list filtered on them. */
export function AwaitingOrders({ awaiting, locale }: { awaiting: SalesDashboard['awaiting']; locale: Locale }) {
  const { t } = useBackTranslation();
  return (
    <section className="dashboard-section dashboard-panel" aria-labelledby="dashboard-awaiting">
      <h2 id="dashboard-awaiting">{t('dashboard.awaiting.title')}</h2>
      {awaiting.pending === 0 ? (
        <p>{t('dashboard.awaiting.empty')}</p>
      ) : (
        <>
          <p>{t('dashboard.awaiting.pending', { count: awaiting.pending })}</p>
          <ul className="dashboard-list">
            {awaiting.oldest.map((order) => (
              <li key={order.id}>
                <Link to={`/back/commandes/${order.id}`}>{t('dashboard.awaiting.order', { number: order.number })}</Link>
                <span className="dashboard-list__detail">
                  {orderDateTimeLabel(order.createdAt)} · {order.customerName} · {formatPrice(order.totalCents, locale)}
                  {!order.consulted && <strong className="dashboard-list__flag">{t('dashboard.awaiting.notConsulted')}</strong>}
                </span>
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${backPagePath('orders')}?status=pending`}>{t('dashboard.awaiting.all')}</Link>
          </p>
        </>
      )}
      {awaiting.unconsulted > 0 && <p>{t('dashboard.awaiting.unconsulted', { count: awaiting.unconsulted })}</p>}
    </section>
  );
}
