import type { AddressFields } from '../../../domain/addresses/address-schema';
import type { CheckoutState, Confirmation, PaymentStart, TestPaymentResult } from '../../../domain/checkout/checkout';
import { callApi } from '../../lib/api';

const CHECKOUT = '/api/store/checkout';

/** A delivery or billing answer: a guest types the fields, a customer picks an address of the book. */
export type AddressAnswer = AddressFields | { addressId: number };

/**
 * The checkout's calls to /api/store/checkout: the cart and the answers are found by the
 * session or the cart cookie, never by an id sent here, and no amount is ever sent.
 */
export const checkoutApi = {
  setEmail: (email: string) => callApi<CheckoutState>('PUT', `${CHECKOUT}/email`, { email }),
  setDelivery: (answer: AddressAnswer) => callApi<CheckoutState>('PUT', `${CHECKOUT}/delivery`, answer),
  setBilling: (answer: AddressAnswer | { sameAsDelivery: true }) => callApi<CheckoutState>('PUT', `${CHECKOUT}/billing`, answer),
  /** Creates the order (or finds the one waiting for this cart) and holds its stock. */
  placeOrder: (revision: string) => callApi<PaymentStart>('POST', `${CHECKOUT}/order`, { revision }),
  payWithTestCard: (card: { cardNumber: string; expiry: string; cvc: string; name: string }) =>
    callApi<TestPaymentResult>('POST', `${CHECKOUT}/test-payment`, card),
  confirmation: () => callApi<Confirmation>('GET', `${CHECKOUT}/confirmation`),
  /** Sign-up for the e-mail of the order this cart paid (the server finds it): the same neutral answer as sign-up. */
  registerFromOrder: (body: { firstName: string; lastName: string; password: string; acceptTerms: true; newsletter: boolean }) =>
    callApi<{ message: string }>('POST', `${CHECKOUT}/confirmation/account`, body),
};
