import type { Database } from '../../../db/client';
import type { Confirmation, PaymentState } from '../../../domain/checkout/checkout';
import { findCart } from '../cart/repo';
import type { CheckoutVisitor } from './checkout-read';
import { latestOrderOf } from './repo';

/**
 * The confirmation page's reading (GET /api/store/checkout/confirmation): the visitor's newest
 * order and whether it is paid. It only reads: the order is confirmed by the provider's event,
 * never by the page the customer lands on. Null when the visitor has no order.
 */
export async function readConfirmation(db: Database, visitor: CheckoutVisitor): Promise<Confirmation | null> {
  let row;
  if (visitor.customer) row = await latestOrderOf(db, { customerId: visitor.customer.id });
  else {
    const cart = await findCart(db, visitor.owner);
    row = cart ? await latestOrderOf(db, { cartId: cart.id }) : null;
  }
  if (!row) return null;
  const { order, paymentStatus } = row;
  const state: PaymentState = order.paidAt ? 'paid' : paymentStatus === 'failed' ? 'failed' : 'processing';
  return {
    orderNumber: order.number,
    firstName: order.billingAddress.firstName,
    lastName: order.billingAddress.lastName,
    email: order.email,
    state,
    totalCents: order.totalCents,
  };
}
