import { useState } from 'react';
import { Link } from 'react-router';
import { withdrawalLookupSchema } from '../../../domain/orders/withdrawal-form';
import { useTranslation } from '../../lib/use-translation';
import { FormMessageArea, SubmitButton, TextField } from '../account/fields';
import { formValues, schemaErrors } from '../account/field-errors';
import { OutcomePanel } from '../account/OutcomePanel';
import { useAccountForm } from '../account/use-account-form';
import { withdrawalApi } from './withdrawal-api';

const FIELDS = ['orderNumber', 'email'] as const;

/**
 * The withdrawal lookup: an order number and its e-mail. The answer is the same sentence
 * whether they match an order or not; on a match the link goes to the order's own address
 * (ADR 28), so typing someone's number and address shows nothing of their order.
 */
export function WithdrawalLookupPage() {
  const { t } = useTranslation('orders');
  const [sent, setSent] = useState<string | null>(null);
  const form = useAccountForm({
    validate: (data) => schemaErrors(withdrawalLookupSchema, formValues(data, FIELDS)),
    async submit(data) {
      const result = await withdrawalApi.lookUp(withdrawalLookupSchema.parse(formValues(data, FIELDS)));
      if (!result.ok) return result;
      setSent(result.data.message);
    },
  });

  return (
    <main className="page withdrawal-page">
      <h1 className="account-area__title">{t('withdrawal.lookup.title')}</h1>
      <p>{t('withdrawal.lookup.intro')}</p>
      {sent ? (
        <OutcomePanel state="success" title={sent} takeFocus />
      ) : (
        <form className="account-form withdrawal-form" aria-label={t('withdrawal.lookup.title')} {...form.formProps}>
          <TextField
            form={form}
            name="orderNumber"
            label={t('withdrawal.lookup.orderNumber')}
            hint={t('withdrawal.lookup.orderNumberHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <TextField form={form} name="email" label={t('withdrawal.lookup.email')} type="email" autoComplete="email" required />
          <div className="account-form__actions">
            <SubmitButton busy={form.busy}>{t('withdrawal.lookup.submit')}</SubmitButton>
          </div>
          <FormMessageArea message={form.message} />
        </form>
      )}
      <p className="withdrawal-page__account">
        {t('withdrawal.lookup.account')} <Link to="/connexion?redirect=%2Fcommandes">{t('withdrawal.lookup.accountLink')}</Link>.
      </p>
    </main>
  );
}
