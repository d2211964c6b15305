import { Link } from 'react-router';
import type { OrderWithdrawal } from '../../../domain/orders/withdrawal';
import { useTranslation } from '../../lib/use-translation';

/**
 * The withdrawal function on the customer's order page (Directive (EU) 2023/2673): a clearly
 * labelled button while the customer may withdraw, then when the withdrawal was received.
 * Nothing once the period is over or the order cancelled: there is nothing left to offer.
 */
export function OrderWithdrawalSection({ orderId, withdrawal }: { orderId: number; withdrawal: OrderWithdrawal }) {
  const { t } = useTranslation('orders');
  if (withdrawal.state === 'closed') return null;
  return (
    <section className="order-withdrawal" aria-labelledby="order-withdrawal-title">
      <h2 id="order-withdrawal-title" className="order-view__section-title">
        {t('withdrawal.section.title')}
      </h2>
      {withdrawal.state === 'received' ? (
        <p className="order-withdrawal__received">{t('withdrawal.section.received', { date: withdrawal.date, time: withdrawal.time })}</p>
      ) : (
        <>
          <p>{withdrawal.lastDay ? t('withdrawal.section.open', { date: withdrawal.lastDay }) : t('withdrawal.section.openBeforeDelivery')}</p>
          <p>
            <Link to={`/commande/${orderId}/retractation`} className="button">
              {t('withdrawal.section.button')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
