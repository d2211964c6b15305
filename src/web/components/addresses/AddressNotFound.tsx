import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/** /modification-adresse/{id} of an address that does not exist, or is someone else's. */
export function AddressNotFound() {
  const { t } = useTranslation('addresses');
  return (
    <main className="account-area__main address-page">
      <h1 className="account-area__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/address-utilisateur" className="button">
        {t('form.back')}
      </Link>
    </main>
  );
}
