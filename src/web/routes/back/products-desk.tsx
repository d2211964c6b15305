import { useState } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
import { productListApiQuery, productListStateFrom, PRODUCT_VIEWS, type StaffProductSummary } from '../../../domain/products/staff-products';
import { backPagePath } from '../../../domain/staff/back-office-pages';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../domain/stock/low-stock';
import { apiErrorMessage } from '../../components/addresses/api-message';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { DeskTable } from '../../components/back/DeskTable';
import { loadDeskPages, useApplyFilters, useShowMore } from '../../components/back/desk-pages';
import { ProductRow, type ProductAction } from '../../components/back/ProductRow';
import { productsApi } from '../../components/back/products-api';
import { SortFields } from '../../components/back/SortFields';
import { stockApi } from '../../components/back/stock/stock-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { sharedPage } from '../../lib/page-handle';
import { useLocale } from '../../lib/use-root';
import type { Route } from './+types/products-desk';
import '../../components/back/products.css';

export const handle = sharedPage;

/**
 * /back/gestion-des-produits: the products, searched by reference, name or price and sorted by
 * date, price or stock, 10 at a time; archived ones apart. The state is in the URL like the
 * orders desk's (`page` = pages shown, loaded together).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const state = productListStateFrom(new URL(request.url).searchParams);
  return { state, ...(await loadDeskPages(state.pages, (page) => productsApi.list(productListApiQuery(state, page)))) };
}
clientLoader.hydrate = true as const;

type Pending = { action: ProductAction; product: StaffProductSummary } | null;

export default function ProductsDesk({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const applyFilters = useApplyFilters();
  const locale = useLocale();
  const { state, items, total, hasMore, failed, last } = loaderData;
  const revalidator = useRevalidator();
  // The creation form comes back here with what it created.
  const created = (useLocation().state as { notice?: string } | null)?.notice ?? '';
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState(created);

  const nameOf = (product: StaffProductSummary) => (locale === 'fr' ? product.nameFr : product.nameEn);

  /** Carries out the confirmed action; the dialog shows a refusal, the page announces a success and reloads the list. */
  const run = async ({ action, product }: NonNullable<Pending>): Promise<string | null> => {
    const name = nameOf(product);
    if (action === 'toggle') {
      const result = await productsApi.setPublished(product.id, !product.published);
      if (!result.ok) return apiErrorMessage(result.error, t);
      setNotice(t(result.data.published ? 'productsDesk.published' : 'productsDesk.withdrawn', { name }));
    } else if (action === 'restore') {
      const result = await productsApi.restore(product.id);
      if (!result.ok) return apiErrorMessage(result.error, t);
      setNotice(t('productsDesk.restored', { name }));
    } else {
      const result = await productsApi.remove(product.id);
      if (!result.ok) return apiErrorMessage(result.error, t);
      setNotice(t(result.data.outcome === 'archived' ? 'productsDesk.archivedDone' : 'productsDesk.erased', { name }));
    }
    void revalidator.revalidate();
    return null;
  };

  const showMore = useShowMore(state.pages);

  const name = pending ? nameOf(pending.product) : '';
  const QUESTIONS = {
    toggle: 'productsDesk.toggleQuestion',
    remove: 'productsDesk.removeQuestion',
    restore: 'productsDesk.restoreQuestion',
  } as const;
  const question = pending ? t(QUESTIONS[pending.action], { name }) : '';
  const text = !pending
    ? undefined
    : pending.action === 'remove'
      ? t('productsDesk.removeText')
      : pending.action === 'restore'
        ? t('productsDesk.restoreText')
        : t(pending.product.published ? 'productsDesk.withdrawText' : 'productsDesk.publishText', { name });

  return (
    <>
      <BackPageTitle title={t('pages.products')} />
      <p className="products-desk__actions">
        <Link to={backPagePath('createProduct')} className="button">
          {t('productsDesk.create')}
        </Link>
        <a href={stockApi.stockFileUrl} download className="button">
          {t('stock.desk.export')}
        </a>
        <Link to={backPagePath('stockImport')} className="button">
          {t('stock.desk.import')}
        </Link>
      </p>
      <Form method="get" className="orders-desk__filters" onChange={applyFilters} aria-label={t('productsDesk.filters')}>
        <SortFields
          sort={state.sort}
          dir={state.dir}
          choices={[
            { value: 'date', label: t('productsDesk.sortDate') },
            { value: 'price', label: t('productsDesk.sortPrice') },
            { value: 'stock', label: t('productsDesk.sortStock') },
          ]}
        />
        <label>
          {t('productsDesk.search')}
          <input type="search" name="q" defaultValue={state.q ?? ''} maxLength={100} />
        </label>
        <label>
          {t('productsDesk.view')}
          <select name="view" defaultValue={state.view}>
            {PRODUCT_VIEWS.map((view) => (
              <option key={view} value={view}>
                {t(view === 'archived' ? 'productsDesk.viewArchived' : 'productsDesk.viewCatalogue')}
              </option>
            ))}
          </select>
        </label>
      </Form>

      <p role="status" className="orders-desk__notice">
        {notice}
      </p>
      {failed && <p role="alert">{t('productsDesk.loadFailed')}</p>}
      <p>{t('productsDesk.count', { count: total })}</p>

      {items.length === 0 ? (
        <p>{t('productsDesk.none')}</p>
      ) : (
        <DeskTable
          caption={t('productsDesk.caption')}
          columns={[
            t('productsDesk.picture'),
            t('productsDesk.reference'),
            t('productsDesk.name'),
            t('productsDesk.price'),
            t('productsDesk.stock'),
            t('productsDesk.online'),
            t('productsDesk.date'),
            t('productsDesk.actions'),
          ]}
        >
          {items.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              lowStockThreshold={last?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD}
              onAsk={(action) => setPending({ action, product })}
            />
          ))}
        </DeskTable>
      )}
      {hasMore && (
        <button type="button" className="orders-desk__more" onClick={showMore}>
          {t('productsDesk.more')}
        </button>
      )}

      <ConfirmDialog
        open={pending !== null}
        question={question}
        text={text}
        cancelLabel={t('productsDesk.dialogCancel')}
        confirmLabel={t('productsDesk.dialogConfirm')}
        onConfirm={() => (pending ? run(pending) : Promise.resolve(null))}
        onClose={() => setPending(null)}
      />
    </>
  );
}
