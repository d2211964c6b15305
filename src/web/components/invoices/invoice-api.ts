import type { InvoicePage } from '../../../domain/invoicing/invoice-lists';
import { callApi } from '../../lib/api';

/** The account's calls to /api/store/invoices (identity from the session cookie). */
export const invoiceApi = {
  list: (page: number) => callApi<InvoicePage>('GET', `/api/store/invoices?page=${page}`),
  hide: (id: number) => callApi<void>('DELETE', `/api/store/invoices/${id}`),
};

/** The PDF opens in a new tab; the API serves it only to the invoice's own customer. */
export const invoicePdfUrl = (id: number) => `/api/store/invoices/${id}/pdf`;
