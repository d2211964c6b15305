import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type ComponentType } from 'react';
import { useRoot } from '../../lib/use-root';
import { useCheckoutTranslation } from './checkout-i18n';
import type { StripeElementsFormProps } from './StripeElementsForm';
import { stripeLoadFailureKey } from './stripe-messages';

/** What the payment page gets from PaymentStart when the shop takes cards through Stripe. */
export type StripePaymentFormProps = { publishableKey: string; clientSecret: string };

type Loading =
  | { state: 'loading' }
  | { state: 'ready'; stripe: Stripe; Form: ComponentType<StripeElementsFormProps> }
  | { state: 'failed'; messageKey: ReturnType<typeof stripeLoadFailureKey> };

/**
 * Stripe.js and the Payment Element code, fetched once this form is on screen in a browser:
 * no other page carries any Stripe code, and nothing of it runs on the server. Stripe.js
 * comes from js.stripe.com, as Stripe requires.
 */
async function loadStripeForm(publishableKey: string): Promise<Omit<Extract<Loading, { state: 'ready' }>, 'state'>> {
  const [{ loadStripe }, { default: Form }] = await Promise.all([import('@stripe/stripe-js'), import('./StripeElementsForm')]);
  const stripe = await loadStripe(publishableKey);
  // null only where there is no window, which an effect never sees.
  if (!stripe) throw new Error('Stripe.js not available');
  return { stripe, Form };
}

/**
 * The card payment form when Stripe is configured: Stripe's Payment Element and a 'Payer
 * maintenant' button. Paying sends the customer through Stripe (and their bank's check when
 * asked) to /confirmation-de-paiement; the order is confirmed by Stripe's event, not by this page.
 */
export function StripePaymentForm({ publishableKey, clientSecret }: StripePaymentFormProps) {
  const { t } = useCheckoutTranslation();
  const { locale, publicUrl } = useRoot();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadStripeForm(publishableKey).then(
      (loaded) => current && setLoading({ state: 'ready', ...loaded }),
      (error: unknown) => current && setLoading({ state: 'failed', messageKey: stripeLoadFailureKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  if (loading.state === 'ready') {
    const { Form, stripe } = loading;
    return <Form stripe={stripe} clientSecret={clientSecret} locale={locale} returnUrl={new URL('/confirmation-de-paiement', publicUrl).href} />;
  }
  if (loading.state === 'failed') {
    return (
      <div className="stripe-payment stripe-payment--failed">
        <p role="alert" className="message message--error">
          {t(loading.messageKey)}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoading({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('payment.retry')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="stripe-payment stripe-payment--loading">
      {t('payment.stripeLoading')}
    </p>
  );
}
