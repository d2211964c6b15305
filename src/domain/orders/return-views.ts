import type { Locale } from '../locale';
import type { ReturnReason, ReturnStatus } from './returns';

/**
 * Returns as the customer's pages and the staff's desk read them (the API answers these
 * shapes). Dates are ISO 8601 (UTC), shown in Paris time; amounts are cents.
 */

/** An order line as the return form offers it: how many units may still be sent back. */
export type ReturnableLine = {
  orderLineId: number;
  reference: string;
  name: string;
  colorName: string;
  sizeName: string;
  unitPriceCents: number;
  bought: number;
  returnable: number;
};

export type ReturnedUnits = { name: string; colorName: string; sizeName: string; quantity: number };

/** A return on the customer's order page. */
export type CustomerReturn = {
  id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  requestedAt: string;
  lines: ReturnedUnits[];
  /** What the refund gives back, once decided; null before. */
  amountCents: number | null;
};

export type CustomerOrderReturns = {
  orderId: number;
  number: string;
  /** Whether a return may be asked for now, and the last day (dd/mm/yyyy, Paris) it may be. */
  window: { open: boolean; lastDay: string | null };
  lines: ReturnableLine[];
  returns: CustomerReturn[];
};

/** Whether the order page shows "Retourner des articles": the window is open and a unit is left to return. */
export function mayAskForReturn(returns: CustomerOrderReturns): boolean {
  return returns.window.open && returns.lines.some((line) => line.returnable > 0);
}

export type StaffReturnLine = ReturnedUnits & {
  id: number;
  orderLineId: number;
  reference: string;
  unitPriceCents: number;
  /** Units put back on sale at the refund; null before. */
  restockedQuantity: number | null;
};

/**
 * A received return's refund: 'preview' before it is decided (what "Rembourser" would give),
 * then where its money is: asked of the provider and not answered yet ('pending'), refused
 * ('failed', to try again), made ('succeeded'), or nothing to give back ('none', the fee took all).
 */
export type StaffReturnRefund = {
  state: 'preview' | 'pending' | 'failed' | 'succeeded' | 'none';
  itemsCents: number;
  shippingCents: number;
  feeCents: number;
  amountCents: number;
  /** The credit note issued with the refund, when the order was invoiced. */
  creditNoteNumber: string | null;
};

export type StaffReturn = {
  id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string | null;
  requestedAt: string;
  receivedAt: string | null;
  refundedAt: string | null;
  cancelledAt: string | null;
  /** The staff member who opened it from the desk; null when the customer (or their withdrawal) asked. */
  openedBy: string | null;
  lines: StaffReturnLine[];
  /** Null until the parcel is received (and for a cancelled return). */
  refund: StaffReturnRefund | null;
};

export type StaffOrderReturns = { orderId: number; number: string; returns: StaffReturn[] };

/** What page loaders read of a customer's returns, through the server's load context (the API's own query, scoped by customer). */
export type ReturnsReader = {
  /** Lines named in `locale`, the page's language. Null when the order does not exist, is someone else's or is not shown to the customer. */
  forCustomer(customerId: number, orderId: number, locale: Locale): Promise<CustomerOrderReturns | null>;
  /** The order a mailed order link opens (a guest's); null when the link is unknown or expired. */
  forLink(token: string, locale: Locale): Promise<CustomerOrderReturns | null>;
};
