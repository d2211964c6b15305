import type { TimelineEntry } from './order-timeline';
import { ORDER_STATUSES, type OrderDetail, type OrderStatus, type OrderSummary } from './orders';
import type { StaffSettableStatus } from './status-transitions';

/**
 * The staff's orders desk (/back/gestion-des-commandes, /api/admin/orders): shapes the API
 * answers and the page reads, and the list's query (filter, sort, search, page).
 */

export const STAFF_ORDER_SORTS = ['date', 'amount'] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export type StaffOrderQuery = {
  /** Unsaid: every status but awaiting_payment (an unpaid order is not work for staff yet). */
  status?: OrderStatus;
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

export type PaymentState = {
  provider: 'stripe' | 'test';
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refunded';
  amountCents: number;
};

export type StaffOrderDetail = OrderDetail & {
  customerName: string;
  /** The latest payment attempt, null for an order that never went to pay. */
  payment: PaymentState | null;
  /** Paid but to be refunded: cancelled by staff, or paid after its stock was gone. */
  refundRequired: boolean;
  /** Has an invoice no credit note cancelled. */
  invoiced: boolean;
  /** What "Modifier le statut" offers (empty: not offered). */
  statusChoices: StaffSettableStatus[];
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
  const pages = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    ...(ORDER_STATUSES.includes(status as OrderStatus) ? { status: status as OrderStatus } : {}),
    sort: STAFF_ORDER_SORTS.includes(sort as StaffOrderSort) ? (sort as StaffOrderSort) : 'date',
    dir: SORT_DIRECTIONS.includes(dir as SortDirection) ? (dir as SortDirection) : 'desc',
    ...(q ? { q } : {}),
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_DESK_PAGES) : 1,
  };
}

/** The API query of one page of that state. */
export function deskApiQuery(state: Omit<StaffOrderQuery, 'page'>, page: number): URLSearchParams {
  const query = new URLSearchParams({ sort: state.sort, dir: state.dir, page: String(page) });
  if (state.status) query.set('status', state.status);
  if (state.q) query.set('q', state.q);
  return query;
}
