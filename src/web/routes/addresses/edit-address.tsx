import { data, isRouteErrorResponse } from 'react-router';
import { countryOptions } from '../../../domain/addresses/countries';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import { resolveLocale } from '../../../i18n/request-locale';
import { addressApi } from '../../components/addresses/address-api';
import { addressPageMeta } from '../../components/addresses/address-meta';
import { AddressFormPage } from '../../components/addresses/AddressFormPage';
import { AddressNotFound } from '../../components/addresses/AddressNotFound';
import { signedInCustomer } from '../../components/addresses/signed-in';
import { LoadErrorMessage } from '../../components/catalogue/NotFoundMessage';
import type { Route } from './+types/edit-address';

/** Someone else's address reads exactly like one that does not exist: 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const id = parseUrlId(params.id);
  const address = id === null ? null : await context.addresses.find(customer.id, id);
  if (!address) throw data(null, { status: 404 });
  const { locale } = resolveLocale(request);
  const { id: _id, ...values } = address;
  return { id: address.id, initial: values, countries: countryOptions(locale) };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  if (loaderData) return addressPageMeta('edit', matches);
  return addressPageMeta(isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'error', matches);
}

export default function EditAddressPage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  return (
    <AddressFormPage
      // A different address starts from its own values.
      key={id}
      title="editTitle"
      initial={loaderData.initial}
      countries={loaderData.countries}
      defaults="choice"
      save={(input) => addressApi.update(id, input)}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <AddressNotFound /> : <LoadErrorMessage />;
}
