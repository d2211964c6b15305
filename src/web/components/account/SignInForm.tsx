import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { signInSchema } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { FormMessageArea, PasswordField, SubmitButton, TextField } from './fields';
import { formValues, schemaErrors } from './field-errors';
import { afterSignInPath, safeRedirectPath } from './redirect-path';
import { ResendConfirmation } from './ResendConfirmation';
import { withReturnPath } from './sign-in-links';
import { typedEmail, useAccountForm } from './use-account-form';
import { useSessionChange } from './use-session-change';

const FIELDS = ['email', 'password'] as const;

type Props = {
  defaultEmail: string;
  /** Where signing in leads (the checkout's entry page: the signed-in checkout); by default the page's `?redirect=`, or the account. */
  next?: string;
  /** Switches the page to the forgot-password form, carrying the address typed so far. */
  onForgot: (email: string) => void;
};

export function SignInForm({ defaultEmail, next, onForgot }: Props) {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const sessionChanged = useSessionChange();
  // Set when the account exists but its address is not confirmed yet: offers the mail again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const form = useAccountForm({
    validate: (data) => schemaErrors(signInSchema, formValues(data, FIELDS)),
    async submit(data) {
      setUnconfirmed(null);
      const { email, password } = formValues(data, FIELDS);
      const result = await accountApi.signIn({ email: email.trim(), password });
      if (!result.ok) {
        if (result.error.code === 'email_not_confirmed') setUnconfirmed(email.trim());
        return result;
      }
      await sessionChanged(next ?? afterSignInPath(searchParams));
    },
  });

  return (
    <>
      <form className="account-form" {...form.formProps}>
        <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required defaultValue={defaultEmail} />
        <PasswordField form={form} name="password" label={t('fields.password')} autoComplete="current-password" required />
        <button type="button" className="link-button account-form__forgot" onClick={(event) => onForgot(typedEmail(event.currentTarget))}>
          {t('signIn.forgot')}
        </button>
        <SubmitButton busy={form.busy}>{t('signIn.submit')}</SubmitButton>
        <FormMessageArea message={form.message} />
      </form>
      {unconfirmed && <ResendConfirmation email={unconfirmed} label={t('signIn.resend')} />}
      <p className="account-switch">
        {t('signIn.noAccount')}{' '}
        <Link to={withReturnPath('/creer-un-compte', next ?? safeRedirectPath(searchParams.get('redirect')))}>{t('signIn.register')}</Link>
      </p>
    </>
  );
}
