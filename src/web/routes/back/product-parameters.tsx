import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { CollectionsSection } from '../../components/back/parameters/CollectionsSection';
import { ColorsSection } from '../../components/back/parameters/ColorsSection';
import { parametersApi } from '../../components/back/parameters/parameters-api';
import { PromoCodesSection } from '../../components/back/parameters/PromoCodesSection';
import type { DeleteRequest } from '../../components/back/parameters/shared';
import { SizesSection } from '../../components/back/parameters/SizesSection';
import { ThresholdSection } from '../../components/back/parameters/ThresholdSection';
import { useApiMessage } from '../../components/back/parameters/use-parameter-form';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/product-parameters';
import '../../components/back/parameters/parameters.css';

export const handle = sharedPage;

/**
 * /back/produit/gestion-des-parametres (administrators; the layout sends a collaborator to the
 * orders list): collections, colours, sizes, promo codes and the free-delivery threshold, read
 * in one go and read again after every write.
 */
export async function clientLoader() {
  const [collections, colors, sizes, promoCodes, threshold] = await Promise.all([
    parametersApi.collections(),
    parametersApi.colors(),
    parametersApi.sizes(),
    parametersApi.promoCodes(),
    parametersApi.threshold(),
  ]);
  return {
    failed: [collections, colors, sizes, promoCodes, threshold].some((result) => !result.ok),
    collections: collections.ok ? collections.data : [],
    colors: colors.ok ? colors.data : [],
    sizes: sizes.ok ? sizes.data : [],
    promoCodes: promoCodes.ok ? promoCodes.data : [],
    threshold: threshold.ok ? threshold.data.amountEuros : 0,
  };
}
clientLoader.hydrate = true as const;

/** The page's sections, in their order, as the in-page menu names them (each section's `id`). */
const PARAMETER_SECTIONS = [
  { id: 'collections', title: 'parameters.collections.title' },
  { id: 'colors', title: 'parameters.colors.title' },
  { id: 'sizes', title: 'parameters.sizes.title' },
  { id: 'promo-codes', title: 'parameters.promoCodes.title' },
  { id: 'threshold', title: 'parameters.threshold.title' },
] as const;

export default function ProductParameters({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const apiMessage = useApiMessage();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<DeleteRequest | null>(null);
  const reload = () => void revalidator.revalidate();

  /** A refusal (still used, already gone) stays in the dialog, as the spec's alert with the server's message. */
  const remove = async (request: DeleteRequest): Promise<string | null> => {
    const result = await request.remove();
    if (!result.ok) return apiMessage(result.error);
    request.done();
    reload();
    return null;
  };

  const sections = { onChanged: reload, onDelete: setPending };
  return (
    <>
      <BackPageTitle title={t('pages.productParameters')} />
      <p>{t('parameters.intro')}</p>
      {loaderData.failed && <p role="alert">{t('parameters.loadFailed')}</p>}
      {/* A long page: its sections one click away. */}
      <nav className="parameters__menu" aria-label={t('parameters.menu')}>
        <ul>
          {PARAMETER_SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`}>{t(title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="parameters">
        <CollectionsSection collections={loaderData.collections} {...sections} />
        <ColorsSection colors={loaderData.colors} {...sections} />
        <SizesSection sizes={loaderData.sizes} {...sections} />
        <PromoCodesSection promoCodes={loaderData.promoCodes} {...sections} />
        <ThresholdSection amountEuros={loaderData.threshold} />
      </div>
      <ConfirmDialog
        open={pending !== null}
        question={pending?.question ?? ''}
        text={t('parameters.deleteText')}
        cancelLabel={t('parameters.dialogCancel')}
        confirmLabel={t('parameters.dialogConfirm')}
        onConfirm={() => (pending ? remove(pending) : Promise.resolve(null))}
        onClose={() => setPending(null)}
      />
    </>
  );
}
