import { Link } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/accounts/fields';
import { useTranslation } from '../../lib/use-translation';
import { CheckboxField, PasswordField } from './fields';
import { formValues } from './field-errors';
import type { AccountForm } from './use-account-form';

/** A sign-up form's text fields as typed, with its two boxes (terms accepted, newsletter wanted). */
export function readNewAccount<F extends string>(data: FormData, textFields: readonly F[]) {
  return { ...formValues(data, textFields), acceptTerms: data.get('acceptTerms') === 'on', newsletter: data.get('newsletter') === 'on' };
}

/**
 * What every sign-up asks after the names and the address: the new password with its rule, the
 * terms to accept (required) and the newsletter (offered, ticked). The registration page and
 * the account made from an order ask them alike.
 */
export function NewAccountFields({ form }: { form: AccountForm }) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        form={form}
        name="password"
        label={t('fields.password')}
        hint={t('password.rule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        autoComplete="new-password"
        required
      />
      <CheckboxField form={form} name="acceptTerms" required>
        {t('register.termsBefore')} <Link to="/termes-et-conditions">{t('register.termsLink')}</Link>
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </CheckboxField>
      <CheckboxField form={form} name="newsletter" defaultChecked>
        {t('register.newsletter')}
      </CheckboxField>
    </>
  );
}
