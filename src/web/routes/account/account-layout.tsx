import { Outlet, redirect } from 'react-router';
import { AccountMenu } from '../../components/account/AccountMenu';
import { accountMeta } from '../../components/account/account-meta';
import type { Route } from './+types/account-layout';

/** The guard runs on the server: an account page requested without a session goes to / (spec). */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.customer) throw redirect('/');
  return { firstName: context.customer.firstName };
}

/** Checked at every move between account pages too, so a session that ended meanwhile is noticed. */
export function shouldRevalidate() {
  return true;
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta('account', matches);

/** The frame of the account pages: greeting and account menu, then the page (its own <main>). */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page account-area">
      <AccountMenu firstName={loaderData.firstName} />
      <Outlet />
    </div>
  );
}
