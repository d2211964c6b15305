import { Link } from 'react-router';
import type { Locale } from '../../../../domain/locale';
import type { SalesDashboard } from '../../../../domain/sales/sales-dashboard';
import { backPagePath } from '../../../../domain/staff/back-office-pages';
import { useBackTranslation } from '../use-back-translation';

/** The variants about to sell out, fewest units first, each a link to its product; and the products list sorted by stock. */
export function LowStock({ lowStock, locale }: { lowStock: SalesDashboard['lowStock']; locale: Locale }) {
  const { t } = useBackTranslation();
  return (
    <section className="dashboard-section dashboard-panel" aria-labelledby="dashboard-low">
      <h2 id="dashboard-low">{t('dashboard.lowStock.title')}</h2>
      <p>{t('dashboard.lowStock.intro', { threshold: lowStock.threshold })}</p>
      {lowStock.items.length === 0 ? (
        <p>{t('dashboard.lowStock.empty')}</p>
      ) : (
        <>
          <ul className="dashboard-list">
            {lowStock.items.map((item) => (
              <li key={`${item.productId}-${item.colorFr}-${item.size}`}>
                <Link to={`/back/modification/produit/${item.productId}`}>{locale === 'fr' ? item.nameFr : item.nameEn}</Link>
                <span className={`dashboard-list__detail${item.quantity === 0 ? ' dashboard-stock--out' : ''}`}>
                  {t('dashboard.lowStock.line', {
                    color: locale === 'fr' ? item.colorFr : item.colorEn,
                    size: item.size,
                    stock: item.quantity === 0 ? t('dashboard.lowStock.soldOut') : t('dashboard.lowStock.left', { count: item.quantity }),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <p>
            {t('dashboard.lowStock.total', { count: lowStock.total })} ·{' '}
            <Link to={`${backPagePath('products')}?sort=stock&dir=asc`}>{t('dashboard.lowStock.all')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
