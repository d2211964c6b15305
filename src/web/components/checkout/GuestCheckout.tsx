import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CountryOption } from '../../../domain/addresses/countries';
import type { CheckoutAddress, CheckoutState } from '../../../domain/checkout/checkout';
import { AddressForm, blankAddressValues, type AddressFormValues } from '../addresses/AddressForm';
import { AddressLines } from './AddressLines';
import { checkoutApi } from './checkout-api';
import { useCheckoutTranslation } from './checkout-i18n';
import { PAYMENT_PATH, stepHref, type AddressStep } from './checkout-paths';
import { CheckoutFrame } from './CheckoutFrame';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactEmail } from './ContactEmail';
import { SameAddressCheckbox } from './SameAddressCheckbox';
import { PreviousLink, StepActions } from './StepActions';
import { useStepAnswer } from './use-step-answer';

type Props = { state: CheckoutState; step: AddressStep; countries: CountryOption[] };

/** The address form's values from an answer kept by the server, or blank with the contact e-mail filled in. */
function formValuesOf(address: CheckoutAddress | null, email: string): AddressFormValues {
  if (!address) return blankAddressValues({ firstName: '', lastName: '', email });
  const { id: _id, ...fields } = address;
  return { ...fields, isDefaultDelivery: false, isDefaultBilling: false };
}

/**
 * /checkout/guess: a guest's delivery (step 1) and billing (step 2) addresses, typed in the
 * address form with its rules, each kept by the server as soon as it is sent.
 */
export function GuestCheckout({ state, step, countries }: Props) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { draft } = state;
  const email = draft.email ?? '';

  return (
    <CheckoutFrame
      mode="guest"
      step={step}
      title={t(step === 1 ? 'steps.delivery' : 'steps.billing')}
      summary={<CheckoutSummary cart={state.cart} />}
    >
      <ContactEmail email={email} />
      {step === 1 ? (
        <AddressForm
          key="delivery"
          initial={formValuesOf(draft.delivery, email)}
          countries={countries}
          defaults="none"
          autoCompleteSection="shipping"
          save={checkoutApi.setDelivery}
          onSaved={() => void navigate(stepHref('guest', 2))}
          submitLabel={t('steps.next')}
          backAction={<PreviousLink to="/panier" />}
        />
      ) : (
        <GuestBilling state={state} countries={countries} email={email} />
      )}
    </CheckoutFrame>
  );
}

function GuestBilling({ state, countries, email }: { state: CheckoutState; countries: CountryOption[]; email: string }) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { draft } = state;
  const [same, setSame] = useState(draft.billingSameAsDelivery);
  const { busy, failure, send } = useStepAnswer(PAYMENT_PATH);

  return (
    <>
      <SameAddressCheckbox checked={same} onChange={setSame} />
      {same ? (
        <form className="checkout-step" onSubmit={(event) => void send(event, () => checkoutApi.setBilling({ sameAsDelivery: true }))}>
          {draft.delivery && <AddressLines address={draft.delivery} countries={countries} />}
          <StepActions previousTo={stepHref('guest', 1)} submitLabel={t('steps.toPayment')} busy={busy} failure={failure} />
        </form>
      ) : (
        <AddressForm
          key="billing"
          initial={formValuesOf(draft.billingSameAsDelivery ? null : draft.billing, email)}
          countries={countries}
          defaults="none"
          autoCompleteSection="billing"
          save={checkoutApi.setBilling}
          onSaved={() => void navigate(PAYMENT_PATH)}
          submitLabel={t('steps.toPayment')}
          backAction={<PreviousLink to={stepHref('guest', 1)} />}
        />
      )}
    </>
  );
}
