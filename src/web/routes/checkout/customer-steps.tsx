import { countryOptions } from '../../../domain/addresses/countries';
import { resolveLocale } from '../../../i18n/request-locale';
import { signedInCustomer } from '../../components/addresses/signed-in';
import { checkoutMeta } from '../../components/checkout/checkout-meta';
import { shownStep, STEP_PARAM } from '../../components/checkout/checkout-paths';
import { CustomerCheckout } from '../../components/checkout/CustomerCheckout';
import { EmptyCartRedirect } from '../../components/checkout/EmptyCartRedirect';
import type { Route } from './+types/customer-steps';

/** /checkout/user: guarded like the account pages (spec: a visitor without a session goes to /). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const state = await context.checkout();
  if (state.cart.lines.length === 0) return { empty: true as const };
  const step = shownStep(new URL(request.url).searchParams.get(STEP_PARAM), state.draft.step);
  const addresses = await context.addresses.list(customer.id);
  return { empty: false as const, state, step, addresses, countries: countryOptions(resolveLocale(request).locale) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  checkoutMeta(loaderData?.empty === false && loaderData.step === 2 ? 'billing' : 'delivery', matches);

export default function CustomerSteps({ loaderData }: Route.ComponentProps) {
  if (loaderData.empty) return <EmptyCartRedirect />;
  const { state, step, addresses, countries } = loaderData;
  return <CustomerCheckout key={step} state={state} step={step} addresses={addresses} countries={countries} />;
}
