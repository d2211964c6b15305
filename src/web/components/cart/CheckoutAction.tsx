import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/**
 * The way on to the checkout, open only when every line can be ordered; otherwise a button
 * that stays focusable and says why it is closed.
 */
export function CheckoutAction({ canCheckout }: { canCheckout: boolean }) {
  const { t } = useTranslation('cart');
  const reasonId = useId();
  if (canCheckout) {
    return (
      <Link to="/checkout" className="button order-summary__checkout">
        {t('checkout.button')}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="button order-summary__checkout" aria-disabled="true" aria-describedby={reasonId}>
        {t('checkout.button')}
      </button>
      <p id={reasonId} className="order-summary__blocked">
        {t('checkout.blockedUnavailable')}
      </p>
    </>
  );
}
