import type { ReturnRequest } from '../../../../domain/orders/return-request';
import type { CustomerOrderReturns } from '../../../../domain/orders/return-views';
import { callApi } from '../../../lib/api';

/** The return form's calls (server/features/returns/routes.ts): a customer's, identified by the session cookie, or a guest's mailed link. */
export const returnsApi = {
  ask: (orderId: number, request: ReturnRequest) => callApi<CustomerOrderReturns>('POST', `/api/store/orders/${orderId}/returns`, request),
  askByLink: (token: string, request: ReturnRequest) =>
    callApi<CustomerOrderReturns>('POST', `/api/store/returns/links/${encodeURIComponent(token)}`, request),
};
