import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Confirmation } from '../../../domain/checkout/checkout';
import { dayLabel } from '../../../domain/sales/paris-calendar';
import { usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import { useCheckoutTranslation } from './checkout-i18n';
import { withReturnPath } from '../account/sign-in-links';
import { AccountFromOrder } from './AccountFromOrder';
import { PAYMENT_PATH } from './checkout-paths';
import { ConfirmationRecap } from './ConfirmationRecap';
import { usePaymentOutcome } from './use-payment-outcome';

/** Stripe's word for the payment when it sends the customer back (`redirect_status`). */
export type RedirectStatus = string | null;

/** Failed for the customer: the provider's event said so, or Stripe's return did before it arrived. */
const refusedOnReturn = (status: RedirectStatus) => status === 'failed' || status === 'requires_payment_method';

/** The way to the order in an account: its page for its signed-in customer, signing in once a guest's order joined an account. */
function AccountLinks({ confirmation, signedIn }: { confirmation: Confirmation; signedIn: boolean }) {
  const { t } = useCheckoutTranslation();
  const orderPath = `/commande/${confirmation.orderId}`;
  if (signedIn) {
    return (
      <p>
        <Link to={orderPath}>{t('confirmation.followOrder')}</Link>
      </p>
    );
  }
  if (confirmation.account !== 'signIn') return null;
  return (
    <section className="confirmation-account" aria-labelledby="confirmation-joined-title">
      <h2 id="confirmation-joined-title">{t('confirmation.joinedTitle')}</h2>
      <p>{t('confirmation.joinedText')}</p>
      <p>
        <Link to={withReturnPath('/connexion', orderPath)}>{t('confirmation.signIn')}</Link>
      </p>
    </section>
  );
}

/**
 * /confirmation-de-paiement: thanks, the customer's name, the order number and where the
 * confirmation mail went once paid (spec), then the order's recap and, for a guest, making an
 * account of it; while the provider's event is awaited, says so and checks again; a refused
 * payment says so, with the way back to paying.
 */
export function ConfirmationPage({
  initial,
  redirectStatus,
  signedIn,
}: {
  initial: Confirmation;
  redirectStatus: RedirectStatus;
  signedIn: boolean;
}) {
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
      {shownState === 'paid' && confirmation.recap ? (
        <>
          <h1 ref={titleRef} tabIndex={-1}>
            {t('confirmation.title')}
          </h1>
          <p className="checkout-confirmation__lead">
            {t('confirmation.thanks', { firstName: confirmation.recap.firstName, lastName: confirmation.recap.lastName })}
          </p>
          <p>{t('confirmation.succeeded')}</p>
          <p className="checkout-confirmation__number">{t('confirmation.orderNumber', { number: confirmation.orderNumber })}</p>
          <p>{t('confirmation.total', { amount: price(confirmation.totalCents) })}</p>
          <p>{t('confirmation.mailSent', { email: confirmation.recap.email })}</p>
          <ConfirmationRecap recap={confirmation.recap} totalCents={confirmation.totalCents} />
          {confirmation.account === 'create' && <AccountFromOrder recap={confirmation.recap} />}
          <AccountLinks confirmation={confirmation} signedIn={signedIn} />
          {/* One primary button on the page: the account's, when it is offered. */}
          <Link to="/" className={confirmation.account === 'create' ? 'button button--ghost' : 'button'}>
            {t('confirmation.home')}
          </Link>
        </>
      ) : shownState === 'paid' ? (
        // Reloaded by a guest long after paying: the number and the day only (confirmation.ts, CONFIRMATION_RECAP_HOURS).
        <>
          <h1 ref={titleRef} tabIndex={-1}>
            {t('confirmation.laterTitle', { number: confirmation.orderNumber })}
          </h1>
          {confirmation.paidOn && <p>{t('confirmation.laterPaid', { date: dayLabel(confirmation.paidOn) })}</p>}
          <p>{t('confirmation.laterText')}</p>
          <AccountLinks confirmation={confirmation} signedIn={signedIn} />
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
