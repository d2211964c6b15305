import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { orderLines, orders, payments } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import type { OrderDetail, OrderStatus } from '../../../domain/orders/orders';
import { apiPage } from '../../../domain/orders/order-history';
import {
  statusesNamed,
  type PaymentState,
  type StaffOrderDetail,
  type StaffOrderPage,
  type StaffOrderQuery,
} from '../../../domain/orders/staff-orders';
import type { CsvOrder } from '../../../domain/orders/orders-csv';
import { staffStatusChoices } from '../../../domain/orders/status-transitions';
import enOrders from '../../../i18n/en/orders';
import frOrders from '../../../i18n/fr/orders';
import { giveBackStock } from '../checkout/stock-reservation';
import { findOrderWhere } from '../orders/repo';
import { readOrderTimeline, recordOrderEvent } from './timeline-repo';

/**
 * The staff's side of the orders. Every query skips the orders staff removed from their list
 * (they stay in the table, GUIDE 3.8): such an order answers like one that does not exist.
 */

const onDesk = isNull(orders.hiddenByStaffAt);

const customerName = sql<string>`(${orders.billingAddress} ->> 'firstName') || ' ' || (${orders.billingAddress} ->> 'lastName')`;

/** `%text%` for ILIKE, the text's own % _ and \ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether the order has an invoice no credit note cancelled: "Facturer" then reads "Déjà facturé" (spec back-office 4). */
// Written out qualified: Drizzle leaves the columns of a one-table query unqualified, so `${orders.id}` would read the invoice's own id here.
const invoiced = sql<boolean>`exists (select 1 from invoices i where i.order_id = "orders"."id" and i.kind = 'invoice' and i.cancelled_at is null)`;

const STATUS_NAMES = { fr: frOrders.status, en: enOrders.status };

function listCondition({ status, q }: Pick<StaffOrderQuery, 'status' | 'q'>): SQL | undefined {
  const words = q?.trim() ?? '';
  const pattern = containing(words);
  const named = statusesNamed(words, STATUS_NAMES);
  const search =
    words === ''
      ? undefined
      : or(
          ilike(orders.number, pattern),
          ilike(orders.promoCode, pattern),
          ilike(orders.email, pattern),
          ilike(customerName, pattern),
          named.length > 0 ? inArray(orders.status, named) : undefined,
        );
  return and(onDesk, status ? eq(orders.status, status) : ne(orders.status, 'awaiting_payment'), search);
}

/** The desk's order; ids break ties, so that pages never repeat nor skip an order. */
function deskOrder({ sort, dir }: Pick<StaffOrderQuery, 'sort' | 'dir'>): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(sort === 'amount' ? orders.totalCents : orders.createdAt), by(orders.id)];
}

/** A page of the staff list; two queries whatever the page or the search. */
export async function listStaffOrders(db: DbOrTx, query: StaffOrderQuery): Promise<StaffOrderPage> {
  const { offset, limit } = apiPage(query.page);
  const condition = listCondition(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        customerName,
        email: orders.email,
        promoCode: orders.promoCode,
        consulted: orders.isConsulted,
        invoiced,
      })
      .from(orders)
      .where(condition)
      .orderBy(...deskOrder(query))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(condition),
  ]);
  const total = counted?.total ?? 0;
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, hasMore: offset + rows.length < total };
}

/** Every order of the list as filtered and sorted on the desk, for its CSV export. */
export async function exportStaffOrders(db: DbOrTx, query: Omit<StaffOrderQuery, 'page'>): Promise<CsvOrder[]> {
  return db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      customerName,
      email: orders.email,
      status: orders.status,
      promoCode: orders.promoCode,
      totalCents: orders.totalCents,
      consulted: orders.isConsulted,
    })
    .from(orders)
    .where(listCondition(query))
    .orderBy(...deskOrder(query));
}

/** Opens an order for a staff member: marks it consulted (the badge goes down) and reads it. Null when not on the desk. */
export async function openStaffOrder(db: Database, orderId: number, staffId: number): Promise<StaffOrderDetail | null> {
  // The first opening goes in the timeline, with who opened it; later ones change nothing.
  const [firstOpening] = await db
    .update(orders)
    .set({ isConsulted: true })
    .where(and(eq(orders.id, orderId), onDesk, eq(orders.isConsulted, false)))
    .returning({ id: orders.id });
  if (firstOpening) await recordOrderEvent(db, { orderId, kind: 'consulted', staffId });
  const [opened] = await db
    .update(orders)
    .set({ isConsulted: true })
    .where(and(eq(orders.id, orderId), onDesk))
    .returning({
      status: orders.status,
      refundRequired: orders.refundRequired,
      customerName,
      invoiced,
      placedAt: orders.createdAt,
      paidAt: orders.paidAt,
    });
  if (!opened) return null;
  const [detail, timeline, [payment]] = await Promise.all([
    findOrderWhere(db, eq(orders.id, orderId)),
    readOrderTimeline(db, orderId, opened),
    db
      .select({ provider: payments.provider, status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1),
  ]);
  if (!detail) return null;
  return {
    ...detail,
    customerName: opened.customerName,
    payment: (payment ?? null) as PaymentState | null,
    refundRequired: opened.refundRequired,
    invoiced: opened.invoiced,
    statusChoices: staffStatusChoices(opened.status),
    timeline,
  };
}

/** An order on the desk as its packing slip prints it, and the language it was ordered in; null when not on the desk. */
export async function orderToShip(db: DbOrTx, orderId: number): Promise<{ order: OrderDetail; locale: Locale } | null> {
  const onThisOrder = and(eq(orders.id, orderId), onDesk);
  const [order, [language]] = await Promise.all([
    findOrderWhere(db, onThisOrder),
    db.select({ locale: orders.locale }).from(orders).where(onThisOrder),
  ]);
  return order && language ? { order, locale: language.locale } : null;
}

export type LockedOrder = { id: number; status: OrderStatus; stockState: typeof orders.$inferSelect.stockState; paidAt: Date | null };

/** The order on the desk, locked for the transaction's change; null when not on the desk. */
export async function lockStaffOrder(tx: DbOrTx, orderId: number): Promise<LockedOrder | null> {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, stockState: orders.stockState, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), onDesk))
    .for('update');
  return row ?? null;
}

export async function setOrderStatus(tx: DbOrTx, orderId: number, status: OrderStatus, now: Date): Promise<void> {
  await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
}

/**
 * Cancels a locked order: its committed stock goes back on the shelf and, if it was paid, a
 * refund is recorded as due (refund_required), all in the caller's transaction. Answers
 * whether stock moved (the in-memory catalogue must then be refreshed).
 */
export async function cancelOrder(tx: DbOrTx, order: LockedOrder, now: Date): Promise<boolean> {
  const holdsStock = order.stockState === 'committed' || order.stockState === 'reserved';
  if (holdsStock) await giveBackStock(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)));
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      updatedAt: now,
      ...(holdsStock ? { stockState: 'released' as const } : {}),
      ...(order.paidAt ? { refundRequired: true } : {}),
    })
    .where(eq(orders.id, order.id));
  return holdsStock;
}

/** Staff "delete": off the staff list for good, the record kept. */
export async function hideStaffOrder(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ hiddenByStaffAt: now, updatedAt: now }).where(eq(orders.id, orderId));
}
