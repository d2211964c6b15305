import { Link, useSearchParams } from 'react-router';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useShopper } from '../../lib/shopper';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { useLinkOutcome } from './link-outcome';
import { OutcomePanel } from './OutcomePanel';

/**
 * Opened from the mail sent to a new address (`?code`): the code alone identifies the change,
 * so the link works in any browser, signed in or not.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const { signedIn } = useShopper();
  const code = searchParams.get('code')?.trim() ?? '';
  const { outcome, retry } = useLinkOutcome(code ? `confirm-email-change|${code}` : null, () => accountApi.confirmEmailChange(code));
  const networkFailure = outcome.state === 'failure' && outcome.error?.code === NETWORK_ERROR_CODE;
  const next = signedIn ? (
    <Link to="/parametres-du-compte" className="button">
      {t('confirmEmailChange.toSettings')}
    </Link>
  ) : (
    <Link to="/connexion" className="button">
      {t('confirmRegistration.signIn')}
    </Link>
  );

  return (
    <main className="page account-page">
      <div className="account-card">
        <h1 className="account-card__title">{t('confirmEmailChange.title')}</h1>
        <OutcomePanel
          state={outcome.state}
          pending={t('confirmEmailChange.pending')}
          title={
            outcome.state === 'success'
              ? t('confirmEmailChange.successTitle')
              : networkFailure
                ? t('errors:network')
                : t('confirmEmailChange.failureTitle')
          }
        >
          {outcome.state === 'success' && (
            <>
              <p>{t('confirmEmailChange.success', { email: outcome.data.email })}</p>
              {next}
            </>
          )}
          {networkFailure && (
            <button type="button" className="button" onClick={retry}>
              {t('confirmEmailChange.retry')}
            </button>
          )}
          {outcome.state === 'failure' && !networkFailure && (
            <>
              <p>{t('confirmEmailChange.failure')}</p>
              {next}
            </>
          )}
        </OutcomePanel>
      </div>
    </main>
  );
}
