import { useEffect, useRef, type ReactNode } from 'react';
import { emailOnlySchema } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import { FormMessageArea, SubmitButton, TextField } from '../account/fields';
import { formValues, schemaErrors } from '../account/field-errors';
import { useAccountForm } from '../account/use-account-form';
import { checkoutApi } from './checkout-api';

const FIELDS = ['email'] as const;

type Props = {
  email: string;
  submitLabel: string;
  /** Once the server kept the address. */
  onSaved(): Promise<void> | void;
  id?: string;
  /** Opened on purpose to type a new address (the change form): the field takes the focus. */
  takeFocus?: boolean;
  /** Beside the send button (the change form's cancel button). */
  children?: ReactNode;
};

/** The guest's contact e-mail (spec: required, an e-mail address), kept with the cart by the server. */
export function CheckoutEmailForm({ email, submitLabel, onSaved, id, takeFocus, children }: Props) {
  const { t } = useTranslation('account');
  const formRef = useRef<HTMLFormElement>(null);
  // Opened on purpose to type a new address: the field is where the customer goes next.
  useEffect(() => {
    if (takeFocus) formRef.current?.querySelector('input')?.focus();
  }, [takeFocus]);
  const form = useAccountForm({
    validate: (data) => schemaErrors(emailOnlySchema, formValues(data, FIELDS)),
    async submit(data) {
      const result = await checkoutApi.setEmail(formValues(data, FIELDS).email.trim());
      if (!result.ok) return result;
      await onSaved();
    },
  });
  return (
    <form ref={formRef} id={id} className="account-form" {...form.formProps}>
      <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required defaultValue={email} />
      <div className="account-form__actions">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
        {children}
      </div>
      <FormMessageArea message={form.message} />
    </form>
  );
}
