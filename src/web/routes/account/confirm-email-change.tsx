import { accountMeta } from '../../components/account/account-meta';
import { ConfirmEmailChangePage } from '../../components/account/ConfirmEmailChangePage';
import type { Route } from './+types/confirm-email-change';

// No loader: the page request must not use the code up (mail scanners fetch links); the browser sends it.
export const meta: Route.MetaFunction = ({ matches }) => accountMeta('confirmEmailChange', matches);

export default function ConfirmEmailChange() {
  return <ConfirmEmailChangePage />;
}
