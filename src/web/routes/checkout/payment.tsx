import { redirect } from 'react-router';
import { countryOptions } from '../../../domain/addresses/countries';
import { resolveLocale } from '../../../i18n/request-locale';
import { checkoutMeta } from '../../components/checkout/checkout-meta';
import { stepHref } from '../../components/checkout/checkout-paths';
import { EmptyCartRedirect } from '../../components/checkout/EmptyCartRedirect';
import { PaymentPage } from '../../components/checkout/PaymentPage';
import type { Route } from './+types/payment';

/**
 * /checkout/payment, once the addresses are answered (otherwise back to the step that asks
 * for them). Nothing is created here: a page request must not place an order (a prefetch, a
 * crawler); the browser places it once the page is open.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await context.checkout();
  if (state.cart.lines.length === 0) return { empty: true as const };
  if (state.draft.step < 3) throw redirect(stepHref(state.mode, state.draft.step));
  return { empty: false as const, state, countries: countryOptions(resolveLocale(request).locale) };
}

export const meta: Route.MetaFunction = ({ matches }) => checkoutMeta('payment', matches);

export default function Payment({ loaderData }: Route.ComponentProps) {
  if (loaderData.empty) return <EmptyCartRedirect />;
  return <PaymentPage state={loaderData.state} countries={loaderData.countries} />;
}
