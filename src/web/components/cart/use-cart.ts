import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { NETWORK_ERROR_CODE, type ApiResult } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { apiErrorMessage } from '../addresses/api-message';
import type { Cart } from '../../../domain/cart/cart';

/** A message for the live region; `seq` makes a repeated message a new node, so it is read again. */
export type Announcement = { text: string; tone: 'info' | 'error'; seq: number };

/** What a change answered: null when it worked, else the message already announced. */
export type ChangeOutcome = string | null;

/**
 * The cart page's state. Every change goes through the API and the page re-renders from the
 * Cart it returns (the server computes every amount); the header's badge follows the shopper
 * hint the answer rewrote. A line that vanished meanwhile (another tab) reloads the page's data.
 */
export function useCart(initial: Cart) {
  const { t } = useTranslation('cart');
  const { revalidate } = useRevalidator();
  const [cart, setCart] = useState<Cart>(initial);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  // A new server render (language change, revalidation) brings the freshest cart.
  useEffect(() => setCart(initial), [initial]);

  const announce = useCallback((text: string, tone: Announcement['tone'] = 'info') => {
    setAnnouncement((previous) => ({ text, tone, seq: (previous?.seq ?? 0) + 1 }));
  }, []);

  const change = useCallback(
    async (call: () => Promise<ApiResult<Cart>>, success: (next: Cart) => string): Promise<ChangeOutcome> => {
      setBusy(true);
      const result = await call();
      setBusy(false);
      if (result.ok) {
        setCart(result.data);
        // A kept code that stopped applying with this change is said along with it (GUIDE 3.6).
        const notice = result.data.promoNotice ? ` ${t(`promo.notice.${result.data.promoNotice}`)}` : '';
        announce(success(result.data) + notice);
        return null;
      }
      const message = apiErrorMessage(result.error, t);
      announce(message, 'error');
      // The cart changed elsewhere (a line removed in another tab, stock gone): the page's
      // loader reads it again and the effect above shows it as it is now.
      if (result.error.code !== NETWORK_ERROR_CODE && result.error.status !== 400) await revalidate();
      return message;
    },
    [announce, revalidate, t],
  );

  return { cart, busy, announcement, change };
}
