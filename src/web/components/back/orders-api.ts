import type { Locale } from '../../../domain/locale';
import { deskApiQuery, type StaffOrderDetail, type StaffOrderPage, type StaffOrderQuery } from '../../../domain/orders/staff-orders';
import type { StaffSettableStatus } from '../../../domain/orders/status-transitions';
import { callApi } from '../../lib/api';

/** The orders desk's calls (src/server/features/admin-orders/routes.ts). */
export const ordersApi = {
  list: (query: URLSearchParams) => callApi<StaffOrderPage>('GET', `/api/admin/orders?${query}`),
  /** Opening an order marks it consulted: the sidebar badge goes down. */
  open: (id: number) => callApi<StaffOrderDetail>('GET', `/api/admin/orders/${id}`),
  confirm: (id: number) => callApi<void>('POST', `/api/admin/orders/${id}/confirm`),
  reject: (id: number) => callApi<void>('POST', `/api/admin/orders/${id}/reject`),
  setStatus: (id: number, status: StaffSettableStatus) => callApi<void>('PATCH', `/api/admin/orders/${id}/status`, { status }),
  remove: (id: number) => callApi<void>('DELETE', `/api/admin/orders/${id}`),
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
