import type { WithdrawalView } from '../../../domain/orders/withdrawal-view';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';

/** The order a withdrawal is about, as the law wants it identified: its number, date, items and total. */
export function WithdrawalOrderSummary({ view }: { view: WithdrawalView }) {
  const { t } = useTranslation('orders');
  const price = usePrice();
  return (
    <section className="withdrawal-order" aria-labelledby="withdrawal-order-title">
      <h2 id="withdrawal-order-title" className="order-view__section-title">
        {t('withdrawal.page.order')}
      </h2>
      <dl className="order-view__facts">
        <div>
          <dt>{t('withdrawal.page.order')}</dt>
          <dd>{view.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.page.date')}</dt>
          <dd>{view.date}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.page.total')}</dt>
          <dd className="price">{price(view.totalCents)}</dd>
        </div>
      </dl>
      <h3 className="visually-hidden">{t('withdrawal.page.articles')}</h3>
      <ul className="withdrawal-order__lines">
        {view.lines.map((line, index) => (
          <li key={index}>
            <span>{t('withdrawal.page.line', { name: line.name, color: line.colorName, size: line.sizeName })}</span>
            <span>× {line.quantity}</span>
            <span className="price">{price(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
