import { Link, useSearchParams } from 'react-router';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { useLinkOutcome } from '../account/link-outcome';
import { OutcomePanel } from '../account/OutcomePanel';
import { backInStockApi } from './back-in-stock-api';

/**
 * Opened from a back-in-stock request's confirmation mail (`?code`): the browser posts the code
 * once the page is shown, so a mail scanner opening the link turns no alert on (like the
 * newsletter's confirmation page).
 */
export function ConfirmBackInStockPage() {
  const { t } = useTranslation('catalogue');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const { outcome, retry } = useLinkOutcome(code ? `confirm-back-in-stock|${code}` : null, () => backInStockApi.confirm(code));
  const networkFailure = outcome.state === 'failure' && outcome.error?.code === NETWORK_ERROR_CODE;

  return (
    <main className="page account-page">
      <div className="account-card">
        <h1 className="account-card__title">{t('backInStock.pageTitle')}</h1>
        <OutcomePanel
          state={outcome.state}
          pending={t('backInStock.pending')}
          title={outcome.state === 'success' ? t('backInStock.successTitle') : networkFailure ? t('errors:network') : t('backInStock.failureTitle')}
        >
          {outcome.state === 'success' && <p>{t('backInStock.success')}</p>}
          {outcome.state === 'failure' && !networkFailure && <p>{t('backInStock.failure')}</p>}
          {networkFailure ? (
            <button type="button" className="button" onClick={retry}>
              {t('backInStock.retry')}
            </button>
          ) : (
            outcome.state !== 'pending' && (
              <Link to="/" className="button">
                {t('backInStock.home')}
              </Link>
            )
          )}
        </OutcomePanel>
      </div>
    </main>
  );
}
