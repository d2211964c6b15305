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
};

export type StaffOrderPage = { items: StaffOrderSummary[]; total: number; hasMore: boolean };

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
  /** What "Modifier le statut" offers (empty: not offered). */
  statusChoices: StaffSettableStatus[];
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
