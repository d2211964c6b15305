import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCheckoutTranslation } from './checkout-i18n';

/** The spec's pause before an empty cart leaves the checkout: long enough to see why. */
export const EMPTY_CART_REDIRECT_MS = 500;

/**
 * A checkout page opened with an empty cart (after paying, from an old tab, a bookmark): it
 * says so, then goes home after the spec's 500 ms. The link works before the scripts do.
 */
export function EmptyCartRedirect() {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), EMPTY_CART_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main className="page checkout-page checkout-page--narrow">
      <h1>{t('emptyCart.title')}</h1>
      <p role="status">{t('emptyCart.text')}</p>
      <Link to="/" className="button">
        {t('emptyCart.link')}
      </Link>
    </main>
  );
}
