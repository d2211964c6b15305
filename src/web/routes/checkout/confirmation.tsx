import { redirect } from 'react-router';
import { checkoutMeta } from '../../components/checkout/checkout-meta';
import { ConfirmationPage } from '../../components/checkout/ConfirmationPage';
import type { Route } from './+types/confirmation';

/**
 * /confirmation-de-paiement reads the state of the visitor's last order; it never creates or
 * confirms anything (the provider's event does). No order: home (spec). Stripe sends the
 * customer back here with `redirect_status`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const confirmation = await context.checkoutConfirmation();
  if (!confirmation) throw redirect('/');
  // Read so that the header's cart badge (the shopper hint) shows the cart emptied by the payment.
  await context.cart();
  return { confirmation, redirectStatus: new URL(request.url).searchParams.get('redirect_status') };
}

export const meta: Route.MetaFunction = ({ matches }) => checkoutMeta('confirmation', matches);

export default function PaymentConfirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage initial={loaderData.confirmation} redirectStatus={loaderData.redirectStatus} />;
}
