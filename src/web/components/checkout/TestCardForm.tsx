import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { cardDigits, formatCardNumber, formatExpiry } from '../../../domain/payments/card-format';
import { TEST_CARDS, testPaymentSchema } from '../../../domain/payments/test-cards';
import { useTranslation } from '../../lib/use-translation';
import { FormMessageArea, SubmitButton, TextField } from '../account/fields';
import { formValues, schemaErrors } from '../account/field-errors';
import { useAccountForm } from '../account/use-account-form';
import { apiErrorMessage } from '../addresses/api-message';
import { checkoutApi } from './checkout-api';
import { useCheckoutTranslation } from './checkout-i18n';
import { CONFIRMATION_PATH } from './checkout-paths';
import { useFormattedField } from './use-formatted-field';

const FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;

type Props = {
  /**
   * Before trying another card after a refusal (which released the order's stock): holds the
   * order again; false when it cannot be (the page then says why).
   */
  holdAgain(): Promise<boolean>;
  /** The order cannot be paid any more (its reservation ran out, it changed): it must be placed again. */
  onOrderLost(message: string): void;
};

/**
 * The built-in test provider's card form (no Stripe keys): the well-known test numbers behave
 * as in Stripe's test mode. A refused card leaves the order waiting for payment: the message
 * is shown and the customer tries again.
 */
export function TestCardForm({ holdAgain, onOrderLost }: Props) {
  const { t } = useCheckoutTranslation();
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const declined = useRef(false);
  const form = useAccountForm({
    validate: (data) => schemaErrors(testPaymentSchema, formValues(data, FIELDS)),
    async submit(data) {
      if (declined.current && !(await holdAgain())) return;
      const card = formValues(data, FIELDS);
      // The API is sent the digits and MM/YY, whatever the field showed (typed before the scripts ran).
      const result = await checkoutApi.payWithTestCard({ ...card, cardNumber: cardDigits(card.cardNumber), expiry: formatExpiry(card.expiry) });
      if (!result.ok) {
        if (result.error.status === 409) return onOrderLost(apiErrorMessage(result.error, common));
        return result;
      }
      if (result.data.state === 'paid') {
        // Replaced: the back button does not lead to paying a paid order again.
        await navigate(CONFIRMATION_PATH, { replace: true });
        return;
      }
      // Until the next try, the order reads as refused (the confirmation page says so).
      declined.current = true;
      form.setMessage({ tone: 'error', text: result.data.message || common('errors:somethingWrong') });
    },
  });
  const cardNumberInput = useFormattedField(form.ids('cardNumber').input, formatCardNumber);
  const expiryInput = useFormattedField(form.ids('expiry').input, formatExpiry);

  return (
    <form className="account-form checkout-card" {...form.formProps}>
      <div className="checkout-card__note">
        <p>{t('payment.testNote')}</p>
        <ul>
          <li>{t('payment.testSucceeds', { number: formatCardNumber(TEST_CARDS.succeeds) })}</li>
          <li>{t('payment.testDeclined', { number: formatCardNumber(TEST_CARDS.declined) })}</li>
          <li>{t('payment.testInsufficient', { number: formatCardNumber(TEST_CARDS.insufficientFunds) })}</li>
        </ul>
        <p>{t('payment.testExpiry')}</p>
      </div>
      <TextField
        form={form}
        name="cardNumber"
        label={t('payment.cardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        required
        {...cardNumberInput}
      />
      <div className="checkout-card__row">
        <TextField form={form} name="expiry" label={t('payment.expiry')} autoComplete="cc-exp" inputMode="numeric" required {...expiryInput} />
        <TextField form={form} name="cvc" label={t('payment.cvc')} autoComplete="cc-csc" inputMode="numeric" required />
      </div>
      <TextField form={form} name="name" label={t('payment.name')} autoComplete="cc-name" required />
      <SubmitButton busy={form.busy}>{form.busy ? t('payment.paying') : t('payment.payNow')}</SubmitButton>
      <FormMessageArea message={form.message} />
    </form>
  );
}
