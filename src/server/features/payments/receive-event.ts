import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { CatalogueStore } from '../catalogue/store';
import { handlePaymentEvent, type EventResult } from './handle-event';
import type { PaymentEvent } from './provider';

export type ReceiveDeps = { db: Database; catalogue: CatalogueStore };

/** Outcomes a person must look at: money taken that does not match an order as it should. */
const needsStaff: readonly EventResult['outcome'][] = ['amount_mismatch', 'unknown_payment', 'paid_shortfall', 'paid_twice'];

/**
 * What the shop does with a payment event once its signature is verified, whoever delivered
 * it (Stripe on the webhook, the test card form in-process): handled once (handle-event.ts),
 * the in-memory catalogue told when stock moved, and the log saying when staff must act.
 */
export async function receivePaymentEvent({ db, catalogue }: ReceiveDeps, event: PaymentEvent, log: FastifyBaseLogger): Promise<EventResult> {
  const result = await handlePaymentEvent(db, event);
  if (result.stockChanged) catalogue.stockChanged();
  const context = { provider: event.provider, eventType: event.type, orderId: result.orderId, outcome: result.outcome };
  if (needsStaff.includes(result.outcome)) log.error(context, 'payment event needs staff attention');
  else log.info(context, 'payment event handled');
  return result;
}
