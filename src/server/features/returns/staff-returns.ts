import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../../../db/client';
import { orderEvents, orders, returns, staff } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { namedIn } from '../../../domain/orders/line-names';
import type { StaffOrderReturns, StaffReturn, StaffReturnRefund } from '../../../domain/orders/return-views';
import { decideReturnStep, returnRefund, type ReturnAction } from '../../../domain/orders/returns';
import { HttpError } from '../../errors';
import { linesOfOrder } from '../checkout/repo';
import { mailReturnReceived } from './mails';
import {
  lockOrder,
  orderIdOfReturn,
  readOrder,
  refundFacts,
  returnRefundsOf,
  returnsOf,
  type ReturnRefundRow,
  type ReturnsOrder,
  type ReturnWithLines,
} from './repo';

/** The staff's side of returns: the order's returns as the desk shows them, and each step but the refund (refund-return.ts). */

export const orderNotFound = () => new HttpError(404, 'order_not_found', 'back:errors.orders.notFound');
export const returnNotFound = () => new HttpError(404, 'return_not_found', 'back:returns.errors.notFound');

/** Refuses a step the return's state does not allow, with the reason in the staff member's language. */
export function refuseStep(status: ReturnWithLines['status'], action: ReturnAction): void {
  const decision = decideReturnStep(status, action);
  if (!decision.ok) throw new HttpError(409, `return_${decision.reason}`, `back:returns.errors.${decision.reason}`);
}

/**
 * Runs `work` on the return and its order, in one transaction holding the order's row: every
 * change to an order's returns and refunds is made under that lock, so concurrent requests are
 * served one after the other, each seeing the previous one's result.
 */
export async function withLockedReturn<T>(
  db: Database,
  returnId: number,
  work: (tx: Transaction, order: ReturnsOrder, ret: ReturnWithLines, all: ReturnWithLines[]) => Promise<T>,
): Promise<T> {
  const orderId = await orderIdOfReturn(db, returnId);
  if (orderId === null) throw returnNotFound();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, orderId));
    if (!order) throw returnNotFound();
    const all = await returnsOf(tx, order.id);
    const ret = all.find((r) => r.id === returnId);
    if (!ret) throw returnNotFound();
    return work(tx, order, ret, all);
  });
}

/** "Marquer comme reçu": the parcel is in; the customer is told, the refund comes next. */
export async function receiveReturn(db: Database, returnId: number, staffId: number, now = new Date()): Promise<void> {
  await withLockedReturn(db, returnId, async (tx, order, ret) => {
    refuseStep(ret.status, 'receive');
    await tx.update(returns).set({ status: 'received', receivedAt: now }).where(eq(returns.id, ret.id));
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'return_received', returnId: ret.id, staffId, createdAt: now });
    await mailReturnReceived(tx, order.id, ret.id, now, staffId);
  });
}

/** "Annuler le retour": only before its parcel arrived; its units may be asked for again. */
export async function cancelReturn(db: Database, returnId: number, staffId: number, now = new Date()): Promise<void> {
  await withLockedReturn(db, returnId, async (tx, order, ret) => {
    refuseStep(ret.status, 'cancel');
    await tx.update(returns).set({ status: 'cancelled', cancelledAt: now }).where(eq(returns.id, ret.id));
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'return_cancelled', returnId: ret.id, staffId, createdAt: now });
  });
}

/** Where a received return's money is: its latest refund decides, a return decided at 0 € has none. */
function refundOf(facts: ReturnType<typeof refundFacts>, ret: ReturnWithLines, refundRows: ReturnRefundRow[]): StaffReturnRefund | null {
  if (ret.status === 'requested' || ret.status === 'cancelled') return null;
  if (ret.itemsCents === null) {
    const preview = returnRefund(facts.order, facts.returns, ret.id);
    return { state: 'preview', ...preview, creditNoteNumber: null };
  }
  const latest = refundRows.find((row) => row.returnId === ret.id);
  const amounts = { itemsCents: ret.itemsCents, shippingCents: ret.shippingCents ?? 0, feeCents: ret.feeCents ?? 0 };
  const amountCents = amounts.itemsCents + amounts.shippingCents - amounts.feeCents;
  const creditNoteNumber = refundRows.find((row) => row.returnId === ret.id && row.creditNoteNumber)?.creditNoteNumber ?? null;
  return { state: latest?.status ?? 'none', ...amounts, amountCents, creditNoteNumber };
}

const staffName = sql<string | null>`nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), '')`;

/** The order's returns for its page on the desk, named in the staff member's `locale`, with what each refund gives (or would give) back. */
export async function staffOrderReturns(db: DbOrTx, orderId: number, locale: Locale): Promise<StaffOrderReturns | null> {
  const order = await readOrder(db, eq(orders.id, orderId));
  if (!order) return null;
  const [lines, all, refundRows, openers] = await Promise.all([
    linesOfOrder(db, order.id),
    returnsOf(db, order.id),
    returnRefundsOf(db, order.id),
    db
      .select({ id: returns.id, name: staffName })
      .from(returns)
      .innerJoin(staff, eq(staff.id, returns.createdByStaffId))
      .where(eq(returns.orderId, order.id)),
  ]);
  const facts = refundFacts(order, lines, all);
  const byId = new Map(lines.map((line) => [line.id, namedIn(line, locale)]));
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    orderId: order.id,
    number: order.number,
    returns: all.map((ret): StaffReturn => ({
      id: ret.id,
      status: ret.status,
      reason: ret.reason,
      comment: ret.comment,
      requestedAt: ret.requestedAt.toISOString(),
      receivedAt: iso(ret.receivedAt),
      refundedAt: iso(ret.refundedAt),
      cancelledAt: iso(ret.cancelledAt),
      openedBy: openers.find((row) => row.id === ret.id)?.name ?? null,
      lines: ret.lines.map((line) => {
        const bought = byId.get(line.orderLineId)!;
        return {
          id: line.id,
          orderLineId: line.orderLineId,
          reference: bought.reference,
          name: bought.name,
          colorName: bought.colorName,
          sizeName: bought.sizeName,
          unitPriceCents: bought.unitPriceCents,
          quantity: line.quantity,
          restockedQuantity: line.restockedQuantity,
        };
      }),
      refund: refundOf(facts, ret, refundRows),
    })),
  };
}
