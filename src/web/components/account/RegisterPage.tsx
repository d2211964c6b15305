import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { registerSchema } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { FormMessageArea, SubmitButton, TextField } from './fields';
import { schemaErrors } from './field-errors';
import { NewAccountFields, readNewAccount } from './NewAccountFields';
import { OutcomePanel } from './OutcomePanel';
import { safeRedirectPath } from './redirect-path';
import { withReturnPath } from './sign-in-links';
import { useAccountForm } from './use-account-form';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

const readForm = (data: FormData) => readNewAccount(data, TEXT_FIELDS);

/**
 * Registration. The answer never tells whether the address already had an account (that would
 * let anyone test addresses): whatever happened, the server's neutral message replaces the form.
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const [done, setDone] = useState<string | null>(null);
  // Carried from the sign-in page, and back to it by the link below.
  const [searchParams] = useSearchParams();

  const form = useAccountForm({
    markRequired: true,
    validate: (data) => schemaErrors(registerSchema, readForm(data)),
    async submit(data) {
      const input = registerSchema.parse(readForm(data));
      const result = await accountApi.register({ ...input, acceptTerms: true });
      if (!result.ok) return result;
      setDone(result.data.message);
    },
  });

  return (
    <main className="page account-page">
      <div className="account-card">
        <h1 className="account-card__title">{t('register.title')}</h1>
        {done !== null ? (
          <OutcomePanel state="success" title={t('register.doneTitle')} takeFocus>
            <p>{done}</p>
          </OutcomePanel>
        ) : (
          <>
            <p className="account-card__intro">{t('register.intro')}</p>
            <p className="account-card__note">{t('fields.requiredNote')}</p>
            <form className="account-form" {...form.formProps}>
              <div className="account-form__row">
                <TextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="given-name" required />
                <TextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="family-name" required />
              </div>
              <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
              <NewAccountFields form={form} />
              <SubmitButton busy={form.busy}>{t('register.submit')}</SubmitButton>
              <FormMessageArea message={form.message} />
            </form>
          </>
        )}
        <p className="account-switch">
          {t('register.haveAccount')}{' '}
          <Link to={withReturnPath('/connexion', safeRedirectPath(searchParams.get('redirect')))}>{t('register.signIn')}</Link>
        </p>
      </div>
    </main>
  );
}
