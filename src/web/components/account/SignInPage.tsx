import { useSearchParams } from 'react-router';
import { SignInSwitch } from './SignInSwitch';

/**
 * The sign-in page and its forgot-password mode, one page switching in place (spec). Mails
 * link straight to the second mode with `?mode=forgot&email=`.
 */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  return (
    <main className="page account-page">
      <div className="account-card">
        <SignInSwitch
          titleLevel="h1"
          initialMode={searchParams.get('mode') === 'forgot' ? 'forgot' : 'signIn'}
          initialEmail={searchParams.get('email') ?? ''}
        />
      </div>
    </main>
  );
}
