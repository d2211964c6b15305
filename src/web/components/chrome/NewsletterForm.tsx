import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { accountApi } from '../account/account-api';
import { validateNewsletter, type NewsletterErrors } from './newsletter-validation';
import { useHydrated } from './use-hydrated';

type SubscribeResult = { ok: boolean; message: string };

export function NewsletterForm() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const id = useId();
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [result, setResult] = useState<SubscribeResult | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { email: `${id}-email`, emailError: `${id}-email-error`, terms: `${id}-terms`, termsError: `${id}-terms-error` };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const found = validateNewsletter({ email, termsAccepted: data.get('terms') === 'on' });
    setErrors(found);
    setResult(null);
    if (found.email) form.querySelector<HTMLInputElement>(`#${CSS.escape(ids.email)}`)?.focus();
    else if (found.terms) form.querySelector<HTMLInputElement>(`#${CSS.escape(ids.terms)}`)?.focus();
    if (found.email || found.terms) return;
    setSending(true);
    const answer = await accountApi.subscribe(email.trim());
    setSending(false);
    if (answer.ok) {
      setResult({ ok: true, message: answer.data.message });
      form.reset();
    } else {
      setResult({ ok: false, message: answer.error.code === NETWORK_ERROR_CODE ? t('errors:network') : answer.error.message || t('errors:server') });
    }
  };

  return (
    <form className="newsletter" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="footer__title">
        {t('footer.newsletter.title')}
      </h2>
      <p className="newsletter__intro">{t('footer.newsletter.intro')}</p>
      <div className="newsletter__field">
        <label htmlFor={ids.email}>{t('footer.newsletter.email')}</label>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
        />
        {errors.email && (
          <p id={ids.emailError} className="field-error">
            {t(`footer.newsletter.errors.${errors.email}`)}
          </p>
        )}
        {/* The server's answer, under the field whether it worked or not (spec section 8). */}
        <div role="status" className="newsletter__result">
          {result && <p className={result.ok ? 'message' : 'message message--error'}>{result.message}</p>}
        </div>
      </div>
      <div className="newsletter__terms">
        <input
          id={ids.terms}
          name="terms"
          type="checkbox"
          required
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? ids.termsError : undefined}
        />
        <label htmlFor={ids.terms}>
          {/* Two keys rather than <Trans>: keeps i18next's Trans out of every page's scripts. */}
          {t('footer.newsletter.termsBefore')} <Link to="/termes-et-conditions">{t('footer.newsletter.termsLink')}</Link>
        </label>
        {errors.terms && (
          <p id={ids.termsError} className="field-error">
            {t(`footer.newsletter.errors.${errors.terms}`)}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button"
        // Before the scripts run the form cannot send anything: a disabled button keeps the
        // Enter key from reloading the page with the address in its URL.
        disabled={!hydrated || sending}
      >
        {t('footer.newsletter.submit')}
      </button>
    </form>
  );
}
