import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import { savedStockDiffers } from '../../../domain/products/product-form-values';
import { backPagePath } from '../../../domain/staff/back-office-pages';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { ProductForm } from '../../components/back/product-form/ProductForm';
import { productsApi } from '../../components/back/products-api';
import { stockApi, variantFrom } from '../../components/back/stock/stock-api';
import { HISTORY_PARAMS, StockHistory } from '../../components/back/stock/StockHistory';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/product-edit';
import '../../components/back/products.css';

export const handle = sharedPage;

/** /back/modification/produit/{id}: the product as it is now (with its version), the form's lists, and a page of its stock history. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = parseUrlId(params.id);
  if (id === null) return { status: 'missing' as const };
  const query = new URL(request.url).searchParams;
  const variant = variantFrom(query.get(HISTORY_PARAMS.variant));
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(query.get(HISTORY_PARAMS.page))) || 1));
  const [product, options, movements] = await Promise.all([productsApi.get(id), productsApi.options(), stockApi.movements(id, variant, page)]);
  if (!product.ok && product.error.status === 404) return { status: 'missing' as const };
  if (!product.ok || !options.ok) return { status: 'failed' as const };
  return { status: 'found' as const, product: product.data, options: options.data, variant, movements: movements.ok ? movements.data : null };
}
clientLoader.hydrate = true as const;

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState('');
  const backToList = (
    <p>
      <Link to={backPagePath('products')}>{t('productForm.backToList')}</Link>
    </p>
  );
  if (loaderData.status !== 'found') {
    return (
      <>
        <BackPageTitle title={t('pages.editProduct')} />
        <p role="alert">{t(loaderData.status === 'missing' ? 'productForm.notFound' : 'productForm.loadFailed')}</p>
        {backToList}
      </>
    );
  }
  const { product, options, variant, movements } = loaderData;
  return (
    <>
      <BackPageTitle title={t('pages.editProduct')} />
      <p>
        {t('productForm.editing', {
          reference: product.reference,
          state: t(product.published ? 'productForm.stateOnline' : 'productForm.stateOffline'),
        })}
      </p>
      {backToList}
      <p role="status">{notice}</p>
      {product.archivedAt ? (
        <p>{t('productForm.archived')}</p>
      ) : (
        <ProductForm
          // A new version (saved here, or reloaded after someone else's save) starts the form again from it.
          key={product.version}
          options={options}
          product={product}
          onSaved={(saved, values) => {
            setNotice(
              savedStockDiffers(values, saved.stock) ? `${t('productForm.saved')} ${t('productForm.stockAdjusted')}` : t('productForm.saved'),
            );
            void revalidate();
          }}
          onReload={() => {
            setNotice('');
            void revalidate();
          }}
        />
      )}
      <StockHistory productId={product.id} variants={product.stock} options={options} variant={variant} movements={movements} />
    </>
  );
}
