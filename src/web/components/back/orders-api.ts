import type { Locale } from '../../../domain/locale';
import { deskApiQuery, type StaffOrderDetail, type StaffOrderPage, type StaffOrderQuery } from '../../../domain/orders/staff-orders';
import type { Carrier } from '../../../domain/orders/carriers';
import type { Cancellation } from '../../../domain/orders/cancellation';
import type { OrderStatus } from '../../../domain/orders/orders';
import { callApi } from '../../lib/api';

/** The orders desk's calls (src/server/features/admin-orders/routes.ts). */
export const ordersApi = {
  list: (query: URLSearchParams) => callApi<StaffOrderPage>('GET', `/api/admin/orders?${query}`),
  /** Opening an order marks it consulted: the sidebar badge goes down. */
  open: (id: number) => callApi<StaffOrderDetail>('GET', `/api/admin/orders/${id}`),
  confirm: (id: number) => callApi<void>('POST', `/api/admin/orders/${id}/confirm`),
  /** What cancelling (Rejeter, Annuler) would do now, for the confirmation's question. */
  cancellation: (id: number) => callApi<Cancellation>('GET', `/api/admin/orders/${id}/cancellation`),
  /** Rejeter or Annuler with the refund the staff member confirmed. */
  cancel: (id: number, refundCents: number) => callApi<Cancellation>('POST', `/api/admin/orders/${id}/cancel`, { refundCents }),
  ship: (id: number, carrier: Carrier, trackingNumber: string) => callApi<void>('POST', `/api/admin/orders/${id}/ship`, { carrier, trackingNumber }),
  deliver: (id: number) => callApi<void>('POST', `/api/admin/orders/${id}/deliver`),
  correct: (id: number, status: OrderStatus, reason: string) => callApi<void>('POST', `/api/admin/orders/${id}/correct`, { status, reason }),
  remove: (id: number) => callApi<void>('DELETE', `/api/admin/orders/${id}`),
  show: (id: number) => callApi<void>('POST', `/api/admin/orders/${id}/show`),
  refund: (id: number) => callApi<void>('POST', `/api/admin/orders/${id}/refund`),
  addNote: (id: number, note: string) => callApi<void>('POST', `/api/admin/orders/${id}/notes`, { note }),
  /** Links, not calls: the browser downloads or opens the file itself. */
  packingSlipHref: (id: number) => `/api/admin/orders/${id}/packing-slip`,
  exportHref: (state: Omit<StaffOrderQuery, 'page'>, locale: Locale) => {
    const query = deskApiQuery(state, 1);
    query.delete('page');
    query.set('lang', locale);
    return `/api/admin/orders/export?${query}`;
  },
};
