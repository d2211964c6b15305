import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { orderEvents, orders, returnLines, returns } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { namedIn } from '../../../domain/orders/line-names';
import { dayLabel } from '../../../domain/sales/paris-calendar';
import type { CustomerOrderReturns } from '../../../domain/orders/return-views';
import type { ReturnRequest } from '../../../domain/orders/return-request';
import { checkReturnRequest, returnableQuantities, returnWindow, type ReturnRequestRefusal } from '../../../domain/orders/returns';
import { HttpError } from '../../errors';
import { mailReturnRequested } from './mails';
import { linesOfOrder, type OrderLineRow } from '../checkout/repo';
import { lockOrder, readOrder, returnsOf, type ReturnsOrder, type ReturnWithLines } from './repo';

/**
 * The customer's side of returns: what their order may still send back, and the request. The
 * order is found through the session's customer (GUIDE 3.3: someone else's order, one they
 * removed from their list or one not paid reads as one that does not exist), or through a
 * mailed order link, which opens one order to whoever holds it (guests).
 */

export const customersOrder = (customerId: number, orderId: number): SQL =>
  and(eq(orders.id, orderId), eq(orders.customerId, customerId), isNull(orders.hiddenByCustomerAt), ne(orders.status, 'awaiting_payment'))!;

/** The order a live order link opens (its id found from the link's token). */
export const linkedOrder = (orderId: number): SQL => and(eq(orders.id, orderId), ne(orders.status, 'awaiting_payment'))!;

export const orderNotFound = () => new HttpError(404, 'order_not_found', 'orders:errors.notFound');

function view(order: ReturnsOrder, rows: OrderLineRow[], all: ReturnWithLines[], locale: Locale, now: Date): CustomerOrderReturns {
  const window = returnWindow(order, now);
  const left = returnableQuantities(rows, all);
  const lines = rows.map((row) => namedIn(row, locale));
  const byId = new Map(lines.map((line) => [line.id, line]));
  return {
    orderId: order.id,
    number: order.number,
    window: { open: window.open, lastDay: window.lastDay ? dayLabel(window.lastDay) : null },
    lines: lines.map((line) => ({
      orderLineId: line.id,
      reference: line.reference,
      name: line.name,
      colorName: line.colorName,
      sizeName: line.sizeName,
      unitPriceCents: line.unitPriceCents,
      bought: line.quantity,
      returnable: window.open ? (left.get(line.id) ?? 0) : 0,
    })),
    returns: all.map((ret) => ({
      id: ret.id,
      status: ret.status,
      reason: ret.reason,
      requestedAt: ret.requestedAt.toISOString(),
      lines: ret.lines.map((line) => {
        const bought = byId.get(line.orderLineId)!;
        return { name: bought.name, colorName: bought.colorName, sizeName: bought.sizeName, quantity: line.quantity };
      }),
      amountCents: ret.itemsCents === null ? null : ret.itemsCents + (ret.shippingCents ?? 0) - (ret.feeCents ?? 0),
    })),
  };
}

/** The order's returns and what may still be returned, named in `locale`; null when `which` finds no order. */
export async function customerOrderReturns(db: DbOrTx, which: SQL, locale: Locale, now = new Date()): Promise<CustomerOrderReturns | null> {
  const order = await readOrder(db, which);
  if (!order) return null;
  const [lines, all] = await Promise.all([linesOfOrder(db, order.id), returnsOf(db, order.id)]);
  return view(order, lines, all, locale, now);
}

/** A refusal of the rules as the API answers it, in the customer's language, naming the line. */
function refused(refusal: ReturnRequestRefusal, lastDay: string | null): HttpError {
  const key = `orders:returns.errors.${refusal.reason}`;
  if (refusal.reason === 'windowClosed') return new HttpError(409, 'return_window_closed', key, undefined, { lastDay: lastDay ?? '' });
  if (refusal.reason === 'notDelivered') return new HttpError(409, 'order_not_delivered', key);
  if (!('orderLineId' in refusal)) return new HttpError(400, 'return_nothing_chosen', key, 'lines');
  const field = `lines.${refusal.orderLineId}`;
  if (refusal.reason === 'moreThanBought') return new HttpError(400, 'return_more_than_bought', key, field, { count: refusal.max });
  if (refusal.reason === 'moreThanRemains') return new HttpError(409, 'return_more_than_remains', key, field, { count: refusal.max });
  return new HttpError(400, 'invalid_return_line', key, field);
}

/**
 * "Envoyer la demande de retour": checked and written under the order's lock, so two requests
 * sent at once cannot both take the last units; the return, its event and its mail are written
 * together or not at all. Answers the order's returns as they now are.
 */
export async function requestReturn(db: Database, which: SQL, request: ReturnRequest, locale: Locale, now = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, which);
    if (!order) throw orderNotFound();
    const [lines, all] = await Promise.all([linesOfOrder(tx, order.id), returnsOf(tx, order.id)]);
    const check = checkReturnRequest({ ...order, lines, returns: all }, request.lines, now);
    if (!check.ok) {
      const window = returnWindow(order, now);
      throw refused(check, window.lastDay ? dayLabel(window.lastDay) : null);
    }
    const [created] = await tx
      .insert(returns)
      .values({ orderId: order.id, reason: request.reason, comment: request.comment || null, requestedAt: now })
      .returning({ id: returns.id });
    await tx.insert(returnLines).values(check.lines.map((line) => ({ returnId: created!.id, ...line })));
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'return_requested', returnId: created!.id, createdAt: now });
    await mailReturnRequested(tx, order.id, created!.id, now);
    return view(order, lines, await returnsOf(tx, order.id), locale, now);
  });
}
