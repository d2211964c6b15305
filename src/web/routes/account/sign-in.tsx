import { redirect } from 'react-router';
import { accountMeta } from '../../components/account/account-meta';
import { afterSignInPath } from '../../components/account/redirect-path';
import { SignInPage } from '../../components/account/SignInPage';
import type { Route } from './+types/sign-in';

/** A customer already signed in has nothing to do here: on to where they were going. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.customer) throw redirect(afterSignInPath(new URL(request.url).searchParams));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta('signIn', matches);

export default function SignIn() {
  return <SignInPage />;
}
