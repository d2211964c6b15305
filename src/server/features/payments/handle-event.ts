import type { Database, Transaction } from '../../../db/client';
import { afterRetake, stockActionOnPayment } from '../../../domain/checkout/reservation';
import { namedIn } from '../../../domain/orders/line-names';
import { AUTO_INVOICING_KEY } from '../../../domain/settings';
import { enqueueMail } from '../../mail';
import { readShopIdentityWith } from '../../mail/outbox';
import { autoInvoicingOf, type AutoInvoicing } from '../invoicing/repo';
import type { OrderLinks } from '../../mail/after-sale/templates';
import { orderLinksFor } from '../after-sale/order-links';
import { keepPromoUse, releasePromoClaims } from '../checkout/promo-claims';
import { lockCart, linesOfOrder, updateOrder, type OrderLineRow, type OrderRow } from '../checkout/repo';
import { giveBackStock, productsOf, takeStock } from '../checkout/stock-reservation';
import type { PaymentEvent } from './provider';
import { emptyOrderedCart, findEventPayment, lockOrder, paymentById, recordEvent, setEventOutcome, setPaymentStatus, type PaymentRow } from './repo';

/**
 * What handling an event did (recorded on the event for staff and the logs):
 * - `duplicate`: the event id was handled before; nothing changed (not recorded again);
 * - `ignored`: an event type the shop does not act on;
 * - `unknown_payment`: no payment of the shop matches it;
 * - `amount_mismatch`: its amount or currency is not the order's: the order is left alone;
 * - `paid`: the order is paid, its stock sold; `paid_late`: paid after its hold expired, the
 *   stock taken again; `paid_shortfall`: paid after its hold expired, the stock gone: to refund;
 * - `already_paid`: the order was paid by this payment before; `paid_twice`: paid by another
 *   payment before: this one is flagged for a refund;
 * - `failed`: the payment was refused, the stock given back; `late_failure`: a refusal arriving
 *   after the payment succeeded changes nothing.
 */
export type EventOutcome =
  | 'duplicate'
  | 'ignored'
  | 'unknown_payment'
  | 'amount_mismatch'
  | 'paid'
  | 'paid_late'
  | 'paid_shortfall'
  | 'already_paid'
  | 'paid_twice'
  | 'failed'
  | 'late_failure';

/**
 * `promoReused`: the order was paid with a single-use code another paid order of the same
 * address already holds (ADR 31; placing claims it, so only a payment landing long after its
 * hold expired can do this): the order stands, and the log tells staff.
 */
export type EventResult = {
  outcome: EventOutcome;
  orderId: number | null;
  /** The products whose stock the handling took again or gave back (none most of the time). */
  stockMoved: number[];
  /** The status of the event's payment once handled (null when no payment matched): what the card form answers. */
  paymentStatus: PaymentRow['status'] | null;
  promoReused?: boolean;
  /** The automatic invoicing setting as the transaction that paid the order read it (with the mail's sender). */
  autoInvoicing?: AutoInvoicing;
};

type Handled = EventResult & { paymentId: number | null };

/**
 * The one place an order becomes paid (ADR 11), for both providers, in one transaction and
 * idempotently: the event id is recorded first, so a replayed or duplicated event changes
 * nothing twice; the order row is locked, so two events about one order are handled one after
 * the other on PGlite and PostgreSQL alike.
 */
export async function handlePaymentEvent(db: Database, event: PaymentEvent, now = new Date()): Promise<EventResult> {
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return { outcome: 'duplicate', orderId: null, stockMoved: [], paymentStatus: null };
    const { paymentId, ...result } = await apply(tx, event, now);
    await setEventOutcome(tx, event.id, result.outcome, paymentId);
    return result;
  });
}

async function apply(tx: Transaction, event: PaymentEvent, now: Date): Promise<Handled> {
  const none = { orderId: null, paymentId: null, stockMoved: [], paymentStatus: null };
  if (event.kind === 'ignored') return { outcome: 'ignored', ...none };
  const found = await findEventPayment(tx, event);
  if (!found) return { outcome: 'unknown_payment', ...none };

  // Locks in the checkout's order (cart, then order, then stock), so the two never deadlock.
  if (found.cartId) await lockCart(tx, found.cartId);
  const order = await lockOrder(tx, found.payment.orderId);
  // Read again under the lock: an event handled meanwhile may have changed it.
  const payment = await paymentById(tx, found.payment.id);
  const base = { orderId: order.id, paymentId: payment.id, stockMoved: [], paymentStatus: payment.status };

  if (event.amountCents !== order.totalCents || event.currency?.toLowerCase() !== 'eur') return { outcome: 'amount_mismatch', ...base };
  return event.kind === 'succeeded' ? paid(tx, order, payment, now) : failed(tx, order, payment, event.failureCode);
}

async function paid(tx: Transaction, order: OrderRow, payment: PaymentRow, now: Date): Promise<Handled> {
  const base = { orderId: order.id, paymentId: payment.id, paymentStatus: 'succeeded' as const };
  if (order.status !== 'awaiting_payment') {
    if (payment.status === 'succeeded') return { outcome: 'already_paid', ...base, stockMoved: [] };
    // Another payment already paid this order: the customer was charged twice; staff refund this one.
    await setPaymentStatus(tx, payment.id, 'succeeded');
    await updateOrder(tx, order.id, { refundRequired: true });
    return { outcome: 'paid_twice', ...base, stockMoved: [] };
  }

  await setPaymentStatus(tx, payment.id, 'succeeded');
  const lines = await linesOfOrder(tx, order.id);
  const action = stockActionOnPayment(order.stockState);
  let hold: { stockState: OrderRow['stockState']; refundRequired: boolean } = { stockState: 'committed', refundRequired: false };
  let outcome: EventOutcome = 'paid';
  if (action === 'retake') {
    hold = afterRetake(await retakeStock(tx, order.id, lines));
    outcome = hold.refundRequired ? 'paid_shortfall' : 'paid_late';
  }
  await updateOrder(tx, order.id, { status: 'pending', paidAt: now, ...hold });
  const promoReused = (await keepPromoUse(tx, order, now)) === 'reused';
  if (order.cartId) await emptyOrderedCart(tx, order.cartId, order.id);
  // The order just became paid: its links offer the withdrawal function from this first mail on.
  const links = await orderLinksFor(tx, { ...order, status: 'pending', deliveredAt: null, withdrawnAt: null }, now);
  // The settings in one read: who sends the confirmation, and whether the order is invoiced once paid.
  const { identity, also } = await readShopIdentityWith(tx, order.locale, [AUTO_INVOICING_KEY]);
  await enqueueMail(tx, confirmationMail(order, lines, links), identity);
  return {
    outcome,
    ...base,
    stockMoved: outcome === 'paid_late' ? productsOf(lines) : [],
    autoInvoicing: autoInvoicingOf(also.get(AUTO_INVOICING_KEY)),
    ...(promoReused ? { promoReused } : {}),
  };
}

/** All lines or none: a savepoint undoes the lines taken before the one the stock cannot cover. */
async function retakeStock(tx: Transaction, orderId: number, lines: OrderLineRow[]): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      if (!(await takeStock(savepoint, lines, { reason: 'late_payment', orderId })).ok) throw new StockGone();
    });
    return true;
  } catch (error) {
    if (error instanceof StockGone) return false;
    throw error;
  }
}

class StockGone extends Error {}

async function failed(tx: Transaction, order: OrderRow, payment: PaymentRow, failureCode: string | null): Promise<Handled> {
  const base = { orderId: order.id, paymentId: payment.id, paymentStatus: 'failed' as const };
  // Out of order: the payment or the order was confirmed already; a refusal cannot undo that.
  if (order.status !== 'awaiting_payment' || payment.status === 'succeeded') {
    return { outcome: 'late_failure', ...base, paymentStatus: payment.status, stockMoved: [] };
  }
  await setPaymentStatus(tx, payment.id, 'failed', failureCode);
  if (order.stockState !== 'reserved') return { outcome: 'failed', ...base, stockMoved: [] };
  // The customer may try again: going to pay again takes the stock, and the single-use code, again.
  const lines = await linesOfOrder(tx, order.id);
  await giveBackStock(tx, lines, { reason: 'payment_failed', orderId: order.id });
  await updateOrder(tx, order.id, { stockState: 'released' });
  await releasePromoClaims(tx, [order.id]);
  return { outcome: 'failed', ...base, stockMoved: productsOf(lines) };
}

function confirmationMail(order: OrderRow, lines: OrderLineRow[], links: OrderLinks) {
  const address = ({ firstName, lastName, line1, line2, zip, city, country, phone }: OrderRow['deliveryAddress']) => ({
    firstName,
    lastName,
    line1,
    line2,
    zip,
    city,
    country,
    phone,
  });
  return {
    to: order.email,
    locale: order.locale,
    orderId: order.id,
    template: 'order-confirmation' as const,
    data: {
      firstName: order.billingAddress.firstName,
      orderNumber: order.number,
      lines: lines.map((line) => {
        const { name, colorName, sizeName, quantity, unitPriceCents } = namedIn(line, order.locale);
        return { name, colorName, sizeName, quantity, lineTotalCents: unitPriceCents * quantity };
      }),
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      promoCode: order.promoCode,
      delivery: address(order.deliveryAddress),
      billing: address(order.billingAddress),
      ...links,
    },
  };
}
