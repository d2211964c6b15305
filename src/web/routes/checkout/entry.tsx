import { redirect } from 'react-router';
import { checkoutMeta } from '../../components/checkout/checkout-meta';
import { stepsPath } from '../../components/checkout/checkout-paths';
import { CheckoutEntryPage } from '../../components/checkout/CheckoutEntryPage';
import { EmptyCartRedirect } from '../../components/checkout/EmptyCartRedirect';
import type { Route } from './+types/entry';

/** A signed-in customer goes on with their address book; a guest chooses between an e-mail and signing in. */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.customer) throw redirect(stepsPath('customer'));
  const { cart, draft } = await context.checkout();
  return { empty: cart.lines.length === 0, email: draft.email };
}

export const meta: Route.MetaFunction = ({ matches }) => checkoutMeta('entry', matches);

export default function CheckoutEntry({ loaderData }: Route.ComponentProps) {
  return loaderData.empty ? <EmptyCartRedirect /> : <CheckoutEntryPage email={loaderData.email} />;
}
