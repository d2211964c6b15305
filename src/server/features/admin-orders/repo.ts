import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../../db/client';
import { containing } from '../../../db/like-pattern';
import { orders, payments, refunds } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import type { OrderDetail, OrderStatus } from '../../../domain/orders/orders';
import { apiPage } from '../../../domain/orders/order-history';
import {
  DESK_COUNT_LIMIT,
  mailboxSearched,
  statusesNamed,
  type PaymentState,
  type StaffOrderDetail,
  type StaffOrderPage,
  type StaffOrderQuery,
} from '../../../domain/orders/staff-orders';
import type { CsvOrder } from '../../../domain/orders/orders-csv';
import { nextSteps, statusChoices, type Actor } from '../../../domain/orders/lifecycle';
import { trackingLink } from '../../../domain/orders/carriers';
import enOrders from '../../../i18n/en/orders';
import frOrders from '../../../i18n/fr/orders';
import { findOrderWhere } from '../orders/repo';
import { readOrderTimeline, recordOrderEvent } from './timeline-repo';
import { deskWithdrawal, withdrawnOrders } from '../withdrawal/desk';

/**
 * The staff's side of the orders. The lists skip the orders staff removed from their list
 * (they stay in the table: an order is never deleted) but for the "Masquées" view, which shows
 * only those; an order's own page opens either.
 */

const onDesk = isNull(orders.hiddenByStaffAt);
const hiddenFromDesk = isNotNull(orders.hiddenByStaffAt);

// Aliased: the few-matches page reads it from a subquery by this name.
export const customerName = sql<string>`(${orders.billingAddress} ->> 'firstName') || ' ' || (${orders.billingAddress} ->> 'lastName')`.as(
  'customer_name',
);

/**
 * Whether the order whose id is `"<from>"."id"` has an invoice no credit note cancelled:
 * "Facturer" then reads "Déjà facturé" (spec back-office 4).
 */
// Written out qualified: Drizzle leaves the columns of a one-table query unqualified, so `${orders.id}` would read the invoice's own id here.
const invoicedOf = (from: 'orders' | 'matches') =>
  sql<boolean>`exists (select 1 from invoices i where i.order_id = ${sql.identifier(from)}."id" and i.kind = 'invoice' and i.cancelled_at is null)`.as(
    'invoiced',
  );
const invoiced = invoicedOf('orders');

const STATUS_NAMES = { fr: frOrders.status, en: enOrders.status };

/**
 * The orders whose search text holds `words`, an e-mail address or its start whose mailbox is
 * `mailbox` (ADR 50): the same orders as `ilike '%words%'` (the search text is lower-cased, and
 * ILIKE compares the lower-cased texts), found through the mailbox's index, reversed so that
 * "ends with" is a prefix, or among the few orders holding two '@'. `strpos` rather than
 * ILIKE so that no plan goes through the trigram index instead.
 */
const holdingAddress = (words: string, mailbox: string) => sql`strpos(${orders.searchText}, lower(${words})) > 0
  and (reverse(split_part(${orders.searchText}, '@', 1)) like replace(replace(replace(reverse(lower(${mailbox})), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
    or ${orders.searchText} like '%@%@%')`;

/**
 * What the desk's words look for: the orders whose search text holds them (`text`), and the
 * orders of the statuses they name that the list may show (`named`). A status filter the words
 * name takes every order of that status (`everything`); one they do not name, their text only.
 */
type DeskSearch = { text: SQL; named: OrderStatus[]; everything: boolean };

function deskSearch(words: string, status: OrderStatus | undefined): DeskSearch | null {
  if (words === '') return null;
  const mailbox = mailboxSearched(words);
  // One column holds the number, promo code, e-mail and name, under a trigram index (ADR 14).
  // LIKE on the lower-cased pattern finds what ILIKE finds in the lower-cased text, without lower-casing each order's.
  const text = mailbox === null ? sql`${orders.searchText} like lower(${containing(words)})` : holdingAddress(words, mailbox);
  const named = statusesNamed(words, STATUS_NAMES);
  if (status) return { text, named: [], everything: named.includes(status) };
  // The list leaves out the unpaid orders unless filtered on them.
  return { text, named: named.filter((one) => one !== 'awaiting_payment'), everything: false };
}

const searchCondition = (search: DeskSearch | null) =>
  search === null || search.everything ? undefined : or(search.text, search.named.length > 0 ? inArray(orders.status, search.named) : undefined);

/**
 * One status, written `= any(array)`: the same orders as `=`, but not an equality the planner
 * folds away from the sort, so the date order can name the status first (deskOrder), an order
 * only orders_staff_status_idx gives. Otherwise the planner walks the date index, which it deems
 * cheaper, through every newer order of the other statuses (ADR 50).
 */
const ofStatus = (status: OrderStatus) => sql`${orders.status} = any(${`{${status}}`}::order_status[])`;

/** The orders the list may show, whatever the words: the view and the status filter. */
function shownCondition({ status, view }: Pick<StaffOrderQuery, 'status' | 'view'>): SQL | undefined {
  const shown = view === 'hidden' ? hiddenFromDesk : view === 'withdrawn' ? and(onDesk, withdrawnOrders) : onDesk;
  return and(shown, status ? ofStatus(status) : ne(orders.status, 'awaiting_payment'));
}

function listCondition(query: Pick<StaffOrderQuery, 'status' | 'q' | 'view'>): SQL | undefined {
  return and(shownCondition(query), searchCondition(deskSearch(query.q?.trim() ?? '', query.status)));
}

type SortColumns = { status: AnyColumn; createdAt: AnyColumn; totalCents: AnyColumn; id: AnyColumn };

/** The desk's order; ids break ties, so that pages never repeat nor skip an order. */
function deskOrder({ sort, dir, status }: Pick<StaffOrderQuery, 'sort' | 'dir' | 'status'>, from: SortColumns = orders): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  // Filtered on one status, the status first changes nothing but the plan (ofStatus).
  const statusFirst = status && sort === 'date' ? [by(from.status)] : [];
  return [...statusFirst, by(sort === 'amount' ? from.totalCents : from.createdAt), by(from.id)];
}

/** What a row of the list shows, but whether it is invoiced (worked out for the page's rows only). */
const listed = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  totalCents: orders.totalCents,
  customerName,
  email: orders.email,
  promoCode: orders.promoCode,
  consulted: orders.isConsulted,
  withdrawn: sql<boolean>`${orders.withdrawnAt} is not null`.as('withdrawn'),
  everShipped: sql<boolean>`${orders.shippedAt} is not null`.as('ever_shipped'),
  hidden: sql<boolean>`${orders.hiddenByStaffAt} is not null`.as('hidden'),
};

type Window = { offset: number; limit: number };

/** The page `window` of `matches` in the desk's order, each row told whether it is invoiced. */
function pageOf(tx: DbOrTx, matches: ReturnType<ReturnType<typeof matchesOf>['as']>, query: StaffOrderQuery, { offset, limit }: Window) {
  const columns = Object.fromEntries(Object.keys(listed).map((key) => [key, matches[key as keyof typeof listed]])) as {
    [K in keyof typeof listed]: (typeof matches)[K];
  };
  return tx
    .select({ ...columns, invoiced: invoicedOf('matches') })
    .from(matches)
    .orderBy(...deskOrder(query, matches))
    .limit(limit)
    .offset(offset);
}

const matchesOf = (tx: DbOrTx, condition: SQL | undefined) => tx.select(listed).from(orders).where(condition);

/**
 * A page among few matches (at most DESK_COUNT_LIMIT): all of them are read through the
 * search's index, then sorted. The subquery's LIMIT keeps the planner from walking the sort
 * index instead, which would read most of the table to find a rare search's orders.
 */
function pageOfFew(tx: DbOrTx, condition: SQL | undefined, query: StaffOrderQuery, window: Window) {
  return pageOf(
    tx,
    matchesOf(tx, condition)
      .limit(DESK_COUNT_LIMIT + 1)
      .as('matches'),
    query,
    window,
  );
}

/** A page among many matches: the planner walks the sort's index and stops at the page's end. */
function pageOfMany(tx: DbOrTx, condition: SQL | undefined, query: StaffOrderQuery, { offset, limit }: Window) {
  return tx
    .select({ ...listed, invoiced })
    .from(orders)
    .where(condition)
    .orderBy(...deskOrder(query))
    .limit(limit)
    .offset(offset);
}

/**
 * A page among many matches of words naming statuses ("livrée"): no index gives the orders
 * of a status or a text in date order, and the walk of the date index reads every newer order
 * of other statuses first. So each named status is walked through its own index, and the
 * orders of other statuses holding the text are read as the plan made for the words finds
 * them, each as far as the page's end, and the page is taken from their union (ADR 50).
 */
function pageOfManyNamed(tx: DbOrTx, query: StaffOrderQuery, search: DeskSearch, window: Window) {
  const shown = shownCondition(query);
  const reach = window.offset + window.limit;
  const walk = (condition: SQL | undefined, status?: OrderStatus) =>
    matchesOf(tx, condition)
      .orderBy(...deskOrder({ ...query, status }))
      .limit(reach);
  const [first, ...others] = search.named.map((status) => walk(and(shown, ofStatus(status)), status));
  const union = unionAll(first!, walk(and(shown, notInArray(orders.status, search.named), search.text)), ...others);
  return pageOf(tx, union.as('matches'), query, window);
}

/**
 * A page of the staff list, fast at 100,000 orders (ADR 14): the matches are counted up to
 * DESK_COUNT_LIMIT, and that count chooses how the page is read. One snapshot for both, so
 * that the count and the page agree.
 */
export async function listStaffOrders(db: DbOrTx, query: StaffOrderQuery): Promise<StaffOrderPage> {
  const { offset, limit } = apiPage(query.page);
  const condition = listCondition(query);
  return db.transaction(
    async (tx) => {
      // A prepared statement run often settles on a generic plan, made without the searched
      // words: it cannot use the trigram index and reads every order. Plan each search for its words.
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      const matching = tx
        .select({ one: sql`1` })
        .from(orders)
        .where(condition)
        .limit(DESK_COUNT_LIMIT + 1)
        .as('matching');
      const [counted] = await tx.select({ n: count() }).from(matching);
      const found = counted?.n ?? 0;
      // One row more than the page says whether another page follows.
      const window = { offset, limit: limit + 1 };
      const search = deskSearch(query.q?.trim() ?? '', query.status);
      const rows = await (found <= DESK_COUNT_LIMIT
        ? pageOfFew(tx, condition, query, window)
        : search && !search.everything && search.named.length > 0
          ? pageOfManyNamed(tx, query, search, window)
          : pageOfMany(tx, condition, query, window));
      return {
        items: rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: Math.min(found, DESK_COUNT_LIMIT),
        moreThanTotal: found > DESK_COUNT_LIMIT,
        hasMore: rows.length > limit,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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

/**
 * Opens an order for a staff member: marks it consulted (the badge goes down) and reads it, its
 * lines named in the staff member's `locale`, with what `actor` may do next. A hidden order opens
 * too (it says so, and offers "Réafficher"). Null when there is no such order.
 */
export async function openStaffOrder(db: Database, orderId: number, staffId: number, actor: Actor, locale: Locale): Promise<StaffOrderDetail | null> {
  // The first opening goes in the timeline, with who opened it; later ones change nothing.
  const [firstOpening] = await db
    .update(orders)
    .set({ isConsulted: true })
    .where(and(eq(orders.id, orderId), eq(orders.isConsulted, false)))
    .returning({ id: orders.id });
  if (firstOpening) await recordOrderEvent(db, { orderId, kind: 'consulted', staffId });
  const [opened] = await db
    .select({
      status: orders.status,
      refundRequired: orders.refundRequired,
      refundedCents: orders.refundedCents,
      customerName,
      invoiced,
      placedAt: orders.createdAt,
      paidAt: orders.paidAt,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      hiddenAt: orders.hiddenByStaffAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!opened) return null;
  const [detail, timeline, [payment], refundRows, withdrawal] = await Promise.all([
    findOrderWhere(db, eq(orders.id, orderId), locale),
    readOrderTimeline(db, orderId, opened),
    db
      .select({ provider: payments.provider, status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1),
    db
      .select({
        amountCents: refunds.amountCents,
        status: refunds.status,
        reason: refunds.reason,
        createdAt: refunds.createdAt,
        settledAt: refunds.settledAt,
      })
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    deskWithdrawal(db, orderId),
  ]);
  if (!detail) return null;
  const facts = { status: opened.status, everShipped: opened.shippedAt !== null };
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    ...detail,
    customerName: opened.customerName,
    payment: (payment ?? null) as PaymentState | null,
    refundRequired: opened.refundRequired,
    refundedCents: opened.refundedCents,
    refunds: refundRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), settledAt: iso(row.settledAt) })),
    invoiced: opened.invoiced,
    paidAt: iso(opened.paidAt),
    shippedAt: iso(opened.shippedAt),
    deliveredAt: iso(opened.deliveredAt),
    cancelledAt: iso(opened.cancelledAt),
    withdrawal,
    shipment:
      opened.carrier && opened.trackingNumber
        ? { carrier: opened.carrier, trackingNumber: opened.trackingNumber, trackingLink: trackingLink(opened.carrier, opened.trackingNumber) }
        : null,
    hidden: opened.hiddenAt !== null,
    actions: nextSteps(facts, actor).map((step) => ({ action: step.action, to: step.to })),
    statusChoices: statusChoices(facts, actor),
    timeline,
  };
}

/** An order on the desk as its packing slip prints it, in the language it was ordered in; null when not on the desk. */
export async function orderToShip(db: DbOrTx, orderId: number): Promise<{ order: OrderDetail; locale: Locale } | null> {
  const onThisOrder = and(eq(orders.id, orderId), onDesk);
  const [language] = await db.select({ locale: orders.locale }).from(orders).where(onThisOrder);
  const order = language && (await findOrderWhere(db, onThisOrder, language.locale));
  return order ? { order, locale: language.locale } : null;
}
