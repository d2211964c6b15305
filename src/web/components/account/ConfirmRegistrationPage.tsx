import { Link, useSearchParams } from 'react-router';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { useLinkOutcome } from './link-outcome';
import { OutcomePanel } from './OutcomePanel';
import { ResendConfirmation } from './ResendConfirmation';

/** Opened from the registration mail: activates the account (`?code&email`). */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const { outcome, retry } = useLinkOutcome(code && email ? `confirm-registration|${code}` : null, () =>
    accountApi.confirmRegistration({ email, code }),
  );
  const networkFailure = outcome.state === 'failure' && outcome.error?.code === NETWORK_ERROR_CODE;
  // Followed before (another browser, another device): the account is active all the same.
  const alreadyActive = outcome.state === 'success' && outcome.data.alreadyActive;

  return (
    <main className="page account-page">
      <div className="account-card">
        <h1 className="account-card__title">{t('confirmRegistration.title')}</h1>
        <OutcomePanel
          state={outcome.state}
          pending={t('confirmRegistration.pending')}
          title={
            outcome.state === 'success'
              ? t(alreadyActive ? 'confirmRegistration.alreadyActiveTitle' : 'confirmRegistration.successTitle')
              : networkFailure
                ? t('errors:network')
                : t('confirmRegistration.failureTitle')
          }
        >
          {outcome.state === 'success' && (
            <>
              <p>{t(alreadyActive ? 'confirmRegistration.alreadyActive' : 'confirmRegistration.success')}</p>
              <Link to="/connexion" className="button">
                {t('confirmRegistration.signIn')}
              </Link>
            </>
          )}
          {networkFailure && (
            <button type="button" className="button" onClick={retry}>
              {t('confirmRegistration.retry')}
            </button>
          )}
          {outcome.state === 'failure' && !networkFailure && (
            <>
              <p>{t('confirmRegistration.failure')}</p>
              {email && <ResendConfirmation email={email} label={t('confirmRegistration.resend')} />}
            </>
          )}
        </OutcomePanel>
      </div>
    </main>
  );
}
