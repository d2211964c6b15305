import { Outlet } from 'react-router';
import { ShopLogoLink } from '../../components/account/ShopLogoLink';
import { SiteFooter } from '../../components/chrome/SiteFooter';
import { useTranslation } from '../../lib/use-translation';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of the checkout pages: on checkout the header shows only the logo (spec), so
 * nothing leads the customer away from paying but a deliberate click; the footer stays (its
 * terms, delivery and returns links, and the language switch). Each page renders its own
 * `<main>`. No loader: each page reads the checkout it needs, for this visitor only.
 */
export default function CheckoutLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
      <header className="plain-header">
        <ShopLogoLink />
      </header>
      <div id={MAIN_CONTENT_ID} className="site-content" tabIndex={-1}>
        <Outlet />
      </div>
      <SiteFooter />
    </>
  );
}
