import { callApi } from '../../lib/api';

/** The account's calls to /api/store/orders (identity from the session cookie). */
export const orderApi = {
  hide: (id: number) => callApi<void>('DELETE', `/api/store/orders/${id}`),
};
