import { useEffect, useState } from 'react';
import type { Confirmation } from '../../../domain/checkout/checkout';
import { checkoutApi } from './checkout-api';

/** How often the page asks again while the provider's event has not arrived, and for how long. */
export const RECHECK_EVERY_MS = 3000;
export const RECHECKS = 40;

/**
 * The confirmation as the server has it, asked again every few seconds while the payment is
 * `processing` (the customer came back from Stripe before its event arrived). The page only
 * reads: the provider's event alone confirms the order. `slow`: stopped asking after two
 * minutes; `checkAgain()` starts over.
 */
export function usePaymentOutcome(initial: Confirmation) {
  const [confirmation, setConfirmation] = useState(initial);
  const [round, setRound] = useState(0);
  const [checks, setChecks] = useState(0);

  useEffect(() => setConfirmation(initial), [initial]);

  useEffect(() => {
    if (confirmation.state !== 'processing' || checks >= RECHECKS) return;
    const timer = setTimeout(async () => {
      const result = await checkoutApi.confirmation();
      if (result.ok) setConfirmation(result.data);
      setChecks((count) => count + 1);
    }, RECHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [confirmation, checks, round]);

  return {
    confirmation,
    slow: confirmation.state === 'processing' && checks >= RECHECKS,
    checkAgain: () => {
      setChecks(0);
      setRound((r) => r + 1);
    },
  };
}
