import { useId, useRef, useState } from 'react';
import { deleteAccountSchema } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import type { HomeNavigationState } from '../home/HomePage';
import { accountApi } from './account-api';
import { FormMessageArea, PasswordField, SubmitButton } from './fields';
import { formValues, schemaErrors } from './field-errors';
import { useAccountForm } from './use-account-form';
import { useSessionChange } from './use-session-change';

const FIELDS = ['password'] as const;

/**
 * Account deletion, behind a confirmation dialog asking for the password (the API needs it:
 * a forgotten open session must not be enough to erase an account). A native modal <dialog>:
 * focus moves into it, the page behind is inert, Escape closes it, and focus returns to the
 * button that opened it.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const titleId = useId();
  const dialogTitleId = useId();
  const warningId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  // A fresh form after each closing: no password or message left from a cancelled attempt.
  // (Replacing it at opening would remove the field the dialog has just focused.)
  const [formKey, setFormKey] = useState(0);

  const open = () => dialogRef.current?.showModal();
  const close = () => dialogRef.current?.close();
  const onClose = () => {
    setFormKey((n) => n + 1);
    openerRef.current?.focus();
  };

  return (
    <section className="account-section account-section--danger" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-section__title">
        {t('settings.delete.title')}
      </h2>
      <p>{t('settings.delete.intro')}</p>
      <button ref={openerRef} type="button" className="button button--danger" aria-haspopup="dialog" onClick={open}>
        {t('settings.delete.open')}
      </button>
      <dialog ref={dialogRef} className="dialog" aria-labelledby={dialogTitleId} aria-describedby={warningId} onClose={onClose}>
        <h2 id={dialogTitleId} className="dialog__title">
          {t('settings.delete.question')}
        </h2>
        <p id={warningId}>{t('settings.delete.warning')}</p>
        <DeleteForm key={formKey} onCancel={close} dialogRef={dialogRef} />
      </dialog>
    </section>
  );
}

type FormProps = { onCancel: () => void; dialogRef: React.RefObject<HTMLDialogElement | null> };

function DeleteForm({ onCancel, dialogRef }: FormProps) {
  const { t } = useTranslation('account');
  const sessionChanged = useSessionChange();

  const form = useAccountForm({
    validate: (data) => schemaErrors(deleteAccountSchema, formValues(data, FIELDS)),
    async submit(data) {
      const result = await accountApi.deleteAccount(formValues(data, FIELDS).password);
      if (!result.ok) return result;
      dialogRef.current?.close();
      await sessionChanged('/', { accountDeleted: true } satisfies HomeNavigationState);
    },
  });

  return (
    <form className="account-form" {...form.formProps}>
      <PasswordField form={form} name="password" label={t('fields.password')} autoComplete="current-password" required />
      <div className="dialog__buttons">
        <button type="button" className="button button--ghost dialog__button" onClick={onCancel}>
          {t('settings.delete.cancel')}
        </button>
        <SubmitButton busy={form.busy} className="button button--danger dialog__button">
          {t('settings.delete.confirm')}
        </SubmitButton>
      </div>
      <FormMessageArea message={form.message} />
    </form>
  );
}
