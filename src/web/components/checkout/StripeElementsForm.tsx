import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '../../../domain/locale';
import { useTranslation } from '../../lib/use-translation';
import { useCheckoutTranslation } from './checkout-i18n';
import { paymentFailureMessage } from './stripe-messages';

export type StripeElementsFormProps = { stripe: Stripe; clientSecret: string; locale: Locale; returnUrl: string };

/**
 * Stripe's Payment Element for one PaymentIntent, in the page's language, with its button.
 * Loaded on demand by StripePaymentForm, so @stripe/react-stripe-js is only in this chunk.
 */
export default function StripeElementsForm({ stripe, clientSecret, locale, returnUrl }: StripeElementsFormProps) {
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale }}>
      <PayForm returnUrl={returnUrl} />
    </Elements>
  );
}

function PayForm({ returnUrl }: { returnUrl: string }) {
  const { t } = useCheckoutTranslation();
  const { t: tErrors } = useTranslation('errors');
  const stripe = useStripe();
  const elements = useElements();
  const messageId = useId();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !ready || paying) return;
    setPaying(true);
    setMessage(null);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      // Reached only when the payment cannot go on; otherwise the browser is already on its way to the return address.
      setMessage(paymentFailureMessage(error, tErrors('somethingWrong')));
    } catch {
      setMessage(tErrors('somethingWrong'));
    }
    setPaying(false);
  };

  return (
    <form className="stripe-payment" onSubmit={pay} noValidate>
      {/* A client secret Stripe does not know (an intent cancelled meanwhile) leaves the Element empty: say so. */}
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setMessage(tErrors('somethingWrong'))} />
      {message && (
        <p id={messageId} role="alert" className="message message--error">
          {message}
        </p>
      )}
      <button
        type="submit"
        className="button stripe-payment__pay"
        aria-disabled={!ready || paying || undefined}
        aria-describedby={message ? messageId : undefined}
      >
        {paying ? t('payment.paying') : t('payment.payNow')}
      </button>
    </form>
  );
}
