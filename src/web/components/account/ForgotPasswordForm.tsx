import { emailOnlySchema } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { FormMessageArea, SubmitButton, TextField } from './fields';
import { formValues, schemaErrors } from './field-errors';
import { typedEmail, useAccountForm } from './use-account-form';

const FIELDS = ['email'] as const;

type Props = {
  defaultEmail: string;
  /** Back to signing in, carrying the address typed so far. */
  onCancel: (email: string) => void;
};

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ defaultEmail, onCancel }: Props) {
  const { t } = useTranslation('account');
  const form = useAccountForm({
    validate: (data) => schemaErrors(emailOnlySchema, formValues(data, FIELDS)),
    async submit(data, element) {
      const result = await accountApi.forgotPassword(formValues(data, FIELDS).email.trim());
      if (!result.ok) return result;
      form.reset(element);
      form.setMessage({ tone: 'success', text: result.data.message });
    },
  });

  return (
    <form className="account-form" {...form.formProps}>
      <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required defaultValue={defaultEmail} />
      <div className="account-form__actions">
        <SubmitButton busy={form.busy}>{t('forgot.submit')}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={(event) => onCancel(typedEmail(event.currentTarget))}>
          {t('forgot.cancel')}
        </button>
      </div>
      <FormMessageArea message={form.message} />
    </form>
  );
}
