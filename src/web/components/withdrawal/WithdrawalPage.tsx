import { useState } from 'react';
import { Link } from 'react-router';
import { withdrawalSchema, type WithdrawalInput } from '../../../domain/orders/withdrawal-form';
import type { WithdrawalReceipt, WithdrawalView } from '../../../domain/orders/withdrawal-view';
import type { ApiResult } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { FormMessageArea, SubmitButton, TextField } from '../account/fields';
import { formValues, schemaErrors } from '../account/field-errors';
import { OutcomePanel } from '../account/OutcomePanel';
import { useAccountForm } from '../account/use-account-form';
import { WithdrawalOrderSummary } from './WithdrawalOrderSummary';

const FIELDS = ['name', 'email'] as const;

type Props = {
  view: WithdrawalView;
  confirm: (input: WithdrawalInput) => Promise<ApiResult<WithdrawalReceipt>>;
  /** The customer's order page, to go back to; null on a mailed link's page (a guest may have none). */
  orderPath: string | null;
};

/**
 * The withdrawal page: the order withdrawn from, then only what the receipt needs (a name and
 * an e-mail, prefilled from the order) and "Confirmer la rétractation". After the confirmation,
 * when it was received and what follows; on a later visit, when it was received.
 */
export function WithdrawalPage({ view, confirm, orderPath }: Props) {
  const { t } = useTranslation('orders');
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const form = useAccountForm({
    validate: (data) => schemaErrors(withdrawalSchema, formValues(data, FIELDS)),
    async submit(data) {
      const result = await confirm(withdrawalSchema.parse(formValues(data, FIELDS)));
      if (!result.ok) return result;
      setReceipt(result.data);
    },
  });
  const { withdrawal } = view;

  return (
    <>
      <h1 className="account-area__title">{t('withdrawal.page.title', { number: view.orderNumber })}</h1>
      <WithdrawalOrderSummary view={view} />
      {receipt ? (
        <OutcomePanel state="success" title={receipt.message} takeFocus>
          <p>{receipt.next === 'cancelled' ? t('withdrawal.done.cancelled') : t('withdrawal.done.sendBack', { date: receipt.sendBackUntil })}</p>
        </OutcomePanel>
      ) : withdrawal.state === 'received' ? (
        <p className="message message--success">{t('withdrawal.section.received', { date: withdrawal.date, time: withdrawal.time })}</p>
      ) : withdrawal.state === 'closed' ? (
        <p className="message message--error">{t(`withdrawal.closed.${withdrawal.reason}`, { date: withdrawal.lastDay })}</p>
      ) : (
        <form className="account-form withdrawal-form" aria-labelledby="withdrawal-receipt-title" {...form.formProps}>
          <p>{t('withdrawal.page.intro')}</p>
          <h2 id="withdrawal-receipt-title" className="order-view__section-title">
            {t('withdrawal.page.receipt')}
          </h2>
          <TextField form={form} name="name" label={t('withdrawal.page.name')} autoComplete="name" required defaultValue={view.name} />
          <TextField
            form={form}
            name="email"
            label={t('withdrawal.page.email')}
            type="email"
            autoComplete="email"
            required
            defaultValue={view.email}
          />
          <div className="account-form__actions">
            <SubmitButton busy={form.busy}>{t('withdrawal.page.submit')}</SubmitButton>
          </div>
          <FormMessageArea message={form.message} />
        </form>
      )}
      {orderPath && (
        <p>
          <Link to={orderPath} className="button button--ghost">
            {t('withdrawal.page.backToOrder')}
          </Link>
        </p>
      )}
    </>
  );
}
