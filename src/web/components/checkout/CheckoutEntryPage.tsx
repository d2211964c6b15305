import { useNavigate } from 'react-router';
import { SignInSwitch } from '../account/SignInSwitch';
import { useCheckoutTranslation } from './checkout-i18n';
import { CheckoutEmailForm } from './CheckoutEmailForm';
import { stepsPath } from './checkout-paths';

/**
 * /checkout for a guest: side by side, continue without an account by giving an e-mail
 * address, or sign in (with its forgot-password mode) and continue with the account's
 * addresses (spec).
 */
export function CheckoutEntryPage({ email }: { email: string | null }) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  return (
    <main className="page checkout-page">
      <h1 className="checkout-page__title">{t('entry.title')}</h1>
      <div className="checkout-entry">
        <section className="account-card checkout-entry__guest" aria-labelledby="checkout-guest-title">
          <h2 id="checkout-guest-title" className="account-card__title">
            {t('entry.guestTitle')}
          </h2>
          <p className="account-card__intro">{t('entry.guestIntro')}</p>
          <CheckoutEmailForm email={email ?? ''} submitLabel={t('entry.guestSubmit')} onSaved={() => navigate(stepsPath('guest'))} />
        </section>
        <section className="account-card checkout-entry__sign-in" aria-labelledby="checkout-sign-in-title">
          <SignInSwitch titleLevel="h2" titleId="checkout-sign-in-title" initialMode="signIn" initialEmail="" next={stepsPath('customer')} />
        </section>
      </div>
    </main>
  );
}
