import { Link } from 'react-router';
import { orderDateLabel } from '../../../domain/orders/order-date';
import type { StaffProductSummary } from '../../../domain/products/staff-products';
import { imageUrl, productPictureSize } from '../../lib/images';
import { useLocale, usePrice } from '../../lib/use-root';
import { useBackTranslation } from './use-back-translation';

/** What a row asks the page to confirm (spec back-office 8: the toggle's 'Confirmez-vous cette action ?', and the deletion). */
export type ProductAction = 'toggle' | 'remove' | 'restore';

type Props = { product: StaffProductSummary; lowStockThreshold: number; onAsk(action: ProductAction): void };

/**
 * One product of the list: its card picture, reference, name, price, stock (with a warning
 * when variants run low), the publication switch, its date, and Modifier / Supprimer. An
 * archived product says so in place of the switch; its page stays open and Rétablir brings it back.
 */
export function ProductRow({ product, lowStockThreshold, onAsk }: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const price = usePrice();
  const name = locale === 'fr' ? product.nameFr : product.nameEn;
  return (
    <tr>
      <td>{product.image ? <img className="products-desk__thumb" src={imageUrl(product.image, 400)} alt="" {...productPictureSize(56)} /> : null}</td>
      <th scope="row">{product.reference}</th>
      <td>{name}</td>
      <td>{price(product.priceCents)}</td>
      <td>
        {t('productsDesk.units', { count: product.totalStock })}
        {product.lowStockVariants > 0 && (
          <>
            <br />
            <span className="products-desk__low" title={t('productsDesk.lowStockHint', { threshold: lowStockThreshold })}>
              {t('productsDesk.lowStock', { count: product.lowStockVariants })}
            </span>
          </>
        )}
      </td>
      <td>
        {product.archived ? (
          t('productsDesk.archived')
        ) : (
          <button
            type="button"
            role="switch"
            aria-checked={product.published}
            aria-label={t('productsDesk.publishLabel', { name })}
            className={`products-desk__switch${product.published ? ' products-desk__switch--on' : ''}`}
            onClick={() => onAsk('toggle')}
          >
            {product.published ? t('productsDesk.switchOn') : t('productsDesk.switchOff')}
          </button>
        )}
      </td>
      <td>{orderDateLabel(product.createdAt)}</td>
      <td className="orders-desk__actions">
        <Link to={`/back/modification/produit/${product.id}`} aria-label={t('productsDesk.editLabel', { name })}>
          {t('productsDesk.edit')}
        </Link>
        {product.archived ? (
          <button type="button" aria-label={t('productsDesk.restoreLabel', { name })} onClick={() => onAsk('restore')}>
            {t('productsDesk.restore')}
          </button>
        ) : (
          <button type="button" className="button--danger" aria-label={t('productsDesk.removeLabel', { name })} onClick={() => onAsk('remove')}>
            {t('productsDesk.remove')}
          </button>
        )}
      </td>
    </tr>
  );
}
