import { countryOptions, DEFAULT_COUNTRY } from '../../../domain/addresses/countries';
import { resolveLocale } from '../../../i18n/request-locale';
import { addressApi } from '../../components/addresses/address-api';
import { addressPageMeta } from '../../components/addresses/address-meta';
import { AddressFormPage } from '../../components/addresses/AddressFormPage';
import { signedInCustomer } from '../../components/addresses/signed-in';
import type { Route } from './+types/new-address';

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const { locale } = resolveLocale(request);
  const book = await context.addresses.list(customer.id);
  return {
    countries: countryOptions(locale),
    first: book.length === 0,
    // Most addresses are the customer's own: their name and e-mail are filled in, to change at will.
    initial: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      line1: '',
      line2: '',
      zip: '',
      city: '',
      country: DEFAULT_COUNTRY,
      phone: '',
      email: customer.email,
      isDefaultDelivery: false,
      isDefaultBilling: false,
    },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return addressPageMeta('new', matches);
}

export default function NewAddressPage({ loaderData }: Route.ComponentProps) {
  return (
    <AddressFormPage
      title="newTitle"
      initial={loaderData.initial}
      countries={loaderData.countries}
      defaultsChoice={!loaderData.first}
      save={addressApi.create}
    />
  );
}
