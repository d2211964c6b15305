import type { StaffOrderReturns } from '../../../../domain/orders/return-views';
import { callApi } from '../../../lib/api';

/** The desk's calls about returns (src/server/features/returns/admin-routes.ts). */
export const returnsApi = {
  ofOrder: (orderId: number) => callApi<StaffOrderReturns>('GET', `/api/admin/returns?order=${orderId}`),
  receive: (returnId: number) => callApi<void>('POST', `/api/admin/returns/${returnId}/receive`),
  cancel: (returnId: number) => callApi<void>('POST', `/api/admin/returns/${returnId}/cancel`),
  /** Units put back on sale per return line; ignored by the server once the refund was decided (a retry). */
  refund: (returnId: number, restock: { returnLineId: number; quantity: number }[]) =>
    callApi<{ state: 'succeeded' | 'none'; amountCents: number }>('POST', `/api/admin/returns/${returnId}/refund`, { restock }),
};
