import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { resetPasswordFormSchema } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { NewPasswordFields } from './NewPasswordFields';
import { FormMessageArea, SubmitButton } from './fields';
import { formValues, schemaErrors } from './field-errors';
import { OutcomePanel } from './OutcomePanel';
import { isResetLinkUsable, type ResetLink } from './reset-link';
import { useAccountForm } from './use-account-form';

const FIELDS = ['password', 'confirmPassword'] as const;
// setTimeout holds at most a signed 32-bit delay; a link valid longer needs no timer.
const MAX_TIMER_MS = 2 ** 31 - 1;

type Props = {
  link: ResetLink | null;
  /** Worked out by the server for the first paint; the browser checks again (the page may be old). */
  usableAtRender: boolean;
};

/** Opened from the reset mail: the form only while the link's time is in the future. */
export function ResetPasswordPage({ link, usableAtRender }: Props) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'form' | 'expired' | 'done'>(usableAtRender ? 'form' : 'expired');
  const [doneMessage, setDoneMessage] = useState('');

  useEffect(() => {
    if (state !== 'form') return;
    // A link that expired between the server's render and now expires at once (a 0 ms timer).
    const left = isResetLinkUsable(link, Date.now()) ? link.expiresAt - Date.now() : 0;
    if (left > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setState('expired'), left);
    return () => clearTimeout(timer);
  }, [link, state]);

  const form = useAccountForm({
    validate: (data) => schemaErrors(resetPasswordFormSchema, formValues(data, FIELDS)),
    async submit(data) {
      if (!isResetLinkUsable(link, Date.now())) {
        setState('expired');
        return;
      }
      // Only the confirmation, the address and the code are sent (spec); the two are equal here.
      const result = await accountApi.resetPassword({ email: link.email, code: link.code, password: formValues(data, FIELDS).confirmPassword });
      if (result.ok) {
        setDoneMessage(result.data.message);
        setState('done');
        return;
      }
      // Used, expired or altered: the same message as a link past its time.
      if (result.error.code === 'invalid_code') setState('expired');
      else return result;
    },
  });

  const forgotAgain = link ? `/connexion?${new URLSearchParams({ mode: 'forgot', email: link.email })}` : '/connexion?mode=forgot';

  return (
    <main className="page account-page">
      <div className="account-card">
        <h1 className="account-card__title">{t('resetPassword.title')}</h1>
        {state === 'form' && link && (
          <>
            <p className="account-card__intro">{t('resetPassword.intro', { email: link.email })}</p>
            <form className="account-form" {...form.formProps}>
              {/* Lets password managers file the new password under the right account. */}
              <input type="email" name="username" value={link.email} autoComplete="username" readOnly hidden />
              <NewPasswordFields form={form} name="password" />
              <SubmitButton busy={form.busy}>{t('resetPassword.submit')}</SubmitButton>
              <FormMessageArea message={form.message} />
            </form>
          </>
        )}
        {state === 'done' && (
          <OutcomePanel state="success" title={t('resetPassword.successTitle')} takeFocus>
            <p>{doneMessage}</p>
            <Link to="/connexion" className="button">
              {t('resetPassword.signIn')}
            </Link>
          </OutcomePanel>
        )}
        {state === 'expired' && (
          <OutcomePanel state="failure" title={t('resetPassword.expiredTitle')}>
            <p>{t('resetPassword.expired')}</p>
            <Link to={forgotAgain} className="button">
              {t('resetPassword.requestNew')}
            </Link>
          </OutcomePanel>
        )}
      </div>
    </main>
  );
}
