import { useCallback } from 'react';

/** One unit of one variant, as the product page asks for it. */
export type AddToCartRequest = { productId: number; colorId: number; sizeId: number; quantity: number };

/** What the cart answered; the product page shows a message for each. */
export type AddToCartResult = { status: 'added' } | { status: 'cartNotOpen' };

/**
 * THE SEAM FOR THE CART ISSUE. The product page validates the colour and size itself, then
 * hands the line to this hook and shows what it answers. The cart (kept on the server for
 * guests and customers, GUIDE 3.5) does not exist yet, so for now the honest answer is that
 * it opens soon; the cart issue replaces this body with the call to its API and may add
 * outcomes (e.g. not enough stock) to AddToCartResult.
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<AddToCartResult> {
  return useCallback(async () => ({ status: 'cartNotOpen' }), []);
}
