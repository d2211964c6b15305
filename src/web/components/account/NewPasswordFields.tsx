import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/accounts/fields';
import { useTranslation } from '../../lib/use-translation';
import { PasswordField } from './fields';
import type { AccountForm } from './use-account-form';

/**
 * A new password and its confirmation, with the length rule shown: the same pair on the reset
 * page and in the account settings. `name` is the new password's field name in each form.
 */
export function NewPasswordFields({ form, name }: { form: AccountForm; name: 'password' | 'newPassword' }) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        form={form}
        name={name}
        label={t('fields.newPassword')}
        hint={t('password.rule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        toggleLabel={t('password.showNew')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        toggleLabel={t('password.showConfirmation')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
