import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { sizeGuideFor } from '../../../domain/catalogue/size-guide';
import type { ProductDetail } from '../../../domain/catalogue/types';
import { freeShippingThresholdCents } from '../../../domain/settings';
import { DELIVERY_WORKING_DAYS, POLICY_DURATIONS } from '../../../domain/shop-policies';
import { useLocale, usePrice, useSettings } from '../../lib/use-root';
import { SizeGuideTable } from '../size-guide/SizeGuideTable';

/**
 * The folding panels under the add button (spec section 2): size guide (not for accessories),
 * product details, delivery and returns. <details> opens with the keyboard and without script.
 */
export function ProductPanels({ product }: { product: Pick<ProductDetail, 'category' | 'description' | 'modelName' | 'weightGrams'> }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const price = usePrice();
  const threshold = freeShippingThresholdCents(useSettings());
  const guide = sizeGuideFor(product.category);
  const days = DELIVERY_WORKING_DAYS[locale];

  return (
    <div className="panels">
      {guide && (
        <details className="panel">
          <summary>{t('panels.sizeGuide')}</summary>
          <div className="panel__body">
            <SizeGuideTable rows={guide} caption={t('panels.sizeGuideCaption')} className="size-table" />
            <p>
              <Link to="/guide">{t('panels.fullGuide')}</Link>
            </p>
          </div>
        </details>
      )}
      <details className="panel">
        <summary>{t('panels.details')}</summary>
        <div className="panel__body">
          {product.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <dl className="panel__facts">
            {product.modelName && (
              <div>
                <dt>{t('panels.model')}</dt>
                <dd>{product.modelName}</dd>
              </div>
            )}
            <div>
              <dt>{t('panels.weight')}</dt>
              <dd>{t('panels.grams', { value: product.weightGrams })}</dd>
            </div>
          </dl>
        </div>
      </details>
      <details className="panel">
        <summary>{t('panels.delivery')}</summary>
        <div className="panel__body">
          <p>{t('panels.deliveryTime', days)}</p>
          {threshold !== null && <p>{t('panels.freeDelivery', { amount: price(threshold) })}</p>}
          <p>{t('panels.returns', { count: POLICY_DURATIONS.returnWindow.value })}</p>
          <p className="panel__links">
            <Link to="/livraisons">{t('panels.deliveryLink')}</Link>
            <Link to="/echanges-et-retours">{t('panels.returnsLink')}</Link>
          </p>
        </div>
      </details>
    </div>
  );
}
