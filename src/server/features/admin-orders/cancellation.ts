import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { cancellationOf, type Cancellation } from '../../../domain/orders/cancellation';
import { HttpError } from '../../errors';
import { mailedOrder, queueOrderMail } from '../after-sale/order-mail';
import { linesOfOrder } from '../checkout/repo';
import { giveBackStock } from '../checkout/stock-reservation';
import { cancelInvoiceInTx } from '../invoicing/issue';
import { liveInvoiceOfOrder } from '../invoicing/repo';
import { openRefund } from '../refunds/ledger';
import { settleRefund } from '../refunds/settle';
import { decided, withLockedOrder, type ActingStaff, type LockedOrder } from './locked-order';
import type { DeskDeps } from './order-actions';
import { recordOrderEvent } from './timeline-repo';
import type { Transaction } from '../../../db/client';

/** What cancelling the order would do, read under its lock (the dialog's question quotes it), with the lines and invoice it reads. */
async function cancellationNow(tx: Transaction, order: LockedOrder) {
  const [lines, invoice] = await Promise.all([linesOfOrder(tx, order.id), liveInvoiceOfOrder(tx, order.id)]);
  return { plan: cancellationOf(order, lines, invoice?.number ?? null), lines, invoice };
}

/** What "Annuler la commande" / "Rejeter" will do: refund, units back on sale, invoice cancelled. */
export async function previewCancellation({ db }: DeskDeps, orderId: number, staff: ActingStaff): Promise<Cancellation> {
  return withLockedOrder(db, orderId, async (tx, order) => {
    decided(order, order.status === 'pending' ? 'reject' : 'cancel', staff);
    return (await cancellationNow(tx, order)).plan;
  });
}

/**
 * Rejeter (pending) or Annuler (processing), before the goods leave: in one transaction holding
 * the order, the stock goes back on sale, the invoice is cancelled by a credit note, and the
 * refund of what was paid is decided; the customer is mailed. The staff member confirmed the
 * amount the preview named: if it changed since (a refund in between), nothing is done and they
 * are told. The provider is asked after the commit, once (the refund's idempotency key); if it
 * is out of reach the refund stays pending and the order page offers to ask again.
 */
export async function cancelOrder(deps: DeskDeps, orderId: number, confirmedRefundCents: number, staff: ActingStaff): Promise<Cancellation> {
  const done = await withLockedOrder(deps.db, orderId, async (tx, order) => {
    const step = decided(order, order.status === 'pending' ? 'reject' : 'cancel', staff);
    const { plan, lines, invoice } = await cancellationNow(tx, order);
    if (plan.refundCents !== confirmedRefundCents)
      throw new HttpError(409, 'cancellation_changed', 'back:errors.orders.cancellationChanged', undefined, { amount: plan.refundCents });
    const now = new Date();
    const holdsStock = order.stockState === 'committed' || order.stockState === 'reserved';
    if (holdsStock) await giveBackStock(tx, lines, { reason: 'cancellation', staffId: staff.id, orderId: order.id });
    await tx
      .update(orders)
      .set({ status: step.to, cancelledAt: now, refundRequired: false, updatedAt: now, ...(holdsStock ? { stockState: 'released' as const } : {}) })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, { orderId, kind: 'status_changed', fromStatus: order.status, toStatus: step.to, staffId: staff.id, createdAt: now });
    const credit = invoice ? await cancelInvoiceInTx(tx, invoice.id, { staffId: staff.id, invoicesDir: deps.invoicesDir, now }) : null;
    const refundId =
      plan.refundCents > 0
        ? await openRefund(tx, {
            orderId,
            amountCents: plan.refundCents,
            reason: 'cancellation',
            creditNoteId: credit?.creditNote.id ?? null,
            staffId: staff.id,
          })
        : null;
    const mailed = await mailedOrder(tx, orderId, now);
    await queueOrderMail(
      tx,
      mailed,
      {
        template: 'order-cancelled',
        data: { firstName: mailed.firstName, orderNumber: mailed.number, lines: mailed.lines, refundCents: plan.refundCents, ...mailed.links },
      },
      staff.id,
    );
    return { plan, holdsStock, credit, refundId };
  });
  // The stock given back is for sale again: the in-memory catalogue must show it.
  if (done.holdsStock) deps.catalogue.stockChanged();
  await done.credit?.writePdf();
  if (done.refundId !== null) await settleRefund(deps, done.refundId);
  return done.plan;
}
