import { useRevalidator } from 'react-router';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { parametersApi } from '../../components/back/parameters/parameters-api';
import { ThresholdSection } from '../../components/back/parameters/ThresholdSection';
import { siteSettingsApi } from '../../components/back/site-settings/site-settings-api';
import { SiteSettingsForm } from '../../components/back/site-settings/SiteSettingsForm';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/site-settings';
import '../../components/back/parameters/parameters.css';
import '../../components/back/site-settings/site-settings.css';

export const handle = sharedPage;

/**
 * /back/parametre-du-site (administrators; the layout sends a collaborator to the orders list):
 * every site setting in one form, and the free-delivery threshold in its own, the product
 * parameters' (the spec's settings save carries it too, back-office section 7).
 */
export async function clientLoader() {
  const [settings, threshold] = await Promise.all([siteSettingsApi.read(), parametersApi.threshold()]);
  return {
    settings: settings.ok ? settings.data : null,
    threshold: threshold.ok ? threshold.data.amountEuros : null,
  };
}
clientLoader.hydrate = true as const;

export default function SiteSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const revalidator = useRevalidator();
  const { settings, threshold } = loaderData;
  return (
    <>
      <BackPageTitle title={t('pages.siteSettings')} />
      <p>{t('siteSettings.intro')}</p>
      {(settings === null || threshold === null) && <p role="alert">{t('siteSettings.loadFailed')}</p>}
      {/* Read again after another administrator's save: the form starts over from what is stored. */}
      {settings && <SiteSettingsForm key={settings.version} opened={settings} onReload={() => void revalidator.revalidate()} />}
      {threshold !== null && (
        <div className="site-settings">
          <ThresholdSection amountEuros={threshold} />
        </div>
      )}
    </>
  );
}
