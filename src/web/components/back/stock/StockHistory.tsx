import { Link, useSearchParams } from 'react-router';
import { orderDateTimeLabel } from '../../../../domain/orders/order-date';
import type { CatalogueOptions } from '../../../../domain/products/staff-products';
import { movementAuthor } from '../../../../domain/stock/stock-csv';
import type { StockMovementPage } from '../../../../domain/stock/stock-movements';
import { useLocale } from '../../../lib/use-root';
import { DeskTable } from '../DeskTable';
import { useBackTranslation } from '../use-back-translation';
import { stockApi, type VariantChoice } from './stock-api';
import './stock.css';

type Props = {
  productId: number;
  /** The variants the product is made in, to choose one. */
  variants: { colorId: number; sizeId: number }[];
  options: Pick<CatalogueOptions, 'colors' | 'sizes'>;
  variant: VariantChoice;
  /** Null when the history could not be read. */
  movements: StockMovementPage | null;
};

/** Query parameters of the product page that hold the history's state, so a reload or a link shows the same page of it. */
export const HISTORY_PARAMS = { variant: 'mouvements', page: 'page-mouvements' } as const;

/**
 * The product's stock history under its form (ADR 41): each movement, newest first, when (Paris
 * time), which variant, before → after, why, by whom or for which order; one variant or all,
 * 20 a page, and the whole as a CSV file.
 */
export function StockHistory({ productId, variants, options, variant, movements }: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const [, setParams] = useSearchParams();
  const colorName = (id: number) => {
    const color = options.colors.find((c) => c.id === id);
    return color ? (locale === 'en' ? color.nameEn : color.nameFr) : '';
  };
  const sizeName = (id: number) => options.sizes.find((s) => s.id === id)?.name ?? '';
  const show = (next: { variant?: string; page?: number }) =>
    setParams(
      (params) => {
        if (next.variant !== undefined) params.set(HISTORY_PARAMS.variant, next.variant);
        params.set(HISTORY_PARAMS.page, String(next.page ?? 1));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const pages = movements ? Math.max(1, Math.ceil(movements.total / movements.pageSize)) : 1;
  const columns = [t('stock.history.date'), t('stock.history.variant'), t('stock.history.change'), t('stock.history.reason'), t('stock.history.by')];

  return (
    <section className="stock-history" aria-labelledby="stock-history-title">
      <h2 id="stock-history-title">{t('stock.history.title')}</h2>
      <p>{t('stock.history.intro')}</p>
      <div className="stock-history__tools">
        <label>
          {t('stock.history.variant')}
          <select value={variant ? `${variant.colorId}-${variant.sizeId}` : ''} onChange={(event) => show({ variant: event.target.value })}>
            <option value="">{t('stock.history.allVariants')}</option>
            {variants.map(({ colorId, sizeId }) => (
              <option key={`${colorId}-${sizeId}`} value={`${colorId}-${sizeId}`}>
                {t('stock.history.variantName', { color: colorName(colorId), size: sizeName(sizeId) })}
              </option>
            ))}
          </select>
        </label>
        <a className="button" href={stockApi.movementsFileUrl(productId, variant)} download>
          {t('stock.history.export')}
        </a>
      </div>
      {movements === null ? (
        <p role="alert">{t('stock.history.loadFailed')}</p>
      ) : movements.items.length === 0 ? (
        <p>{t('stock.history.none')}</p>
      ) : (
        <>
          <p>{t('stock.history.count', { count: movements.total })}</p>
          <div className="stock-table">
            <DeskTable caption={t('stock.history.caption')} columns={columns}>
              {movements.items.map((movement) => (
                <tr key={movement.id}>
                  <td data-label={columns[0]}>{orderDateTimeLabel(movement.at)}</td>
                  <td data-label={columns[1]}>{t('stock.history.variantName', { color: movement.colorName, size: movement.sizeName })}</td>
                  <td data-label={columns[2]}>{t('stock.history.changeValue', { before: movement.before, after: movement.after })}</td>
                  <td data-label={columns[3]}>{t(`stock.reasons.${movement.reason}`)}</td>
                  <td data-label={columns[4]}>
                    <span>
                      {movementAuthor(movement, { theShop: t('stock.history.theShop'), formerMember: t('stock.history.formerMember') })}
                      {movement.orderId !== null && movement.orderNumber && (
                        <>
                          {' · '}
                          <Link to={`/back/commandes/${movement.orderId}`}>{t('stock.history.order', { number: movement.orderNumber })}</Link>
                        </>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </DeskTable>
          </div>
          {pages > 1 && (
            <nav className="stock-history__paging" aria-label={t('stock.history.paging')}>
              <button type="button" disabled={movements.page <= 1} onClick={() => show({ page: movements.page - 1 })}>
                {t('stock.history.previous')}
              </button>
              <span>{t('stock.history.pageOf', { page: movements.page, pages })}</span>
              <button type="button" disabled={movements.page >= pages} onClick={() => show({ page: movements.page + 1 })}>
                {t('stock.history.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
