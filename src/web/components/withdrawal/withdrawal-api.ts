import type { WithdrawalInput, WithdrawalLookupInput } from '../../../domain/orders/withdrawal-form';
import type { WithdrawalReceipt, WithdrawalView } from '../../../domain/orders/withdrawal-view';
import { callApi } from '../../lib/api';

/** The withdrawal pages' calls to /api/store (identity from the session cookie, or the link's token). */
export const withdrawalApi = {
  confirmOrder: (orderId: number, input: WithdrawalInput) => callApi<WithdrawalReceipt>('POST', `/api/store/orders/${orderId}/withdrawal`, input),
  viewByLink: (token: string) => callApi<WithdrawalView>('GET', `/api/store/withdrawals/links/${encodeURIComponent(token)}`),
  confirmByLink: (token: string, input: WithdrawalInput) =>
    callApi<WithdrawalReceipt>('POST', `/api/store/withdrawals/links/${encodeURIComponent(token)}`, input),
  lookUp: (input: WithdrawalLookupInput) => callApi<{ message: string }>('POST', '/api/store/withdrawals/lookup', input),
};
