import { BackPageTitle } from '../../components/back/BackPageTitle';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';

export const handle = sharedPage;

/** /back/gestion-des-commandes: where staff land. The orders desk itself is built in the next step (issue 9, item 3). */
export default function OrdersDesk() {
  const { t } = useBackTranslation();
  return (
    <>
      <BackPageTitle title={t('pages.orders')} />
      <p className="back-page__coming">{t('shell.ordersComing')}</p>
    </>
  );
}
