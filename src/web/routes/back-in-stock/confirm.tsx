import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/instance';
import { ConfirmBackInStockPage } from '../../components/catalogue/ConfirmBackInStockPage';
import type { RootData } from '../../root';
import '../../styles/account.css';
import type { Route } from './+types/confirm';

// No loader: the page request must not turn any alert on (mail scanners fetch links); the browser posts the code.
export const meta: Route.MetaFunction = ({ matches }): MetaDescriptor[] => {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  // A one-time code in its link: no page for search engines.
  const robots = { name: 'robots', content: 'noindex' };
  if (!root) return [robots];
  const t = translatorFor(root.locale);
  return [{ title: `${t('catalogue:backInStock.pageTitle')} | ${root.settings['name company'] || t('common:shopName')}` }, robots];
};

export default function ConfirmBackInStock() {
  return <ConfirmBackInStockPage />;
}
