import { Link, useSearchParams } from 'react-router';
import { emailOnlySchema } from '../../../domain/accounts/schemas';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { FormMessageArea, SubmitButton, TextField } from './fields';
import { formValues, schemaErrors } from './field-errors';
import { useLinkOutcome } from './link-outcome';
import { OutcomePanel } from './OutcomePanel';
import { ShopLogoLink } from './ShopLogoLink';
import { useAccountForm } from './use-account-form';

const FIELDS = ['email'] as const;

/**
 * /desinscription and /desinscription-newsletter, without the shop's navigation and footer
 * (spec). From a mail's link (`?token=`) the browser unsubscribes at once; otherwise, or when
 * the link no longer works, the visitor gives the address to remove.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <>
      <header className="plain-header">
        <ShopLogoLink />
      </header>
      <main className="page account-page">
        <div className="account-card">
          <h1 className="account-card__title">{t('unsubscribe.title')}</h1>
          {token ? <TokenUnsubscribe token={token} /> : <UnsubscribeForm />}
        </div>
      </main>
    </>
  );
}

function TokenUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const { outcome, retry } = useLinkOutcome(`unsubscribe|${token}`, () => accountApi.unsubscribeWithToken(token));
  if (outcome.state === 'failure' && outcome.error?.code !== NETWORK_ERROR_CODE) {
    return <UnsubscribeForm notice={outcome.error?.message || t('errors:linkExpired')} />;
  }
  return (
    <OutcomePanel
      state={outcome.state}
      pending={t('unsubscribe.pending')}
      title={outcome.state === 'success' ? t('unsubscribe.successTitle') : t('errors:network')}
    >
      {outcome.state === 'success' ? (
        <>
          <p>{outcome.data.message}</p>
          <Link to="/" className="button">
            {t('unsubscribe.home')}
          </Link>
        </>
      ) : (
        <button type="button" className="button" onClick={retry}>
          {t('unsubscribe.retry')}
        </button>
      )}
    </OutcomePanel>
  );
}

/**
 * The address to take off the list; the answer is the same whether it was on it or not.
 * `notice`: why the mail's link did not do it, shown in place of the introduction.
 */
function UnsubscribeForm({ notice }: { notice?: string }) {
  const { t } = useTranslation('account');
  const form = useAccountForm({
    validate: (data) => schemaErrors(emailOnlySchema, formValues(data, FIELDS)),
    async submit(data, element) {
      const result = await accountApi.unsubscribe(formValues(data, FIELDS).email.trim());
      if (!result.ok) return result;
      form.reset(element);
      form.setMessage({ tone: 'success', text: result.data.message });
    },
  });

  return (
    <>
      {notice ? (
        <p className="message message--error account-card__notice" role="status">
          {notice}
        </p>
      ) : (
        <p className="account-card__intro">{t('unsubscribe.intro')}</p>
      )}
      <form className="account-form" {...form.formProps}>
        <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
        <SubmitButton busy={form.busy}>{t('unsubscribe.submit')}</SubmitButton>
        <FormMessageArea message={form.message} />
      </form>
    </>
  );
}
