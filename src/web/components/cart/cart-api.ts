import { callApi } from '../../lib/api';
import type { Cart } from '../../../domain/cart/cart';

export type NewCartLine = { productId: number; colorId: number; sizeId: number; quantity: number };

/** The cart's calls to /api/store/cart: the visitor is known by the session or the cart cookie, never by an id sent here. */
export const cartApi = {
  addLine: (line: NewCartLine) => callApi<Cart>('POST', '/api/store/cart/lines', line),
  setQuantity: (lineId: number, quantity: number) => callApi<Cart>('PATCH', `/api/store/cart/lines/${lineId}`, { quantity }),
  removeLine: (lineId: number) => callApi<Cart>('DELETE', `/api/store/cart/lines/${lineId}`),
  empty: () => callApi<Cart>('DELETE', '/api/store/cart'),
  applyPromo: (code: string) => callApi<Cart>('PUT', '/api/store/cart/promo', { code }),
  removePromo: () => callApi<Cart>('DELETE', '/api/store/cart/promo'),
};
