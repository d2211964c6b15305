import type { Locale } from '../../../../domain/locale';
import { formatPrice } from '../../../../domain/money';
import { formatChange, type SalesPeriodSummary } from '../../../../domain/sales/sales-dashboard';
import { useBackTranslation } from '../use-back-translation';

/** ▲ up, ▼ down, = level: read as the words next to it, so hidden from screen readers. */
function Trend({ change }: { change: number }) {
  const [arrow, way] = change > 0 ? ['▲', 'up'] : change < 0 ? ['▼', 'down'] : ['=', 'level'];
  return (
    <span className={`dashboard-trend dashboard-trend--${way}`} aria-hidden="true">
      {arrow}
    </span>
  );
}

function Card({ period, locale }: { period: SalesPeriodSummary; locale: Locale }) {
  const { t } = useBackTranslation();
  const compared = t(`dashboard.comparedWith.${period.key}`);
  const sold = period.current.orders > 0;
  return (
    <li className="dashboard-card">
      <h3 className="dashboard-card__title">{t(`dashboard.periods.${period.key}`)}</h3>
      <dl className="dashboard-card__figures">
        <div>
          <dt>{t('dashboard.revenue')}</dt>
          <dd className="dashboard-card__amount">{formatPrice(period.current.revenueCents, locale)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.orders')}</dt>
          <dd>{period.current.orders}</dd>
        </div>
      </dl>
      {!sold && <p className="dashboard-card__none">{t('dashboard.noSales')}</p>}
      {period.revenueChange === null ? (
        <p className="dashboard-card__change">{t('dashboard.noPreviousSales')}</p>
      ) : (
        <>
          <p className="dashboard-card__change">
            <Trend change={period.revenueChange} /> {t('dashboard.revenueChange', { change: formatChange(period.revenueChange, locale), compared })}
          </p>
          <p className="dashboard-card__change dashboard-card__change--orders">
            {t('dashboard.ordersChange', { change: formatChange(period.ordersChange ?? 0, locale) })}
          </p>
        </>
      )}
    </li>
  );
}

/** Today, 7 and 30 days: revenue and orders, and how they moved since the period before. */
export function SalesCards({ periods, locale }: { periods: SalesPeriodSummary[]; locale: Locale }) {
  const { t } = useBackTranslation();
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-sales">
      <h2 id="dashboard-sales">{t('dashboard.sales')}</h2>
      <ul className="dashboard-cards">
        {periods.map((period) => (
          <Card key={period.key} period={period} locale={locale} />
        ))}
      </ul>
    </section>
  );
}
