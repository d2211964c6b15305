import { Link } from 'react-router';
import { withdrawalApi } from '../../components/withdrawal/withdrawal-api';
import { withdrawalMeta } from '../../components/withdrawal/withdrawal-meta';
import { WithdrawalPage } from '../../components/withdrawal/WithdrawalPage';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import type { Route } from './+types/link-withdrawal';

/**
 * /retractation/{token}: the page a mail's "Se rétracter du contrat ici" opens, without an
 * account. The order is read by the browser from the API with the link's token, as /factures
 * reads its list (no reader in the load context, no call between the render workers and the
 * main thread); opening the link changes nothing, so a mail scanner that follows it withdraws
 * nobody: only the form's confirmation does.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const result = await withdrawalApi.viewByLink(params.token);
  if (result.ok) return { view: result.data, failure: null };
  return { view: null, failure: result.error.code === NETWORK_ERROR_CODE ? ('network' as const) : ('invalid' as const) };
}
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return withdrawalMeta(matches, { number: loaderData?.view?.orderNumber });
}

/** What the server sends: the page's heading and a loading line, until the browser has the order. */
export function HydrateFallback() {
  const { t } = useTranslation('orders');
  return (
    <main className="page withdrawal-page">
      <h1 className="account-area__title">{t('withdrawal.meta.lookup')}</h1>
      <p role="status">{t('withdrawal.page.loading')}</p>
    </main>
  );
}

export default function LinkWithdrawalRoute({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('orders');
  const { view, failure } = loaderData;
  return (
    <main className="page withdrawal-page">
      {view ? (
        <WithdrawalPage view={view} confirm={(input) => withdrawalApi.confirmByLink(params.token, input)} orderPath={null} />
      ) : (
        <>
          <h1 className="account-area__title">{t('withdrawal.meta.lookup')}</h1>
          <p className="message message--error">{failure === 'network' ? t('errors:network') : t('withdrawal.errors.linkInvalid')}</p>
          <p>
            <Link to="/retractation" className="button">
              {t('withdrawal.page.lookupAgain')}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
