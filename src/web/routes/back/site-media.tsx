import { UPLOAD_LIMIT_VALUES } from '../../../domain/catalogue/product-pictures';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { siteMediaApi } from '../../components/back/site-media/site-media-api';
import { SiteImageCard } from '../../components/back/site-media/SiteImageCard';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/site-media';
import '../../components/back/parameters/parameters.css';
import '../../components/back/site-media/site-media.css';

export const handle = sharedPage;

/**
 * /back/gestion-des-medias (administrators; the layout sends a collaborator to the orders
 * list): the site's pictures, each replaced on its own (ADR 22).
 */
export async function clientLoader() {
  const result = await siteMediaApi.images();
  return { images: result.ok ? result.data.images : null };
}
clientLoader.hydrate = true as const;

export default function SiteMedia({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  return (
    <>
      <BackPageTitle title={t('pages.media')} />
      <p>{t('siteMedia.intro', UPLOAD_LIMIT_VALUES)}</p>
      {loaderData.images === null && <p role="alert">{t('siteMedia.loadFailed')}</p>}
      <div className="site-media">
        {loaderData.images?.map((image) => (
          <SiteImageCard key={image.slot} image={image} />
        ))}
      </div>
    </>
  );
}
