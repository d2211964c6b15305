import { useEffect, useId, useState, type FormEvent } from 'react';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useShopper } from '../../lib/shopper';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from '../account/account-api';
import { useHydrated } from '../chrome/use-hydrated';
import { backInStockApi, type AlertVariant } from './back-in-stock-api';
import './back-in-stock.css';

type Answer = { ok: boolean; message: string };

/**
 * "Prévenez-moi quand il revient", in place of the add button when the chosen colour x size is
 * sold out (ADR 36). A signed-in customer finds their address typed in; the server checks the
 * address and says what happens next, the same whether it already waits or not.
 */
export function BackInStockForm({ variant, colorName, sizeName }: { variant: AlertVariant; colorName: string; sizeName: string }) {
  const { t } = useTranslation('catalogue');
  const hydrated = useHydrated();
  const { signedIn } = useShopper();
  const id = useId();
  const ids = { title: `${id}-title`, email: `${id}-email`, error: `${id}-email-error` };
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void accountApi.details().then((details) => {
      // Only into an empty field: never over what the customer started typing.
      if (current && details.ok) setEmail((typed) => typed || details.data.email);
    });
    return () => {
      current = false;
    };
  }, [signedIn]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setFieldError('');
    setAnswer(null);
    const result = await backInStockApi.ask({ ...variant, email });
    setSending(false);
    if (result.ok) return setAnswer({ ok: true, message: result.data.message });
    if (result.error.field === 'email') {
      setFieldError(result.error.message);
      return event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
    }
    setAnswer({ ok: false, message: result.error.code === NETWORK_ERROR_CODE ? t('errors:network') : result.error.message || t('errors:server') });
  };

  return (
    <section className="back-in-stock" aria-labelledby={ids.title}>
      <p className="message message--error out-of-stock">{t('backInStock.soldOut', { color: colorName, size: sizeName })}</p>
      <h2 id={ids.title} className="back-in-stock__title">
        {t('backInStock.title')}
      </h2>
      <p className="back-in-stock__intro">{t('backInStock.intro')}</p>
      <form className="back-in-stock__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={ids.email}>{t('backInStock.email')}</label>
        <div className="back-in-stock__row">
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.error : undefined}
          />
          {/* Before the scripts run the form cannot send anything (see the footer's newsletter form). */}
          <button type="submit" className="button" disabled={!hydrated || sending}>
            {sending ? t('backInStock.sending') : t('backInStock.submit')}
          </button>
        </div>
        {fieldError && (
          <p id={ids.error} className="field-error">
            {fieldError}
          </p>
        )}
      </form>
      <div role="status">{answer && <p className={answer.ok ? 'message' : 'message message--error'}>{answer.message}</p>}</div>
    </section>
  );
}
