import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { returnLines, returns } from '../../../db/schema';
import { returnRefund } from '../../../domain/orders/returns';
import { HttpError } from '../../errors';
import type { CatalogueStore } from '../catalogue/store';
import { giveBackStock } from '../checkout/stock-reservation';
import { issueCreditNoteForRefund, type CreditNoteIssue } from '../invoicing/issue';
import type { PaymentProvider } from '../payments/provider';
import { openRefund } from '../refunds/ledger';
import { settleRefund, unsettledRefund } from '../refunds/settle';
import { mailReturnRefunded } from './mails';
import { linesOfOrder } from '../checkout/repo';
import { refundFacts, returnRefundsOf, type ReturnsOrder, type ReturnWithLines } from './repo';
import { refuseStep, withLockedReturn } from './staff-returns';

/** `invoicesDir`: where the partial credit note's PDF is written. */
export type ReturnDeps = { db: Database; catalogue: CatalogueStore; payments: PaymentProvider; invoicesDir: string };

/** Per line of the return, the units put back on sale after inspection (lines not named: none). */
export type Restock = { returnLineId: number; quantity: number }[];

/** What the refund decided, for the staff member: where its money is. */
export type ReturnRefundOutcome = { state: 'succeeded' | 'none'; amountCents: number };

const badRestock = (field: string) => new HttpError(400, 'invalid_restock', 'back:returns.errors.restock', field);

/** The units to put back per return line, checked against the return: each at most what came back. */
function restockPlan(ret: ReturnWithLines, restock: Restock): Map<number, number> {
  const plan = new Map(ret.lines.map((line) => [line.id, 0]));
  for (const [index, { returnLineId, quantity }] of restock.entries()) {
    const line = ret.lines.find((l) => l.id === returnLineId);
    if (!line || !Number.isSafeInteger(quantity) || quantity < 0 || quantity > line.quantity) throw badRestock(`restock.${index}.quantity`);
    plan.set(returnLineId, quantity);
  }
  return plan;
}

/**
 * Decides the refund of a received return, in the transaction that holds the order's row:
 * puts the inspected units back on sale, computes the amounts (returns.ts returnRefund), keeps
 * them on the return, and opens the refund in the ledger (counted at once in the order's
 * refunded_cents, which never passes the total), with the partial credit note that corrects
 * the order's invoice, when it has one. A return whose refund was already decided is never
 * decided again: a second click, a retry or a concurrent request finds its amounts and only
 * asks again for the refund still pending (or opens anew, under the same credit note, one the
 * provider refused). Answers the refund to ask of the provider after the commit, whether stock
 * moved, and the credit note whose PDF is to write.
 */
async function decideRefund(
  tx: Transaction,
  { ret, order, all }: { ret: ReturnWithLines; order: ReturnsOrder; all: ReturnWithLines[] },
  { restock, staffId, invoicesDir, now }: { restock: Restock; staffId: number; invoicesDir: string; now: Date },
): Promise<{ refundId: number | null; stockMoved: boolean; amountCents: number; credit: CreditNoteIssue | null }> {
  refuseStep(ret.status, 'refund');
  const earlier = (await returnRefundsOf(tx, order.id)).filter((row) => row.returnId === ret.id);
  if (ret.itemsCents !== null) {
    const pending = earlier.find((row) => row.status === 'pending' || row.status === 'succeeded');
    const amountCents = ret.itemsCents + (ret.shippingCents ?? 0) - (ret.feeCents ?? 0);
    if (pending) return { refundId: pending.id, stockMoved: false, amountCents, credit: null };
    // The provider refused the last attempt: the same amounts are asked again, under the same credit note.
    const creditNoteId = earlier.find((row) => row.creditNoteId !== null)?.creditNoteId ?? null;
    const refundId = await openRefund(tx, { orderId: order.id, amountCents, reason: 'return', returnId: ret.id, creditNoteId, staffId });
    return { refundId, stockMoved: false, amountCents, credit: null };
  }

  const plan = restockPlan(ret, restock);
  const lines = await linesOfOrder(tx, order.id);
  const facts = refundFacts(order, lines, all);
  const amounts = returnRefund(facts.order, facts.returns, ret.id);

  const putBack = ret.lines.filter((line) => plan.get(line.id)! > 0);
  await giveBackStock(
    tx,
    putBack.map((line) => {
      const bought = lines.find((l) => l.id === line.orderLineId)!;
      return { productId: bought.productId, colorId: bought.colorId, sizeId: bought.sizeId, quantity: plan.get(line.id)! };
    }),
    { reason: 'return_restocked', staffId, orderId: order.id },
  );
  for (const line of ret.lines)
    await tx
      .update(returnLines)
      .set({ restockedQuantity: plan.get(line.id)! })
      .where(eq(returnLines.id, line.id));

  await tx
    .update(returns)
    .set({ itemsCents: amounts.itemsCents, shippingCents: amounts.shippingCents, feeCents: amounts.feeCents })
    .where(eq(returns.id, ret.id));
  // The goods came back: the invoice is corrected by a credit note whatever goes back to the card (0 € when the fee takes it all).
  const credit = await issueCreditNoteForRefund(
    tx,
    {
      orderId: order.id,
      lines: ret.lines.map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity })),
      shippingCents: amounts.shippingCents,
      feeCents: amounts.feeCents,
      itemsCents: amounts.itemsCents,
      staffId,
    },
    { invoicesDir, now },
  );
  const stockMoved = putBack.length > 0;
  if (amounts.amountCents === 0) {
    // The fee took it all: nothing to ask of the provider, the return is settled now.
    await tx.update(returns).set({ status: 'refunded', refundedAt: now }).where(eq(returns.id, ret.id));
    await mailReturnRefunded(tx, ret.id, 0, now, staffId);
    return { refundId: null, stockMoved, amountCents: 0, credit };
  }
  const refundId = await openRefund(tx, {
    orderId: order.id,
    amountCents: amounts.amountCents,
    reason: 'return',
    returnId: ret.id,
    creditNoteId: credit?.creditNote.id ?? null,
    staffId,
  });
  return { refundId, stockMoved, amountCents: amounts.amountCents, credit };
}

/**
 * "Rembourser": decides the refund (above), then, after the commit, asks the provider with the
 * refund's own idempotency key (settle.ts), which marks the return refunded and mails the
 * customer once the money went back. A provider out of reach leaves the refund pending, a
 * refusal frees its amount: both are answered as errors staff can act on ("Réessayer").
 */
export async function refundReturn(
  deps: ReturnDeps,
  returnId: number,
  restock: Restock,
  staffId: number,
  now = new Date(),
): Promise<ReturnRefundOutcome> {
  const { refundId, stockMoved, amountCents, credit } = await withLockedReturn(deps.db, returnId, (tx, order, ret, all) =>
    decideRefund(tx, { ret, order, all }, { restock, staffId, invoicesDir: deps.invoicesDir, now }),
  );
  // Units back on sale show in the storefront at once.
  if (stockMoved) deps.catalogue.stockChanged();
  // Outside the transaction (rendering takes a while); a PDF missing after a failure here is made when first asked for.
  await credit?.writePdf();
  if (refundId === null) return { state: 'none', amountCents };
  const state = await settleRefund(deps, refundId);
  const failure = unsettledRefund([state], 'back:returns.errors');
  if (failure) throw failure;
  return { state: 'succeeded', amountCents };
}
