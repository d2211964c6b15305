import { Link } from 'react-router';
import { statusLabelKey } from '../../../domain/orders/orders';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import { HideFromListDialog } from '../dialog/HideFromListDialog';
import { useFocusFirstNew } from '../dialog/use-focus-first-new';
import { useHideFromList } from '../dialog/use-hide-from-list';
import { orderApi } from './order-api';
import type { ListedOrder } from './shown-order';

type Props = {
  orders: ListedOrder[];
  /** Link showing 10 more, or null when every order is shown. */
  moreTo: string | null;
};

/**
 * /commandes: the customer's orders, newest first, 10 more per press of 'Plus de commandes'.
 * After that press the focus moves to the first new order, so keyboard and screen-reader users
 * carry on where the new orders start instead of the top of the page.
 */
export function OrderList({ orders, moreTo }: Props) {
  const { t } = useTranslation('orders');
  const price = usePrice();
  const { titleRef, hidden, ask, dialog } = useHideFromList<ListedOrder>(orderApi.hide, t);
  const { listRef, markFrom } = useFocusFirstNew(orders);

  return (
    <main className="account-area__main orders">
      <h1 ref={titleRef} className="account-area__title" tabIndex={-1}>
        {t('list.title')}
      </h1>

      <div role="status" className="orders__status">
        {hidden && <p className="message">{t('list.hidden', { number: hidden })}</p>}
      </div>

      {orders.length === 0 ? (
        <div className="orders__empty">
          <p>{t('list.empty')}</p>
          <Link to="/" className="button">
            {t('list.emptyLink')}
          </Link>
        </div>
      ) : (
        <ol ref={listRef} className="orders__list">
          {orders.map((order) => {
            const headingId = `order-${order.id}-title`;
            const which = <span className="visually-hidden"> {t('list.which', { number: order.number })}</span>;
            return (
              <li key={order.id}>
                <article className="order-card" aria-labelledby={headingId}>
                  <h2 id={headingId} className="order-card__title">
                    <Link to={`/commande/${order.id}`}>{t('list.order', { number: order.number })}</Link>
                  </h2>
                  <dl className="order-card__facts">
                    <div>
                      <dt>{t('list.date')}</dt>
                      <dd>{order.date}</dd>
                    </div>
                    <div>
                      <dt>{t('list.status')}</dt>
                      <dd>
                        <span className={`order-status order-status--${order.status}`}>{t(statusLabelKey(order.status))}</span>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('list.articles')}</dt>
                      <dd>{order.itemCount}</dd>
                    </div>
                    <div>
                      <dt>{t('list.total')}</dt>
                      <dd className="price">{price(order.totalCents)}</dd>
                    </div>
                  </dl>
                  <div className="order-card__actions">
                    <Link to={`/commande/${order.id}`} className="button button--ghost order-card__action">
                      {t('list.view')}
                      {which}
                    </Link>
                    <button type="button" className="button button--ghost order-card__action" onClick={() => ask(order)}>
                      {t('list.hide')}
                      {which}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}

      {moreTo !== null && (
        <p className="orders__more">
          <Link to={moreTo} preventScrollReset className="button button--ghost" onClick={() => markFrom(orders.length)}>
            {t('list.more')}
          </Link>
        </p>
      )}

      <HideFromListDialog dialog={dialog} t={t} />
    </main>
  );
}
