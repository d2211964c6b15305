import { useEffect, useState } from 'react';
import type { ProfileInput } from '../../../domain/accounts/schemas';
import { useTranslation } from '../../lib/use-translation';
import { accountApi } from './account-api';
import { DeleteAccount } from './DeleteAccount';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /parametres-du-compte: personal information, password, account deletion. */
export function SettingsPage({ profile }: { profile: ProfileInput }) {
  const { t } = useTranslation('account');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  // A change of address waiting for confirmation is only known to the API.
  useEffect(() => {
    let current = true;
    void accountApi.details().then((result) => {
      if (current && result.ok) setPendingEmail(result.data.pendingEmail);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <main className="account-area__main">
      <h1 className="account-area__title">{t('settings.title')}</h1>
      <ProfileForm current={profile} pendingEmail={pendingEmail} onPendingEmail={setPendingEmail} />
      <PasswordForm />
      <DeleteAccount />
    </main>
  );
}
