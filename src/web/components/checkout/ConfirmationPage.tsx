import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Confirmation } from '../../../domain/checkout/checkout';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import { useCheckoutTranslation } from './checkout-i18n';
import { PAYMENT_PATH } from './checkout-paths';
import { usePaymentOutcome } from './use-payment-outcome';

/** Stripe's word for the payment when it sends the customer back (`redirect_status`). */
export type RedirectStatus = string | null;

/** Failed for the customer: the provider's event said so, or Stripe's return did before it arrived. */
const refusedOnReturn = (status: RedirectStatus) => status === 'failed' || status === 'requires_payment_method';

/**
 * /confirmation-de-paiement: thanks, the customer's name, the order number and where the
 * confirmation mail went once paid (spec); while the provider's event is awaited, says so and
 * checks again; a refused payment says so, with the way back to paying.
 */
export function ConfirmationPage({ initial, redirectStatus }: { initial: Confirmation; redirectStatus: RedirectStatus }) {
  const { t } = useCheckoutTranslation();
  const { t: common } = useTranslation();
  const price = usePrice();
  const { confirmation, slow, checkAgain } = usePaymentOutcome(initial);
  const { state } = confirmation;
  const failed = state === 'failed' || (state === 'processing' && refusedOnReturn(redirectStatus));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownState = failed ? 'failed' : state;
  const firstState = useRef(shownState);

  // The page changed under the customer (the payment was confirmed meanwhile): their screen reader goes to the news.
  useEffect(() => {
    if (shownState !== firstState.current) titleRef.current?.focus();
  }, [shownState]);

  return (
    <main className="page checkout-page checkout-page--narrow checkout-confirmation">
      {shownState === 'paid' ? (
        <>
          <h1 ref={titleRef} tabIndex={-1}>
            {t('confirmation.title')}
          </h1>
          <p className="checkout-confirmation__lead">
            {t('confirmation.thanks', { firstName: confirmation.firstName, lastName: confirmation.lastName })}
          </p>
          <p>{t('confirmation.succeeded')}</p>
          <p className="checkout-confirmation__number">{t('confirmation.orderNumber', { number: confirmation.orderNumber })}</p>
          <p>{t('confirmation.total', { amount: price(confirmation.totalCents) })}</p>
          <p>{t('confirmation.mailSent', { email: confirmation.email })}</p>
          <Link to="/" className="button">
            {t('confirmation.home')}
          </Link>
        </>
      ) : shownState === 'failed' ? (
        <>
          <h1 ref={titleRef} tabIndex={-1}>
            {t('confirmation.failedTitle')}
          </h1>
          <p className="message message--error">{common('errors:payment.payNotSuccess')}</p>
          <p>{t('confirmation.orderNumber', { number: confirmation.orderNumber })}</p>
          <Link to={PAYMENT_PATH} className="button">
            {t('confirmation.backToPayment')}
          </Link>
        </>
      ) : (
        <>
          <h1 ref={titleRef} tabIndex={-1}>
            {t('confirmation.processingTitle')}
          </h1>
          <p>{t('confirmation.orderNumber', { number: confirmation.orderNumber })}</p>
          <div role="status">
            <p>{t('confirmation.processing')}</p>
            <p>{slow ? t('confirmation.processingSlow') : t('confirmation.processingWait')}</p>
          </div>
          {slow && (
            <button type="button" className="button" onClick={checkAgain}>
              {t('confirmation.checkAgain')}
            </button>
          )}
        </>
      )}
    </main>
  );
}
