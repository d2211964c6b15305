import { useState } from 'react';
import type { Address } from '../../../domain/addresses/address';
import type { CountryOption } from '../../../domain/addresses/countries';
import type { CheckoutState } from '../../../domain/checkout/checkout';
import { AddressChoice } from './AddressChoice';
import { AddressLines } from './AddressLines';
import { checkoutApi } from './checkout-api';
import { useCheckoutTranslation } from './checkout-i18n';
import { newAddressHref, PAYMENT_PATH, stepHref, type AddressStep } from './checkout-paths';
import { CheckoutFrame } from './CheckoutFrame';
import { CheckoutSummary } from './CheckoutSummary';
import { SameAddressCheckbox } from './SameAddressCheckbox';
import { StepActions } from './StepActions';
import { useStepAnswer } from './use-step-answer';

type Props = { state: CheckoutState; step: AddressStep; addresses: Address[]; countries: CountryOption[] };
type StepProps = Omit<Props, 'step'>;

/** The address the server has for a step (the one chosen, else the book's default) if it is still in the book, else the first one. */
function startingChoice(addresses: Address[], current: number | null | undefined): number | null {
  return addresses.find((a) => a.id === current)?.id ?? addresses[0]?.id ?? null;
}

/**
 * /checkout/user: a signed-in customer picks the delivery (step 1) and billing (step 2)
 * addresses from their book, the defaults preselected (spec).
 */
export function CustomerCheckout({ state, step, addresses, countries }: Props) {
  const { t } = useCheckoutTranslation();
  const Step = step === 1 ? DeliveryChoice : BillingChoice;
  return (
    <CheckoutFrame
      mode="customer"
      step={step}
      title={t(step === 1 ? 'steps.delivery' : 'steps.billing')}
      summary={<CheckoutSummary cart={state.cart} />}
    >
      <Step state={state} addresses={addresses} countries={countries} />
    </CheckoutFrame>
  );
}

function DeliveryChoice({ state, addresses, countries }: StepProps) {
  const { t } = useCheckoutTranslation();
  const [selected, setSelected] = useState(() => startingChoice(addresses, state.draft.delivery?.id));
  const { busy, failure, send } = useStepAnswer(stepHref('customer', 2));
  const answer = selected === null ? null : () => checkoutApi.setDelivery({ addressId: selected });

  return (
    <form className="checkout-step" onSubmit={(event) => void send(event, answer)}>
      <AddressChoice
        kind="delivery"
        legend={t('delivery.legend')}
        {...{ addresses, countries }}
        selectedId={selected}
        onSelect={setSelected}
        addHref={newAddressHref('livraison')}
      />
      <StepActions previousTo="/panier" submitLabel={t('steps.next')} busy={busy} failure={failure} />
    </form>
  );
}

function BillingChoice({ state, addresses, countries }: StepProps) {
  const { t } = useCheckoutTranslation();
  const { draft } = state;
  // Until answered, the server says "same" when the book's default billing address is the delivery one (or there is none).
  const [same, setSame] = useState(draft.billingSameAsDelivery);
  const [selected, setSelected] = useState(() => startingChoice(addresses, draft.billing?.id));
  const { busy, failure, send } = useStepAnswer(PAYMENT_PATH);
  const answer = same
    ? () => checkoutApi.setBilling({ sameAsDelivery: true })
    : selected === null
      ? null
      : () => checkoutApi.setBilling({ addressId: selected });

  return (
    <>
      <SameAddressCheckbox checked={same} onChange={setSame} />
      <form className="checkout-step" onSubmit={(event) => void send(event, answer)}>
        {same ? (
          draft.delivery && <AddressLines address={draft.delivery} countries={countries} />
        ) : (
          <AddressChoice
            kind="billing"
            legend={t('billing.legend')}
            {...{ addresses, countries }}
            selectedId={selected}
            onSelect={setSelected}
            addHref={newAddressHref('facturation')}
          />
        )}
        <StepActions previousTo={stepHref('customer', 1)} submitLabel={t('steps.toPayment')} busy={busy} failure={failure} />
      </form>
    </>
  );
}
