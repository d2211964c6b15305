import { redirect } from 'react-router';
import { countryOptions } from '../../../domain/addresses/countries';
import { resolveLocale } from '../../../i18n/request-locale';
import { checkoutMeta } from '../../components/checkout/checkout-meta';
import { CHECKOUT_ENTRY, shownStep, STEP_PARAM, stepsPath } from '../../components/checkout/checkout-paths';
import { EmptyCartRedirect } from '../../components/checkout/EmptyCartRedirect';
import { GuestCheckout } from '../../components/checkout/GuestCheckout';
import type { Route } from './+types/guest-steps';

/** /checkout/guess: a guest's address steps, once the contact e-mail is known; a customer has their own page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.customer) throw redirect(stepsPath('customer'));
  const state = await context.checkout();
  if (state.cart.lines.length === 0) return { empty: true as const };
  if (!state.draft.email) throw redirect(CHECKOUT_ENTRY);
  const step = shownStep(new URL(request.url).searchParams.get(STEP_PARAM), state.draft.step);
  return { empty: false as const, state, step, countries: countryOptions(resolveLocale(request).locale) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  checkoutMeta(loaderData?.empty === false && loaderData.step === 2 ? 'billing' : 'delivery', matches);

export default function GuestSteps({ loaderData }: Route.ComponentProps) {
  if (loaderData.empty) return <EmptyCartRedirect />;
  const { state, step, countries } = loaderData;
  // A new step starts from the answers the server kept, not from the previous step's form.
  return <GuestCheckout key={step} state={state} step={step} countries={countries} />;
}
