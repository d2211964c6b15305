import type { AddressFields } from '../addresses/address-schema';
import type { Cart } from '../cart/cart';
import type { DeliveryWindow } from '../orders/delivery-window';
import type { OrderLineView } from '../orders/orders';
import type { AccountOffer } from './confirmation';

/**
 * The shapes the checkout API answers and the checkout pages read (storefront spec sections 2-4:
 * order draft, checkout states). Every amount is the server's (GUIDE 3.4); the browser only
 * sends its answers (e-mail, addresses, choices), never a price.
 */

export type CheckoutStep = 1 | 2 | 3;

/** An address as the checkout shows it: a book entry (customer) or the typed fields (guest). */
export type CheckoutAddress = AddressFields & { id: number | null };

export type CheckoutDraft = {
  /** The guest's contact e-mail; for a customer, the account's. */
  email: string | null;
  delivery: CheckoutAddress | null;
  billingSameAsDelivery: boolean;
  /** When billingSameAsDelivery, the delivery address. */
  billing: CheckoutAddress | null;
  /** The furthest step the answers allow (a step whose earlier answers are missing is never shown). */
  step: CheckoutStep;
};

export type CheckoutState = {
  /** 'guest' without a session; 'customer' with one (the spec's /checkout/guess and /checkout/user). */
  mode: 'guest' | 'customer';
  cart: Cart;
  draft: CheckoutDraft;
  /** What stops going to payment now, as full message keys (e.g. `errors:checkout.cartEmpty`); empty when the order can be placed. */
  blockers: string[];
  /**
   * What the customer is looking at (lines, prices, promo, answers), as an opaque token. Sent
   * back with POST /api/store/checkout/order, it turns a change made meanwhile (another tab, a
   * new price) into a 409 the customer is told about, instead of an order they did not see.
   */
  revision: string;
};

/** The body of POST /api/store/checkout/order: never a price, only what the customer saw. */
export type PlaceOrderRequest = { revision?: string };

/** The payment page's instructions, from POST /api/store/checkout/order. */
export type PaymentStart = {
  orderId: number;
  orderNumber: string;
  totalCents: number;
  /** When the stock held for this order is released if it is not paid (ISO 8601). */
  reservedUntil: string;
} & ({ provider: 'stripe'; publishableKey: string; clientSecret: string } | { provider: 'test' });

/**
 * What the confirmation page reads (GET /api/store/checkout/confirmation): the state only; it
 * never creates or confirms anything. `paid` once the provider's event was handled;
 * `processing` while it has not arrived; `failed` when the payment was refused.
 */
export type PaymentState = 'paid' | 'processing' | 'failed';

/** The answer of POST /api/store/checkout/test-payment (built-in test provider only). */
export type TestPaymentResult = {
  state: 'paid' | 'failed';
  /** On failure, the sentence to show: the card's refusal, or 'somethingWrong'. */
  message?: string;
};

/** A line of the order as the confirmation shows it: with the picture of its colour (the cart's choice). */
export type ConfirmationLine = OrderLineView & { image: string | null };

/** The paid order in full, as the confirmation page recaps it. */
export type ConfirmationRecap = {
  firstName: string;
  lastName: string;
  email: string;
  lines: ConfirmationLine[];
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  promoCode: string | null;
  delivery: AddressFields;
  /** Paris calendar days (YYYY-MM-DD) between which the parcel should arrive. */
  deliveryWindow: DeliveryWindow;
};

export type Confirmation = {
  /** Only its own customer can open it under /commande/{id}: the signed-in links use it. */
  orderId: number;
  orderNumber: string;
  state: PaymentState;
  totalCents: number;
  /** The Paris calendar day it was paid (YYYY-MM-DD), null until then. */
  paidOn: string | null;
  /** Null before payment, and for a guest once CONFIRMATION_RECAP_HOURS have passed (confirmation.ts). */
  recap: ConfirmationRecap | null;
  account: AccountOffer;
};
