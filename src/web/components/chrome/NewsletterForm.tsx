import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { validateNewsletter, type NewsletterErrors } from './newsletter-validation';
import { useHydrated } from './use-hydrated';

/** The server's answer, shown under the form whether it worked or not (spec section 8). */
export type SubscribeResult = { ok: boolean; message: string };
export type Subscribe = (email: string) => Promise<SubscribeResult>;

type Props = {
  /**
   * Sends the sign-up. Until a sender is given, the form still checks what is typed but says,
   * beside its button, that sign-up is not open yet.
   */
  onSubscribe?: Subscribe;
};

export function NewsletterForm({ onSubscribe }: Props) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const id = useId();
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [result, setResult] = useState<SubscribeResult | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { email: `${id}-email`, emailError: `${id}-email-error`, terms: `${id}-terms`, termsError: `${id}-terms-error`, note: `${id}-note` };

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
    if (found.email || found.terms || !onSubscribe) return;
    setSending(true);
    try {
      const answer = await onSubscribe(email.trim());
      setResult(answer);
      if (answer.ok) form.reset();
    } finally {
      setSending(false);
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
        aria-describedby={onSubscribe ? undefined : ids.note}
      >
        {t('footer.newsletter.submit')}
      </button>
      {!onSubscribe && (
        <p id={ids.note} className="newsletter__note">
          {t('footer.newsletter.comingSoon')}
        </p>
      )}
      <div role="status" className="newsletter__result">
        {result && <p className={result.ok ? 'message' : 'message message--error'}>{result.message}</p>}
      </div>
    </form>
  );
}
