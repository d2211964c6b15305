import { useEffect, useState, type FormEvent } from 'react';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import { picturesInput, type PictureItem } from '../../../domain/catalogue/product-pictures';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { ProductPictures, type Colour } from '../../components/back/product-pictures/ProductPictures';
import { picturesApi } from '../../components/back/product-pictures/pictures-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { callApi } from '../../lib/api';
import { sharedPage } from '../../lib/page-handle';
import { useLocale } from '../../lib/use-root';
import type { Route } from './+types/product-pictures-page';

export const handle = sharedPage;

/**
 * /back/modification/produit/{id}, for now its pictures only (issue 10, item 3): the product's
 * full edit form (item 2) takes this page over and keeps the pictures component and its API.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const productId = parseUrlId(params.id);
  const result = productId === null ? null : await picturesApi.list(productId);
  return { productId, pictures: result?.ok ? result.data.pictures : null };
}
clientLoader.hydrate = true as const;

function PicturesForm({ productId, initial }: { productId: number; initial: PictureItem[] }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const [value, setValue] = useState(initial);
  const [colours, setColours] = useState<Colour[]>([]);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    void callApi<Colour[]>('GET', `/api/store/colors?lang=${locale}`).then((result) => {
      if (result.ok) setColours(result.data);
    });
  }, [locale]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    const result = await picturesApi.save(productId, picturesInput(value));
    setSaving(false);
    if (result.ok) setValue(result.data.pictures);
    setOutcome(result.ok ? { ok: true, text: t('pictures.saved') } : { ok: false, text: result.error.message || t('pictures.loadFailed') });
  };

  return (
    <form className="product-pictures-page" onSubmit={(event) => void save(event)}>
      <ProductPictures value={value} onChange={setValue} colours={colours} onUploadingChange={setUploading} disabled={saving} />
      <button type="submit" className="button" disabled={uploading || saving}>
        {saving ? t('pictures.saving') : t('pictures.save')}
      </button>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'message' : 'message message--error'}>
          {outcome.text}
        </p>
      )}
      <p>
        <a href={`/produit/${productId}`}>{t('pictures.viewInShop')}</a>
      </p>
    </form>
  );
}

export default function ProductPicturesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const { productId, pictures } = loaderData;
  return (
    <>
      <BackPageTitle title={t('pages.editProduct')} />
      {productId !== null && pictures ? (
        <PicturesForm productId={productId} initial={pictures} />
      ) : (
        <p role="alert">{t('pictures.errors.productNotFound')}</p>
      )}
    </>
  );
}
