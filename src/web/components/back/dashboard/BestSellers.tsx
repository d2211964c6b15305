import { Link } from 'react-router';
import type { Locale } from '../../../../domain/locale';
import { formatPrice } from '../../../../domain/money';
import type { BestSeller } from '../../../../domain/sales/sales-dashboard';
import { useBackTranslation } from '../use-back-translation';

/** The products sold in most units over 30 days, each a link to its edit page. */
export function BestSellers({ sellers, locale }: { sellers: BestSeller[]; locale: Locale }) {
  const { t } = useBackTranslation();
  return (
    <section className="dashboard-section dashboard-panel" aria-labelledby="dashboard-best">
      <h2 id="dashboard-best">{t('dashboard.bestSellers.title')}</h2>
      {sellers.length === 0 ? (
        <p>{t('dashboard.bestSellers.empty')}</p>
      ) : (
        <ol className="dashboard-list">
          {sellers.map((seller) => (
            <li key={seller.productId}>
              <Link to={`/back/modification/produit/${seller.productId}`}>{locale === 'fr' ? seller.nameFr : seller.nameEn}</Link>
              <span className="dashboard-list__detail">
                {seller.reference} · {t('dashboard.bestSellers.units', { count: seller.units })} · {formatPrice(seller.revenueCents, locale)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
