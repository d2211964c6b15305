import { accountMeta } from '../../components/account/account-meta';
import { ConfirmRegistrationPage } from '../../components/account/ConfirmRegistrationPage';
import type { Route } from './+types/confirm-registration';

// No loader: the page request must not use the code up (mail scanners fetch links); the browser sends it.
export const meta: Route.MetaFunction = ({ matches }) => accountMeta('confirmRegistration', matches);

export default function ConfirmRegistration() {
  return <ConfirmRegistrationPage />;
}
