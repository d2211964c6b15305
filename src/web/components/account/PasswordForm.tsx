import { useId } from 'react';
import { z } from 'zod';
import { changePasswordSchema } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { NewPasswordFields } from './NewPasswordFields';
import { FormMessageArea, PasswordField, SubmitButton } from './fields';
import { formValues, schemaErrors } from './field-errors';
import { useAccountForm } from './use-account-form';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The API's fields plus the confirmation, which must repeat the new password (it is not sent). */
const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { message: 'account:validation.passwordsDontMatch', path: ['confirmPassword'] });

export function PasswordForm() {
  const { t } = useTranslation('account');
  const titleId = useId();

  const form = useAccountForm({
    validate: (data) => schemaErrors(passwordFormSchema, formValues(data, FIELDS)),
    async submit(data, element) {
      const { currentPassword, newPassword } = formValues(data, FIELDS);
      const result = await accountApi.changePassword({ currentPassword, newPassword });
      if (!result.ok) return result;
      form.reset(element);
      form.setMessage({ tone: 'success', text: result.data.message });
    },
  });

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-section__title">
        {t('settings.password.title')}
      </h2>
      <form className="account-form" {...form.formProps}>
        <PasswordField
          form={form}
          name="currentPassword"
          label={t('fields.currentPassword')}
          toggleLabel={t('password.showCurrent')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields form={form} name="newPassword" />
        <SubmitButton busy={form.busy}>{t('settings.password.submit')}</SubmitButton>
        <FormMessageArea message={form.message} />
      </form>
    </section>
  );
}
