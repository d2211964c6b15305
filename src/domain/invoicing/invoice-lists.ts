import { shownDeskPages } from '../desk-pages';
import { SORT_DIRECTIONS, STAFF_ORDER_SORTS, type SortDirection, type StaffOrderSort } from '../orders/staff-orders';

/**
 * The invoice lists: the back office's (/back/gestion-des-factures) and the customer's
 * (/factures). Both show 10 at a time with a load-more button (spec back-office 9, storefront 9).
 */

export const INVOICES_PAGE_SIZE = 10;

/** What the list says of an invoice or a credit note; amounts VAT included, negative on a credit note. */
export type InvoiceSummary = {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  /** ISO 8601, UTC; shown dd/mm/yyyy in Europe/Paris. */
  issuedAt: string;
  totalCents: number;
  /** The buyer's name as billed. */
  customerName: string;
  orderNumber: string | null;
  /** Cancelled by a credit note: the list reads 'Annulée' in place of its date. */
  cancelled: boolean;
  /** The invoice a credit note corrects, or the credit note that cancelled an invoice. */
  relatedNumber: string | null;
  /** A credit note that gives back part of its invoice (a return's refund): the invoice stays live. */
  partial: boolean;
};

/** The staff's row adds who it was sent to, and whether it was. */
export type StaffInvoiceSummary = InvoiceSummary & {
  email: string;
  orderId: number | null;
  /** Sent at least once: the button reads 'Envoyer à nouveau'. */
  sent: boolean;
  /** The invoice that restored this cancelled one: it cannot be restored again. */
  restoredBy: string | null;
};

export type InvoicePage<T extends InvoiceSummary = InvoiceSummary> = { items: T[]; total: number; hasMore: boolean };

/** Sorted like the orders desk: by issue date or amount, either way. */
export const INVOICE_SORTS = STAFF_ORDER_SORTS;
export type InvoiceSort = StaffOrderSort;
export { SORT_DIRECTIONS, type SortDirection };

export type StaffInvoiceQuery = {
  sort: InvoiceSort;
  dir: SortDirection;
  /** Free text: invoice number, order number, customer name or e-mail. */
  q?: string;
  page: number;
};

/** The window of the API's page `page` (1-based). */
export function invoicePageWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * INVOICES_PAGE_SIZE, limit: INVOICES_PAGE_SIZE };
}

/** A shared link cannot ask for more than this many pages at once. */
export const MAX_SHOWN_INVOICE_PAGES = 50;

/**
 * The list's state in the URL of /back/gestion-des-factures (`sort`, `dir`, `q`, and `page` =
 * pages shown), so a reload or a shared link shows the same list; anything odd falls back to
 * the default.
 */
export function invoiceListStateFrom(params: URLSearchParams): Omit<StaffInvoiceQuery, 'page'> & { pages: number } {
  const sort = params.get('sort');
  const dir = params.get('dir');
  const q = params.get('q')?.trim().slice(0, 100) ?? '';
  return {
    sort: INVOICE_SORTS.includes(sort as InvoiceSort) ? (sort as InvoiceSort) : 'date',
    dir: SORT_DIRECTIONS.includes(dir as SortDirection) ? (dir as SortDirection) : 'desc',
    ...(q ? { q } : {}),
    pages: shownInvoicePages(params),
  };
}

/** `?page=N` of the invoices list (desk-pages.ts). */
export function shownInvoicePages(params: URLSearchParams): number {
  return shownDeskPages(params, MAX_SHOWN_INVOICE_PAGES);
}

export function invoiceListApiQuery(state: Omit<StaffInvoiceQuery, 'page'>, page: number): URLSearchParams {
  const query = new URLSearchParams({ sort: state.sort, dir: state.dir, page: String(page) });
  if (state.q) query.set('q', state.q);
  return query;
}
