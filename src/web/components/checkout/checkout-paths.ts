import type { CheckoutState, CheckoutStep } from '../../../domain/checkout/checkout';

/**
 * Where each part of the checkout lives (the spec's URLs), and which step the address steps
 * page shows. The step is in the address (`?etape=2`), so the back button and a reload land on
 * the same step; the answers themselves are kept on the server with the cart (GUIDE 3.5).
 */
export const CHECKOUT_ENTRY = '/checkout';
export const PAYMENT_PATH = '/checkout/payment';
export const CONFIRMATION_PATH = '/confirmation-de-paiement';
export const NEW_ADDRESS_PATH = '/checkout/creer-une-adresse';
export const STEP_PARAM = 'etape';

/** The address steps page of a guest (the spec's spelling) or of a signed-in customer. */
export function stepsPath(mode: CheckoutState['mode']): string {
  return mode === 'customer' ? '/checkout/user' : '/checkout/guess';
}

/** The steps page showing `step` (1 delivery, 2 billing); step 3 is the payment page. */
export function stepHref(mode: CheckoutState['mode'], step: CheckoutStep): string {
  return step === 3 ? PAYMENT_PATH : `${stepsPath(mode)}?${STEP_PARAM}=${step}`;
}

/** The address steps: payment (step 3) has a page of its own. */
export type AddressStep = 1 | 2;

/**
 * The step the steps page shows: the one its address asks for, unless the answers do not allow
 * it yet (`furthest`, from the server); step 1 otherwise. The bare page is step 1, so going
 * back to it after step 2 shows step 1.
 */
export function shownStep(requested: string | null, furthest: CheckoutStep): AddressStep {
  return requested === '2' && furthest >= 2 ? 2 : 1;
}

/** The address for the add-address page: which default the new address takes, from which step. */
export const ADDRESS_PURPOSE_PARAM = 'pour';
export type AddressPurpose = 'livraison' | 'facturation';

export function newAddressHref(purpose: AddressPurpose): string {
  return `${NEW_ADDRESS_PATH}?${ADDRESS_PURPOSE_PARAM}=${purpose}`;
}

/** Delivery unless the address says billing: the step the customer came from. */
export function addressPurpose(value: string | null): AddressPurpose {
  return value === 'facturation' ? 'facturation' : 'livraison';
}
