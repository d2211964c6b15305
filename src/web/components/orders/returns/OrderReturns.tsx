import { Link } from 'react-router';
import { mayAskForReturn, type CustomerOrderReturns } from '../../../../domain/orders/return-views';
import { orderDateLabel } from '../../../../domain/orders/order-date';
import { usePrice } from '../../../lib/use-root';
import { useTranslation } from '../../../lib/use-translation';

/**
 * The returns part of /commande/{id}: the order's returns and their state, and "Retourner des
 * articles" while the return window is open and a unit is left to send back.
 */
export function OrderReturns({
  returns,
  offerForm = true,
}: {
  returns: CustomerOrderReturns;
  /** False on the form's own page. */ offerForm?: boolean;
}) {
  const { t } = useTranslation('orders');
  const price = usePrice();
  const mayAsk = offerForm && mayAskForReturn(returns);
  if (!mayAsk && returns.returns.length === 0) return null;
  return (
    <section className="order-view__returns" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title" className="order-view__section-title">
        {t('returns.title')}
      </h2>
      {mayAsk && (
        <p>
          {t('returns.until', { lastDay: returns.window.lastDay })}{' '}
          <Link to={`/commande/${returns.orderId}/retour`} className="button button--ghost">
            {t('returns.link')}
          </Link>
        </p>
      )}
      {returns.returns.length > 0 && (
        <ul className="order-view__return-list">
          {returns.returns.map((ret) => (
            <li key={ret.id}>
              <p>
                <strong>{t(`returns.status.${ret.status}`)}</strong> — {t(`returns.reason.${ret.reason}`)} —{' '}
                {t('returns.requestedOn', { date: orderDateLabel(ret.requestedAt) })}
              </p>
              <ul>
                {ret.lines.map((line, index) => (
                  <li key={index}>{t('returns.item', { name: line.name, color: line.colorName, size: line.sizeName, quantity: line.quantity })}</li>
                ))}
              </ul>
              {ret.amountCents !== null && ret.status !== 'cancelled' && <p>{t('returns.refund', { amount: price(ret.amountCents) })}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
