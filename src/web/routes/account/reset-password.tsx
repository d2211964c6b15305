import { accountMeta } from '../../components/account/account-meta';
import { isResetLinkUsable, readResetLink } from '../../components/account/reset-link';
import { ResetPasswordPage } from '../../components/account/ResetPasswordPage';
import type { Route } from './+types/reset-password';

/** Whether the link is still valid decides the first paint: the form, or the expired message. */
export function loader({ request }: Route.LoaderArgs) {
  const link = readResetLink(new URL(request.url).searchParams);
  return { link, usable: isResetLinkUsable(link, Date.now()) };
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta('resetPassword', matches);

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordPage link={loaderData.link} usableAtRender={loaderData.usable} />;
}
