import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/** /commande/{id} of an order that does not exist, is someone else's or was removed from the list. */
export function OrderNotFound() {
  const { t } = useTranslation('orders');
  return (
    <main className="account-area__main order-view">
      <h1 className="account-area__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/commandes" className="button">
        {t('detail.back')}
      </Link>
    </main>
  );
}
