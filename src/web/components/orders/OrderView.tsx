import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { statusLabelKey } from '../../../domain/orders/orders';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import { OrderWithdrawalSection } from '../withdrawal/OrderWithdrawalSection';
import { OrderAddress } from './OrderAddress';
import { OrderAmounts } from './OrderAmounts';
import { OrderProgressSection } from './OrderProgressSection';
import type { ShownOrder } from './shown-order';

/**
 * /commande/{id}: the order's status, addresses, products and amounts, as they were when it was
 * placed; `children` (its after-sale parts: returns) follow the amounts.
 */
export function OrderView({ order, children }: { order: ShownOrder; children?: ReactNode }) {
  const { t } = useTranslation('orders');
  const price = usePrice();

  return (
    <main className="account-area__main order-view">
      <h1 className="account-area__title">{t('detail.title', { number: order.number })}</h1>
      <dl className="order-view__facts">
        <div>
          <dt>{t('detail.date')}</dt>
          <dd>{order.date}</dd>
        </div>
        <div>
          <dt>{t('detail.status')}</dt>
          <dd>
            <span className={`order-status order-status--${order.status}`}>{t(statusLabelKey(order.status))}</span>
          </dd>
        </div>
      </dl>

      <OrderProgressSection progress={order.progress} />

      {/* Near the top, where the status is: the law wants the withdrawal function prominent (Directive (EU) 2023/2673). */}
      <OrderWithdrawalSection orderId={order.id} withdrawal={order.withdrawal} />

      <div className="order-view__addresses">
        <OrderAddress title={t('detail.delivery')} address={order.delivery} />
        <OrderAddress title={t('detail.billing')} address={order.billing} />
      </div>

      <section className="order-view__products" aria-labelledby="order-products-title">
        <h2 id="order-products-title" className="order-view__section-title">
          {t('detail.products')}
        </h2>
        {/* On phones each line is a card (orders.css); wider, the table may still scroll sideways: focusable so the keyboard can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus to be scrolled without a mouse */}
        <div className="order-view__table-wrap" role="region" aria-labelledby="order-products-title" tabIndex={0}>
          <table className="order-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.reference')}</th>
                <th scope="col">{t('detail.name')}</th>
                <th scope="col">{t('detail.color')}</th>
                <th scope="col">{t('detail.size')}</th>
                <th scope="col" className="order-table__number">
                  {t('detail.price')}
                </th>
                <th scope="col" className="order-table__number">
                  {t('detail.quantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={index}>
                  <td data-label={t('detail.reference')}>{line.reference}</td>
                  <td data-label={t('detail.name')}>{line.productPath ? <Link to={line.productPath}>{line.name}</Link> : line.name}</td>
                  <td data-label={t('detail.color')}>{line.colorName}</td>
                  <td data-label={t('detail.size')}>{line.sizeName}</td>
                  <td data-label={t('detail.price')} className="order-table__number price">
                    {price(line.unitPriceCents)}
                  </td>
                  <td data-label={t('detail.quantity')} className="order-table__number">
                    {line.quantity}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="order-view__amounts" aria-labelledby="order-amounts-title">
        <h2 id="order-amounts-title" className="visually-hidden">
          {t('detail.amounts')}
        </h2>
        <OrderAmounts amounts={order} />
      </section>

      {children}

      <p>
        <Link to="/commandes" className="button button--ghost">
          {t('detail.back')}
        </Link>
      </p>
    </main>
  );
}
