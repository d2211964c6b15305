import type { ManualInvoiceInput } from '../../../domain/invoicing/invoice-form';
import type { InvoicePage, StaffInvoiceSummary } from '../../../domain/invoicing/invoice-lists';
import { callApi } from '../../lib/api';

/** What an action that issues a document answers: the new invoice or credit note, and whether its PDF is still to be made (storage refusing writes). */
export type Issued = { id: number; number: string; kind: 'invoice' | 'credit_note'; pdfPending: boolean };
type AutoInvoicing = { enabled: boolean };
/** The order a typed invoice will be attached to. */
export type TypedInvoiceOrder = { orderNumber: string; buyerName: string };

/** The back office's invoice calls (src/server/features/admin-invoices/routes.ts). */
export const invoicesApi = {
  list: (query: URLSearchParams) => callApi<InvoicePage<StaffInvoiceSummary>>('GET', `/api/admin/invoices?${query}`),
  /** The creation form (/back/creer-une-facture): the typed invoice, issued. */
  create: (body: ManualInvoiceInput) => callApi<Issued>('POST', '/api/admin/invoices', body),
  /** The form's check of the order number typed before it asks to confirm: the order and its buyer, or the refusal the issue would answer. */
  typedInvoiceOrder: (orderNumber: string, email: string) =>
    callApi<TypedInvoiceOrder>('GET', `/api/admin/invoices/typed-invoice-order?${new URLSearchParams({ orderNumber, email })}`),
  /** Facturer: the order's invoice. */
  bill: (orderId: number) => callApi<Issued>('POST', `/api/admin/orders/${orderId}/invoice`),
  send: (id: number) => callApi<void>('POST', `/api/admin/invoices/${id}/send`),
  /** Annuler: answers the credit note. */
  cancel: (id: number) => callApi<Issued>('POST', `/api/admin/invoices/${id}/cancel`),
  /** Rétablir: answers the new invoice. */
  restore: (id: number) => callApi<Issued>('POST', `/api/admin/invoices/${id}/restore`),
  /** Automatic invoicing of paid orders (administrators). */
  autoInvoicing: () => callApi<AutoInvoicing>('GET', '/api/admin/settings/auto-invoicing'),
  setAutoInvoicing: (enabled: boolean) => callApi<AutoInvoicing>('PUT', '/api/admin/settings/auto-invoicing', { enabled }),
};

/** Where the PDF opens (a new tab; the API checks who asks). */
export const staffInvoicePdfUrl = (id: number) => `/api/admin/invoices/${id}/pdf`;
