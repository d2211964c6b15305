import type { Database, DbOrTx } from '../../../db/client';
import type { CountryCode } from '../../../domain/addresses/countries';
import type { Confirmation, ConfirmationRecap, PaymentState } from '../../../domain/checkout/checkout';
import { accountOffer, recapShown } from '../../../domain/checkout/confirmation';
import { deliveryWindow } from '../../../domain/orders/delivery-window';
import { namedIn } from '../../../domain/orders/line-names';
import { parisClockAt } from '../../../domain/sales/paris-calendar';
import { DELIVERY_WORKING_DAYS } from '../../../domain/shop-policies';
import { findCart } from '../cart/repo';
import type { CheckoutVisitor } from './checkout-read';
import { latestOrderOf, orderLinesWithImages, type OrderRow } from './repo';

/** The visitor's newest order and its newest payment's state: a customer's by the session, a guest's by the cart cookie. */
export async function visitorLatestOrder(db: DbOrTx, visitor: Pick<CheckoutVisitor, 'customer' | 'owner'>) {
  if (visitor.customer) return latestOrderOf(db, { customerId: visitor.customer.id });
  const cart = await findCart(db, visitor.owner);
  return cart ? latestOrderOf(db, { cartId: cart.id }) : null;
}

async function recapOf(db: Database, order: OrderRow & { paidAt: Date }, visitor: CheckoutVisitor): Promise<ConfirmationRecap> {
  const lines = await orderLinesWithImages(db, order.id);
  const { firstName, lastName } = order.billingAddress;
  return {
    firstName,
    lastName,
    email: order.email,
    lines: lines.map((line) => ({ ...namedIn(line, visitor.locale), lineTotalCents: line.unitPriceCents * line.quantity })),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    // Countries were checked against the delivered list when the order was placed.
    delivery: { ...order.deliveryAddress, country: order.deliveryAddress.country as CountryCode },
    // The delivery time the reader was told in their language (product page, /livraisons).
    deliveryWindow: deliveryWindow(order.paidAt, DELIVERY_WORKING_DAYS[visitor.locale]),
  };
}

/**
 * The confirmation page's reading (GET /api/store/checkout/confirmation): the visitor's newest
 * order, whether it is paid and, once it is, the order in full while the page may show it.
 * It only reads: the order is confirmed by the provider's event, never by the page the
 * customer lands on. Null when the visitor has no order.
 */
export async function readConfirmation(db: Database, visitor: CheckoutVisitor, now = new Date()): Promise<Confirmation | null> {
  const row = await visitorLatestOrder(db, visitor);
  if (!row) return null;
  const { order, paymentStatus } = row;
  const state: PaymentState = order.paidAt ? 'paid' : paymentStatus === 'failed' ? 'failed' : 'processing';
  const signedIn = visitor.customer !== null;
  const paidAt = order.paidAt;
  return {
    orderId: order.id,
    orderNumber: order.number,
    state,
    totalCents: order.totalCents,
    paidOn: paidAt ? parisClockAt(paidAt).day : null,
    recap: paidAt && recapShown(order, signedIn, now) ? await recapOf(db, { ...order, paidAt }, visitor) : null,
    account: accountOffer(order, signedIn, now),
  };
}
