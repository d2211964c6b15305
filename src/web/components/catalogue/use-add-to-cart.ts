import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { apiErrorMessage } from '../addresses/api-message';
import { cartApi, type NewCartLine } from '../cart/cart-api';

/** One variant, as the product page asks for it. */
export type AddToCartRequest = NewCartLine;

/** What the cart answered: added, or the server's reason in the visitor's language (e.g. how many are left). */
export type AddToCartResult = { status: 'added' } | { status: 'refused'; message: string };

/**
 * The product page validates the colour and size itself, then hands the line to this hook.
 * The cart lives on the server (GUIDE 3.5), which checks the stock; its answer rewrites the
 * shopper hint, so the header's badge counts the new item without a reload.
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<AddToCartResult> {
  const { t } = useTranslation('catalogue');
  return useCallback(
    async (request) => {
      const result = await cartApi.addLine(request);
      if (!result.ok) return { status: 'refused', message: apiErrorMessage(result.error, t) };
      return { status: 'added' };
    },
    [t],
  );
}
