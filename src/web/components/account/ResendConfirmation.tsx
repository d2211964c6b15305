import { useState } from 'react';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { FormMessageArea } from './fields';
import type { FormMessage } from './use-account-form';

type Props = { email: string; label: string };

/** Sends the registration confirmation mail again and shows the server's (always neutral) answer. */
export function ResendConfirmation({ email, label }: Props) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const result = await accountApi.resendConfirmation(email);
    setBusy(false);
    if (result.ok) setMessage({ tone: 'success', text: result.data.message });
    else
      setMessage({
        tone: 'error',
        text: result.error.code === NETWORK_ERROR_CODE ? t('errors:network') : result.error.message || t('errors:server'),
      });
  };

  return (
    <div className="resend">
      <button type="button" className="button button--ghost" onClick={resend} aria-disabled={busy || undefined} data-busy={busy || undefined}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {label}
      </button>
      <FormMessageArea message={message} />
    </div>
  );
}
