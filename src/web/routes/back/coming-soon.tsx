import { useLocation } from 'react-router';
import { findBackPage } from '../../../domain/staff/back-office-pages';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';

export const handle = sharedPage;

/**
 * The back-office pages of later issues (products, newsletters, team, settings, media…): their
 * addresses and guards exist now (the layout applies them); the page says plainly that it is
 * not there yet.
 */
export default function ComingSoon() {
  const { t } = useBackTranslation();
  const page = findBackPage(useLocation().pathname);
  return (
    <>
      <BackPageTitle title={page ? t(`pages.${page.key}`) : t('shell.navigation')} />
      <p className="back-page__coming">{t('shell.coming')}</p>
    </>
  );
}
