import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { PaymentStart } from '../../../domain/checkout/checkout';
import { useTranslation } from '../../lib/use-translation';
import { apiErrorMessage } from '../addresses/api-message';
import { checkoutApi } from './checkout-api';

export type PlacedOrder =
  | { kind: 'placing' }
  /** Refused (409: something changed or sold out) or failed: the message, and a way on. */
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; start: PaymentStart };

/**
 * Places the order when the payment page opens (the server creates it from the cart and holds
 * its stock, or finds the one already waiting for this cart), with the revision of the
 * checkout the customer is looking at: anything changed meanwhile is refused with its reason,
 * the page's checkout is read again, and `place()` tries again once the customer has seen it.
 * A declined card releases the order's stock: `place(true)` holds it again before the next card.
 */
export function usePlacedOrder(revision: string, canPlace: boolean) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const [order, setOrder] = useState<PlacedOrder>({ kind: 'placing' });
  const latestRevision = useRef(revision);
  latestRevision.current = revision;
  const placedOnOpen = useRef(false);

  /**
   * Answers whether the order is ready to pay. `quietly`: the card form stays on screen while
   * the order is held again (before trying another card).
   */
  const place = useCallback(
    async (quietly = false): Promise<boolean> => {
      if (!quietly) setOrder({ kind: 'placing' });
      const result = await checkoutApi.placeOrder(latestRevision.current);
      if (result.ok) {
        setOrder({ kind: 'ready', start: result.data });
        return true;
      }
      setOrder({ kind: 'refused', message: apiErrorMessage(result.error, t) });
      // The summary beside shows the cart as it is now, and the next try uses its revision.
      if (result.error.status === 409) await revalidate();
      return false;
    },
    [revalidate, t],
  );

  // Once per page: a development double effect must not place the order twice.
  useEffect(() => {
    if (!canPlace || placedOnOpen.current) return;
    placedOnOpen.current = true;
    void place();
  }, [canPlace, place]);

  /** The order was lost after being placed (its payment refused with 409): say why, offer to place it again. */
  const lost = useCallback(
    (message: string) => {
      setOrder({ kind: 'refused', message });
      void revalidate();
    },
    [revalidate],
  );

  return { order, place, lost };
}
