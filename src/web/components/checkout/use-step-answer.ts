import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutState } from '../../../domain/checkout/checkout';
import type { ApiResult } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { apiErrorMessage } from '../addresses/api-message';

/**
 * Sends a step's answer to the server (which keeps it with the cart), then goes on to `next`;
 * a refusal is shown on the step, in the server's words.
 */
export function useStepAnswer(next: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Sends the answer `call` makes; `null` when nothing is chosen yet, which is said without asking the server. */
  const send = async (event: FormEvent, call: (() => Promise<ApiResult<CheckoutState>>) | null) => {
    event.preventDefault();
    if (busy) return;
    if (!call) return setFailure(t('errors:checkout.addressRequired'));
    setBusy(true);
    setFailure(null);
    const result = await call();
    if (result.ok) {
      await navigate(next);
      return;
    }
    setBusy(false);
    setFailure(apiErrorMessage(result.error, t));
  };

  return { busy, failure, send };
}
