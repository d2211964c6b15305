import { callApi } from '../../lib/api';

type Message = { message: string };
export type AlertVariant = { productId: number; colorId: number; sizeId: number };

export const backInStockApi = {
  ask: (body: AlertVariant & { email: string }) => callApi<Message>('POST', '/api/store/back-in-stock', body),
  confirm: (code: string) => callApi<Message>('POST', '/api/store/back-in-stock/confirm', { code }),
};
