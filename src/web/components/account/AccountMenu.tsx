import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NETWORK_ERROR_CODE } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { ACCOUNT_MENU, currentState } from './account-menu-items';
import { FormMessageArea } from './fields';
import { useSessionChange } from './use-session-change';

/** The greeting and the account menu beside every account page; signing out goes to / (spec). */
export function AccountMenu({ firstName }: { firstName: string }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const sessionChanged = useSessionChange();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const result = await accountApi.signOut();
    // Any answer but a lost connection means the session is over (a 401: it already was).
    if (!result.ok && result.error.code === NETWORK_ERROR_CODE) {
      setBusy(false);
      setFailed(true);
      return;
    }
    await sessionChanged('/');
  };

  return (
    <nav className="account-menu" aria-label={t('menu.myAccount')}>
      <h2 className="account-menu__hello">{t('menu.hello', { firstName })}</h2>
      <ul className="account-menu__list">
        {ACCOUNT_MENU.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="account-menu__link" aria-current={currentState(item, pathname)}>
              {t(`menu.${item.key}`)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="account-menu__link account-menu__logout" onClick={signOut} aria-disabled={busy || undefined}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {t('menu.logout')}
          </button>
        </li>
      </ul>
      <FormMessageArea message={failed ? { tone: 'error', text: t('errors:network') } : null} />
    </nav>
  );
}
