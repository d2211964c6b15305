import { useId } from 'react';
import { useRevalidator } from 'react-router';
import { changesNothing, profileChanges } from '../../../domain/accounts/profile-changes';
import { profileSchema, type ProfileInput } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { FormMessageArea, SubmitButton, TextField } from './fields';
import { formValues, schemaErrors } from './field-errors';
import { useAccountForm } from './use-account-form';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

type Props = {
  current: ProfileInput;
  /** A new address waiting for its owner to follow the link mailed to it. */
  pendingEmail: string | null;
  onPendingEmail: (email: string | null) => void;
};

/**
 * Names apply at once; a new address only once confirmed from the mail sent to it, so the
 * field goes back to the current address and the pending one is shown below it.
 */
export function ProfileForm({ current, pendingEmail, onPendingEmail }: Props) {
  const { t } = useTranslation('account');
  const { revalidate } = useRevalidator();
  const titleId = useId();

  const form = useAccountForm({
    validate: (data) => schemaErrors(profileSchema, formValues(data, FIELDS)),
    async submit(data, element) {
      const input = profileSchema.parse(formValues(data, FIELDS));
      const changes = profileChanges(current, input);
      if (changesNothing(changes)) {
        form.setMessage({ tone: 'error', text: t('validation.nothingChanged') });
        return;
      }
      const result = await accountApi.updateProfile(input);
      if (!result.ok) return result;
      (element.elements.namedItem('email') as HTMLInputElement).value = result.data.email;
      onPendingEmail(result.data.pendingEmail);
      // A new address is named in the answer, so its owner can spot a typing mistake at once.
      const text = changes.newEmail
        ? [
            changes.names ? t('messages.profileSaved') : null,
            t('settings.profile.emailSent', { email: result.data.pendingEmail ?? changes.newEmail }),
          ]
            .filter(Boolean)
            .join(' ')
        : result.data.message;
      form.setMessage({ tone: 'success', text });
      // The greeting and the header show the first name.
      if (changes.names) await revalidate();
    },
  });

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-section__title">
        {t('settings.profile.title')}
      </h2>
      <form className="account-form" {...form.formProps}>
        <div className="account-form__row">
          <TextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="given-name" required defaultValue={current.firstName} />
          <TextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="family-name" required defaultValue={current.lastName} />
        </div>
        <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required defaultValue={current.email} />
        {pendingEmail && <p className="account-form__pending">{t('settings.profile.pending', { email: pendingEmail })}</p>}
        <SubmitButton busy={form.busy}>{t('settings.profile.submit')}</SubmitButton>
        <FormMessageArea message={form.message} />
      </form>
    </section>
  );
}
