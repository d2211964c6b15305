import { redirect } from 'react-router';
import { accountMeta } from '../../components/account/account-meta';
import { ACCOUNT_HOME } from '../../components/account/redirect-path';
import { RegisterPage } from '../../components/account/RegisterPage';
import type { Route } from './+types/register';

export function loader({ context }: Route.LoaderArgs) {
  if (context.customer) throw redirect(ACCOUNT_HOME);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta('register', matches);

export default function Register() {
  return <RegisterPage />;
}
