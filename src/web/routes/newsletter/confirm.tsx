import { accountMeta } from '../../components/account/account-meta';
import { ConfirmNewsletterPage } from '../../components/account/ConfirmNewsletterPage';
import '../../styles/account.css';
import type { Route } from './+types/confirm';

// No loader: the page request must not subscribe anyone (mail scanners fetch links); the browser posts the code.
export const meta: Route.MetaFunction = ({ matches }) => accountMeta('confirmNewsletter', matches);

export default function ConfirmNewsletter() {
  return <ConfirmNewsletterPage />;
}
