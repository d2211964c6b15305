import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';

export type SignInMode = 'signIn' | 'forgot';

type Props = {
  /** The sign-in page's title is its h1; beside the checkout's guest form it is an h2. */
  titleLevel: 'h1' | 'h2';
  /** For a section the title names. */
  titleId?: string;
  initialMode: SignInMode;
  initialEmail: string;
  /** Where signing in leads; by default the page's `?redirect=`, or the account. */
  next?: string;
};

/**
 * Sign in, or ask for a new password, one form switching in place (spec): on the sign-in page
 * and on the checkout's entry page.
 */
export function SignInSwitch({ titleLevel: Title, titleId, initialMode, initialEmail, next }: Props) {
  const { t } = useTranslation('account');
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [email, setEmail] = useState(initialEmail);
  const panelRef = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // After a switch, focus goes to the address field of the form now shown.
  useEffect(() => {
    if (switched.current) panelRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [mode]);

  const switchTo = (target: SignInMode, typedEmail: string) => {
    switched.current = true;
    setEmail(typedEmail);
    setMode(target);
  };

  return (
    <div ref={panelRef}>
      {mode === 'signIn' ? (
        <>
          <Title id={titleId} className="account-card__title">
            {t('signIn.title')}
          </Title>
          <p className="account-card__intro">{t('signIn.intro')}</p>
          <SignInForm defaultEmail={email} next={next} onForgot={(typed) => switchTo('forgot', typed)} />
        </>
      ) : (
        <>
          <Title id={titleId} className="account-card__title">
            {t('forgot.title')}
          </Title>
          <p className="account-card__intro">{t('forgot.intro')}</p>
          <ForgotPasswordForm defaultEmail={email} onCancel={(typed) => switchTo('signIn', typed)} />
        </>
      )}
    </div>
  );
}
