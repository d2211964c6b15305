import { redirect } from 'react-router';
import { accountMeta } from '../../components/account/account-meta';
import { SettingsPage } from '../../components/account/SettingsPage';
import type { Route } from './+types/settings';

/** The names and address as the session has them (loaders run together: this one checks the session too). */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.customer) throw redirect('/');
  const { firstName, lastName, email } = context.customer;
  return { firstName, lastName, email };
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta('settings', matches);

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsPage profile={loaderData} />;
}
