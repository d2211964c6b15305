import { shownDeskPages } from '../desk-pages';
import type { TimelineEntry } from './order-timeline';
import { ORDER_STATUSES, type OrderDetail, type OrderStatus, type OrderSummary } from './orders';
import type { Carrier } from './carriers';
import type { OrderAction } from './lifecycle';

/**
 * The staff's orders desk (/back/gestion-des-commandes, /api/admin/orders): shapes the API
 * answers and the page reads, and the list's query (filter, sort, search, page).
 */

export const STAFF_ORDER_SORTS = ['date', 'amount'] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Which orders the desk lists: those on it (default), only those with a withdrawal, or only those staff hid. */
export const DESK_VIEWS = ['withdrawn', 'hidden'] as const;
export type DeskView = (typeof DESK_VIEWS)[number];

export type StaffOrderQuery = {
  /** Unsaid: every status but awaiting_payment (an unpaid order is not work for staff yet). */
  status?: OrderStatus;
  view?: DeskView;
  sort: StaffOrderSort;
  dir: SortDirection;
  /** Free text: order number, status word, promo code, customer name or e-mail. */
  q?: string;
  page: number;
};

export type StaffOrderSummary = Omit<OrderSummary, 'itemCount'> & {
  /** The billing name, as typed at checkout. */
  customerName: string;
  email: string;
  promoCode: string | null;
  /** False until a staff member opens the order: it stands out in the list and counts in the badge. */
  consulted: boolean;
  /** Has an invoice no credit note cancelled: "Facturer" reads "Déjà facturé". */
  invoiced: boolean;
  /** The customer withdrew from the contract (a badge on the list). */
  withdrawn: boolean;
  /** Marked shipped at least once: the lifecycle never cancels it. */
  everShipped: boolean;
  /** Staff removed it from their list ("Masquées" shows it). */
  hidden: boolean;
};

/**
 * The desk counts the orders a search or a filter finds up to this many, then says "more than":
 * an exact count of a hundred thousand orders costs more than the page itself and tells staff
 * nothing more (ADR 14).
 */
export const DESK_COUNT_LIMIT = 1000;

export type StaffOrderPage = {
  items: StaffOrderSummary[];
  /** How many orders match, at most DESK_COUNT_LIMIT. */
  total: number;
  /** More than `total` orders match: the count stopped at DESK_COUNT_LIMIT. */
  moreThanTotal: boolean;
  hasMore: boolean;
};

export type StaffRefund = {
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  reason: 'cancellation' | 'return' | 'shortfall';
  createdAt: string;
  settledAt: string | null;
};

export type PaymentState = {
  provider: 'stripe' | 'test';
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refunded';
  amountCents: number;
};

export type StaffOrderDetail = OrderDetail & {
  customerName: string;
  /** The latest payment attempt, null for an order that never went to pay. */
  payment: PaymentState | null;
  /** Paid after its stock was gone: to be refunded in full ("Rembourser"). */
  refundRequired: boolean;
  /** What refunds gave back or are giving back. */
  refundedCents: number;
  refunds: StaffRefund[];
  /** Has an invoice no credit note cancelled. */
  invoiced: boolean;
  /** The order's dates after the sale, ISO 8601; null until they happen. */
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** The customer's withdrawal, and what staff must still do about it; null when they did not withdraw. */
  withdrawal: {
    receivedAt: string;
    name: string;
    email: string;
    returnId: number | null;
    task: 'cancel' | 'receive-return' | null;
  } | null;
  /** The parcel, once shipped. */
  shipment: { carrier: Carrier; trackingNumber: string; trackingLink: string | null } | null;
  /** Removed from the staff's list ("Réafficher" brings it back). */
  hidden: boolean;
  /** The steps the staff member may take now, in the lifecycle's order: the page's action bar. */
  actions: { action: OrderAction; to: OrderStatus }[];
  /** What "Modifier le statut" offers (empty: not offered). */
  statusChoices: OrderStatus[];
  /** What happened to the order, oldest first. */
  timeline: TimelineEntry[];
};

/**
 * The statuses whose name, in French or English, contains the searched words (case and
 * accents ignored), so that "livr" finds delivered and shipped orders.
 */
export function statusesNamed(q: string, names: Record<string, Record<OrderStatus, string>>): OrderStatus[] {
  const needle = fold(q.trim());
  if (needle === '') return [];
  return ORDER_STATUSES.filter((status) => Object.values(names).some((byStatus) => fold(byStatus[status]).includes(needle)));
}

/**
 * The mailbox (the part before the '@') of a search holding one '@' with text before it, as an
 * e-mail address typed whole or begun: the desk then finds its orders through the mailbox's
 * index rather than the trigrams, which for a long address read most of the index (ADR 50).
 * Null for any other search.
 */
export function mailboxSearched(q: string): string | null {
  const words = q.trim();
  const at = words.indexOf('@');
  return at > 0 && !words.includes('@', at + 1) ? words.slice(0, at) : null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** How many pages of the desk are shown: `?page=N` after N - 1 presses of 'Plus de commandes' (capped, as for customers). */
export const MAX_DESK_PAGES = 50;

/**
 * The desk's state as the page URL carries it (filter, sort, search, pages shown), each value
 * checked: a wrong or missing one falls back to the default, never to an error page.
 */
export function deskStateFrom(params: URLSearchParams): Omit<StaffOrderQuery, 'page'> & { pages: number } {
  const status = params.get('status');
  const sort = params.get('sort');
  const dir = params.get('dir');
  const q = params.get('q')?.trim().slice(0, 100) ?? '';
  const view = params.get('view');
  return {
    ...(ORDER_STATUSES.includes(status as OrderStatus) ? { status: status as OrderStatus } : {}),
    ...(DESK_VIEWS.includes(view as DeskView) ? { view: view as DeskView } : {}),
    sort: STAFF_ORDER_SORTS.includes(sort as StaffOrderSort) ? (sort as StaffOrderSort) : 'date',
    dir: SORT_DIRECTIONS.includes(dir as SortDirection) ? (dir as SortDirection) : 'desc',
    ...(q ? { q } : {}),
    pages: shownDeskPages(params, MAX_DESK_PAGES),
  };
}

/** The API query of one page of that state. */
export function deskApiQuery(state: Omit<StaffOrderQuery, 'page'>, page: number): URLSearchParams {
  const query = new URLSearchParams({ sort: state.sort, dir: state.dir, page: String(page) });
  if (state.status) query.set('status', state.status);
  if (state.view) query.set('view', state.view);
  if (state.q) query.set('q', state.q);
  return query;
}
