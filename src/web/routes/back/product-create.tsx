import { useNavigate } from 'react-router';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { ProductForm } from '../../components/back/product-form/ProductForm';
import { productsApi } from '../../components/back/products-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import { useLocale } from '../../lib/use-root';
import type { Route } from './+types/product-create';
import '../../components/back/products.css';

export const handle = sharedPage;

/** /back/creer-un-produit: the form's lists are read first; collaborators create products too. */
export async function clientLoader() {
  const options = await productsApi.options();
  return { options: options.ok ? options.data : null };
}
clientLoader.hydrate = true as const;

export default function CreateProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { options } = loaderData;
  return (
    <>
      <BackPageTitle title={t('pages.createProduct')} />
      {options ? (
        <ProductForm
          options={options}
          product={null}
          // The list, searched for the new product, where it is published.
          onSaved={(_saved, values) =>
            navigate(`/back/gestion-des-produits?${new URLSearchParams({ q: values.reference.trim() })}`, {
              state: { notice: t('productsDesk.created', { name: locale === 'fr' ? values.nameFr.trim() : values.nameEn.trim() }) },
            })
          }
        />
      ) : (
        <p role="alert">{t('productForm.loadFailed')}</p>
      )}
    </>
  );
}
