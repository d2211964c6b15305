import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderEvents, orders, payments, refunds } from '../../../db/schema';
import { HttpError } from '../../errors';
import type { PaymentProvider } from '../payments/provider';
import { afterRefundSettled } from './after-refund';
import { pendingRefundIds } from './ledger';

export type SettleDeps = { db: Database; payments: PaymentProvider };

/**
 * Where a refund stands once the provider was asked: made, still to ask again (out of reach),
 * refused, or not askable from here (paid through another provider than the shop's current one).
 */
export type SettleOutcome = 'succeeded' | 'pending' | 'failed' | 'other_provider';

/**
 * Asks the provider for a refund decided earlier (ledger.ts), outside any transaction (it may
 * take seconds), with the refund's own idempotency key: a retry, a second click or a second
 * instance asks for the same refund and the provider makes it once. The answer is written
 * under the refund's row lock, once: whoever comes second finds it settled.
 */
export async function settleRefund({ db, payments: provider }: SettleDeps, refundId: number): Promise<SettleOutcome> {
  const [due] = await db
    .select({
      status: refunds.status,
      orderId: refunds.orderId,
      amountCents: refunds.amountCents,
      idempotencyKey: refunds.idempotencyKey,
      provider: payments.provider,
      providerRef: payments.providerRef,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!due) throw new Error(`Refund ${refundId} not found`);
  if (due.status !== 'pending') return due.status;
  // A payment taken by another provider (the shop switched to Stripe since) cannot be refunded from here: staff see it pending.
  if (due.provider !== provider.name) return 'other_provider';

  const outcome = await provider.refund({
    orderId: due.orderId,
    providerRef: due.providerRef,
    amountCents: due.amountCents,
    idempotencyKey: due.idempotencyKey,
  });
  if (!outcome.ok && outcome.reason === 'unavailable') return 'pending';

  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund || refund.status !== 'pending') return refund?.status ?? 'pending';
    const now = new Date();
    if (!outcome.ok) {
      // Refused: nothing left the shop, so what it held may be refunded again.
      await tx.update(refunds).set({ status: 'failed', failureCode: outcome.reason, settledAt: now }).where(eq(refunds.id, refundId));
      await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} - ${refund.amountCents}`, updatedAt: now })
        .where(eq(orders.id, refund.orderId));
      await tx
        .insert(orderEvents)
        .values({ orderId: refund.orderId, kind: 'refund_failed', amountCents: refund.amountCents, staffId: refund.staffId, createdAt: now });
      return 'failed';
    }
    await tx.update(refunds).set({ status: 'succeeded', providerRef: outcome.refundRef, settledAt: now }).where(eq(refunds.id, refundId));
    // The payment reads 'refunded' once all of it went back.
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: now })
      .where(
        and(
          eq(payments.id, refund.paymentId),
          sql`(select o.refunded_cents >= o.total_cents from orders o where o.id = ${refund.orderId})`,
          sql`not exists (select 1 from refunds r where r.payment_id = ${refund.paymentId} and r.status = 'pending')`,
        ),
      );
    await tx
      .insert(orderEvents)
      .values({ orderId: refund.orderId, kind: 'refunded', amountCents: refund.amountCents, staffId: refund.staffId, createdAt: now });
    await afterRefundSettled(tx, refund, now);
    return 'succeeded';
  });
}

/**
 * The answer staff get when a refund was not made, in their feature's words
 * (`${messages}.refundUnavailable`, `.refundRefused`, `.refundOtherProvider`); null once it was.
 * Of several refunds, the outcome that asks the most of staff speaks: another provider (refund
 * it there), then out of reach (try again later), then refused.
 */
export function unsettledRefund(outcomes: readonly SettleOutcome[], messages: string): HttpError | null {
  if (outcomes.includes('other_provider')) return new HttpError(409, 'refund_other_provider', `${messages}.refundOtherProvider`);
  if (outcomes.includes('pending')) return new HttpError(503, 'refund_unavailable', `${messages}.refundUnavailable`);
  if (outcomes.includes('failed')) return new HttpError(502, 'refund_refused', `${messages}.refundRefused`);
  return null;
}

/** Asks again for every refund of the order still pending ("Réessayer le remboursement"); answers each one's outcome. */
export async function settleOrderRefunds(deps: SettleDeps, orderId: number): Promise<SettleOutcome[]> {
  const outcomes: SettleOutcome[] = [];
  for (const id of await pendingRefundIds(deps.db, orderId)) outcomes.push(await settleRefund(deps, id));
  return outcomes;
}
