import { Link, useSearchParams } from 'react-router';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { useLinkOutcome } from './link-outcome';
import { OutcomePanel } from './OutcomePanel';

/**
 * Opened from the footer sign-up's confirmation mail (`?code`): the browser posts the code once
 * the page is shown, so a mail scanner opening the link subscribes nobody. On failure the
 * footer's form, on this same page, sends a new link.
 */
export function ConfirmNewsletterPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const { outcome, retry } = useLinkOutcome(code ? `confirm-newsletter|${code}` : null, () => accountApi.confirmNewsletter(code));
  const networkFailure = outcome.state === 'failure' && outcome.error?.code === NETWORK_ERROR_CODE;

  return (
    <main className="page account-page">
      <div className="account-card">
        <h1 className="account-card__title">{t('confirmNewsletter.title')}</h1>
        <OutcomePanel
          state={outcome.state}
          pending={t('confirmNewsletter.pending')}
          title={
            outcome.state === 'success'
              ? t('confirmNewsletter.successTitle')
              : networkFailure
                ? t('errors:network')
                : t('confirmNewsletter.failureTitle')
          }
        >
          {outcome.state === 'success' && <p>{t('confirmNewsletter.success')}</p>}
          {outcome.state === 'failure' && !networkFailure && <p>{t('confirmNewsletter.failure')}</p>}
          {networkFailure ? (
            <button type="button" className="button" onClick={retry}>
              {t('confirmNewsletter.retry')}
            </button>
          ) : (
            outcome.state !== 'pending' && (
              <Link to="/" className="button">
                {t('confirmNewsletter.home')}
              </Link>
            )
          )}
        </OutcomePanel>
      </div>
    </main>
  );
}
