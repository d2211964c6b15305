import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { CatalogueStore } from '../catalogue/store';
import { shopCounters } from '../../operations/shop-counters';
import { invoiceAtPayment } from '../invoicing/auto-invoicing';
import { handlePaymentEvent, type EventResult } from './handle-event';
import type { PaymentEvent } from './provider';

export type ReceiveDeps = { db: Database; catalogue: CatalogueStore; invoicesDir: string };

/** Outcomes a person must look at: money taken that does not match an order as it should. */
const needsStaff: readonly EventResult['outcome'][] = ['amount_mismatch', 'unknown_payment', 'paid_shortfall', 'paid_twice'];
/** Outcomes that leave an order paid and to be delivered (a shortfall is to be refunded, not billed). */
const newlyPaid: readonly EventResult['outcome'][] = ['paid', 'paid_late'];

/**
 * What the shop does with a payment event once its signature is verified, whoever delivered
 * it (Stripe on the webhook, the test card form in-process): handled once (handle-event.ts),
 * the in-memory catalogue told when stock moved, the log saying when staff must act, and,
 * after the payment has committed, the order invoiced when automatic invoicing is on (a
 * failure there leaves the order paid and "Facturer" to staff; ADR 12).
 */
export async function receivePaymentEvent(
  { db, catalogue, invoicesDir }: ReceiveDeps,
  event: PaymentEvent,
  log: FastifyBaseLogger,
): Promise<EventResult> {
  const result = await handlePaymentEvent(db, event);
  if (result.stockMoved.length > 0) catalogue.stockChanged(result.stockMoved);
  const context = { provider: event.provider, eventType: event.type, orderId: result.orderId, outcome: result.outcome };
  if (needsStaff.includes(result.outcome)) log.error(context, 'payment event needs staff attention');
  else log.info(context, 'payment event handled');
  if (result.promoReused) log.warn(context, 'order paid with a single-use promo code another paid order of its address already used');
  if (result.orderId !== null && newlyPaid.includes(result.outcome)) {
    shopCounters.ordersPaid.inc();
    await invoiceAtPayment({ db, invoicesDir }, result.orderId, log, result.autoInvoicing);
  }
  return result;
}
