import { useState } from 'react';
import { registerFromOrderSchema } from '../../../domain/accounts/schemas';
import type { ConfirmationRecap } from '../../../domain/checkout/checkout';
import { useTranslation } from '../../lib/use-translation';
import { FormMessageArea, SubmitButton, TextField } from '../account/fields';
import { schemaErrors } from '../account/field-errors';
import { NewAccountFields, readNewAccount } from '../account/NewAccountFields';
import { OutcomePanel } from '../account/OutcomePanel';
import { useAccountForm } from '../account/use-account-form';
import { useCheckoutTranslation } from './checkout-i18n';
import { checkoutApi } from './checkout-api';

const TEXT_FIELDS = ['firstName', 'lastName', 'password'] as const;

const readForm = (data: FormData) => readNewAccount(data, TEXT_FIELDS);

/**
 * "Créer un compte avec cette commande": sign-up without retyping what the order already says.
 * The e-mail is the order's (the server takes it from the paid order, not from this form); the
 * names come from the billing address, still editable. Whatever happened, the server's neutral
 * sign-up answer replaces the form (it never tells whether the address had an account).
 */
export function AccountFromOrder({ recap }: { recap: ConfirmationRecap }) {
  const { t } = useCheckoutTranslation();
  const { t: account } = useTranslation('account');
  const [done, setDone] = useState<string | null>(null);

  const form = useAccountForm({
    markRequired: true,
    validate: (data) => schemaErrors(registerFromOrderSchema, readForm(data)),
    async submit(data) {
      const result = await checkoutApi.registerFromOrder({ ...registerFromOrderSchema.parse(readForm(data)), acceptTerms: true });
      if (!result.ok) return result;
      setDone(result.data.message);
    },
  });

  return (
    <section className="confirmation-account" aria-labelledby="confirmation-account-title">
      <h2 id="confirmation-account-title">{t('confirmation.accountTitle')}</h2>
      {done !== null ? (
        <OutcomePanel state="success" title={account('register.doneTitle')} takeFocus>
          <p>{done}</p>
          <p>{t('confirmation.accountJoins')}</p>
        </OutcomePanel>
      ) : (
        <>
          <p>{t('confirmation.accountIntro', { email: recap.email })}</p>
          <p className="account-card__note">{account('fields.requiredNote')}</p>
          <form className="account-form" {...form.formProps}>
            <div className="account-form__row">
              <TextField
                form={form}
                name="firstName"
                label={account('fields.firstName')}
                autoComplete="given-name"
                defaultValue={recap.firstName}
                required
              />
              <TextField
                form={form}
                name="lastName"
                label={account('fields.lastName')}
                autoComplete="family-name"
                defaultValue={recap.lastName}
                required
              />
            </div>
            <NewAccountFields form={form} />
            <p className="order-summary__note">{t('confirmation.accountJoins')}</p>
            <SubmitButton busy={form.busy}>{t('confirmation.accountSubmit')}</SubmitButton>
            <FormMessageArea message={form.message} />
          </form>
        </>
      )}
    </section>
  );
}
