import type { OrderStatus } from '../orders/orders';

/**
 * Whether an order may be billed (Facturer, Rétablir, a typed invoice naming it): each refusal is
 * a key of `invoices:errors`. Never an order not paid yet or cancelled, and never one refunded in
 * full: its invoice would bill what the customer got back.
 */
export type BillingRefusal = 'orderNotPaid' | 'orderCancelled' | 'orderRefunded';

export type BilledOrder = { status: OrderStatus; paidAt: Date | null; totalCents: number; refundedCents: number };

export function billingRefusal(order: BilledOrder): BillingRefusal | null {
  if (order.status === 'cancelled') return 'orderCancelled';
  if (order.status === 'awaiting_payment' || !order.paidAt) return 'orderNotPaid';
  if (order.totalCents > 0 && order.refundedCents >= order.totalCents) return 'orderRefunded';
  return null;
}

/** Why a typed invoice cannot name the order typed (`invoices:errors.*`, shown on the order number field). */
export type TypedInvoiceOrderRefusal = 'orderNumberUnknown' | 'orderEmailMismatch' | BillingRefusal | 'alreadyInvoiced';

/**
 * A typed invoice names an order only when that order exists, was placed with the buyer's
 * e-mail address as typed (case and spaces ignored), may be billed, and has no live invoice:
 * otherwise a made-up buyer with another customer's order number would be attached to that
 * customer and shown in their invoices.
 */
export function typedInvoiceOrderRefusal(
  order: (BilledOrder & { billingEmail: string }) | null,
  buyerEmail: string,
  invoiced: boolean,
): TypedInvoiceOrderRefusal | null {
  if (!order) return 'orderNumberUnknown';
  if (order.billingEmail.trim().toLowerCase() !== buyerEmail.trim().toLowerCase()) return 'orderEmailMismatch';
  return billingRefusal(order) ?? (invoiced ? 'alreadyInvoiced' : null);
}
