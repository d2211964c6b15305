import { data, isRouteErrorResponse } from 'react-router';
import { LoadErrorMessage } from '../../components/catalogue/NotFoundMessage';
import { checkoutMeta } from '../../components/checkout/checkout-meta';
import { ConfirmationPage } from '../../components/checkout/ConfirmationPage';
import { NoConfirmation } from '../../components/checkout/NoConfirmation';
import type { Route } from './+types/confirmation';

/**
 * /confirmation-de-paiement reads the state of the visitor's last order; it never creates or
 * confirms anything (the provider's event does). Stripe sends the customer back here with
 * `redirect_status`. A visitor with no order (another browser, a link passed on) is told so
 * with a 404 rather than sent home without a word as the spec did.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const confirmation = await context.checkoutConfirmation();
  if (!confirmation) throw data(null, { status: 404 });
  // Read so that the header's cart badge (the shopper hint) shows the cart emptied by the payment.
  await context.cart();
  return { confirmation, redirectStatus: new URL(request.url).searchParams.get('redirect_status'), signedIn: context.customer !== null };
}

export const meta: Route.MetaFunction = ({ matches }) => checkoutMeta('confirmation', matches);

export default function PaymentConfirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage initial={loaderData.confirmation} redirectStatus={loaderData.redirectStatus} signedIn={loaderData.signedIn} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NoConfirmation /> : <LoadErrorMessage />;
}
