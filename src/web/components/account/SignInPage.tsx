import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';

type Mode = 'signIn' | 'forgot';

/**
 * The sign-in page and its forgot-password mode, one page switching in place (spec). Mails
 * link straight to the second mode with `?mode=forgot&email=`.
 */
export function SignInPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(searchParams.get('mode') === 'forgot' ? 'forgot' : 'signIn');
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const cardRef = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // After a switch, focus goes to the address field of the form now shown.
  useEffect(() => {
    if (switched.current) cardRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [mode]);

  const switchTo = (next: Mode, typedEmail: string) => {
    switched.current = true;
    setEmail(typedEmail);
    setMode(next);
  };

  return (
    <main className="page account-page">
      <div className="account-card" ref={cardRef}>
        {mode === 'signIn' ? (
          <>
            <h1 className="account-card__title">{t('signIn.title')}</h1>
            <p className="account-card__intro">{t('signIn.intro')}</p>
            <SignInForm defaultEmail={email} onForgot={(typed) => switchTo('forgot', typed)} />
          </>
        ) : (
          <>
            <h1 className="account-card__title">{t('forgot.title')}</h1>
            <p className="account-card__intro">{t('forgot.intro')}</p>
            <ForgotPasswordForm defaultEmail={email} onCancel={(typed) => switchTo('signIn', typed)} />
          </>
        )}
      </div>
    </main>
  );
}
