import { useTranslation } from '../lib/use-translation';
import { Outlet } from 'react-router';
import { bannerMessages, isOn, withFreeDeliveryThreshold } from '../../domain/settings';
import { InfoPopup } from '../components/chrome/InfoPopup';
import { ScrollingBanner } from '../components/chrome/ScrollingBanner';
import { SiteFooter } from '../components/chrome/SiteFooter';
import { SiteHeader } from '../components/chrome/SiteHeader';
import { HydrationSlice } from '../lib/hydration-slice';
import { sharedPage } from '../lib/page-handle';
import { useLocale, useSettings } from '../lib/use-root';

export const handle = sharedPage;

/** Where the skip link lands: the page content, whatever page fills it. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * The storefront's frame around every customer page: news band, header with its menus,
 * footer, and the information pop-up. Each page renders its own `<main>` inside.
 */
export default function StorefrontLayout() {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const locale = useLocale();
  const quoting = (text: string) => withFreeDeliveryThreshold(text, settings, locale);
  const popupText = isOn(settings, 'isdisplaypfopup') ? settings.popupMessage?.trim() : undefined;
  const popup = popupText ? quoting(popupText) : undefined;

  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
      <ScrollingBanner messages={bannerMessages(settings).map(quoting)} />
      <HydrationSlice>
        <SiteHeader />
      </HydrationSlice>
      <div id={MAIN_CONTENT_ID} className="site-content" tabIndex={-1}>
        <HydrationSlice>
          <Outlet />
        </HydrationSlice>
      </div>
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
      {popup && <InfoPopup message={popup} />}
    </>
  );
}
