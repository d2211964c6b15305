import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { CountryOption } from '../../../domain/addresses/countries';
import type { CheckoutState, PaymentStart } from '../../../domain/checkout/checkout';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import { OrderSummary } from '../cart/OrderSummary';
import { AnswersReview } from './AnswersReview';
import { useCheckoutTranslation } from './checkout-i18n';
import { stepHref } from './checkout-paths';
import { CheckoutFrame } from './CheckoutFrame';
import { parisTime } from './paris-time';
import { StripePaymentForm } from './StripePaymentForm';
import { TestCardForm } from './TestCardForm';
import { usePlacedOrder } from './use-placed-order';

type Props = { state: CheckoutState; countries: CountryOption[] };

/**
 * /checkout/payment, step 3: the order is placed as the page opens (stock held until the time
 * shown), then paid with the card form in a tabs layout and its "Pay Now" button (spec).
 */
export function PaymentPage({ state, countries }: Props) {
  const { t } = useCheckoutTranslation();
  const { t: common } = useTranslation();
  const { order, place, lost } = usePlacedOrder(state.revision, state.blockers.length === 0);

  return (
    <CheckoutFrame mode={state.mode} step={3} title={t('payment.title')} summary={<OrderSummary cart={state.cart} showLines />}>
      <AnswersReview state={state} countries={countries} />
      {state.blockers.length > 0 ? (
        <WayBack mode={state.mode} messages={state.blockers.map((key) => common(key))} />
      ) : order.kind === 'placing' ? (
        <p className="checkout-payment__pending" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('payment.preparing')}
        </p>
      ) : order.kind === 'refused' ? (
        <WayBack mode={state.mode} messages={[order.message]} onRetry={() => void place()} />
      ) : (
        <Payment start={order.start} holdAgain={() => place(true)} onOrderLost={lost} />
      )}
    </CheckoutFrame>
  );
}

/** Why the order cannot be paid now, and the ways on: try again, the cart, the addresses. */
function WayBack({ mode, messages, onRetry }: { mode: CheckoutState['mode']; messages: string[]; onRetry?(): void }) {
  const { t } = useCheckoutTranslation();
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="checkout-payment__blocked" role="alert">
      <p ref={titleRef} tabIndex={-1} className="checkout-payment__blocked-title">
        {t('payment.blocked')}
      </p>
      <ul className="message message--error checkout-payment__reasons">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <div className="address-form__buttons">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {t('payment.retry')}
          </button>
        )}
        <Link to="/panier" className="button button--ghost">
          {t('payment.backToCart')}
        </Link>
        <Link to={stepHref(mode, 2)} className="button button--ghost">
          {t('payment.backToSteps')}
        </Link>
      </div>
    </div>
  );
}

/** The placed order: its number, the amount, until when its items are held, and the card form. */
type PaymentProps = { start: PaymentStart; holdAgain(): Promise<boolean>; onOrderLost(message: string): void };

function Payment({ start, holdAgain, onOrderLost }: PaymentProps) {
  const { t } = useCheckoutTranslation();
  const price = usePrice();
  const tabId = useId();
  const panelId = useId();
  return (
    <section className="checkout-payment" aria-labelledby={tabId}>
      <p className="checkout-payment__order">
        <span>{t('payment.orderNumber', { number: start.orderNumber })}</span>
        <span className="checkout-payment__amount">{t('payment.amount', { amount: price(start.totalCents) })}</span>
      </p>
      <p className="checkout-payment__reserved">{t('payment.reservedUntil', { time: parisTime(start.reservedUntil) })}</p>
      <div role="tablist" aria-label={t('payment.methods')} className="checkout-tabs">
        <button type="button" role="tab" id={tabId} aria-selected="true" aria-controls={panelId} className="checkout-tabs__tab">
          {t('payment.card')}
        </button>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId} className="checkout-tabs__panel">
        {start.provider === 'test' ? (
          <TestCardForm holdAgain={holdAgain} onOrderLost={onOrderLost} />
        ) : (
          <StripePaymentForm publishableKey={start.publishableKey} clientSecret={start.clientSecret} />
        )}
      </div>
    </section>
  );
}
