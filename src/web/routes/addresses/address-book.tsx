import { countryName } from '../../../domain/addresses/countries';
import { resolveLocale } from '../../../i18n/request-locale';
import { AddressBook } from '../../components/addresses/AddressBook';
import { addressPageMeta } from '../../components/addresses/address-meta';
import { signedInCustomer } from '../../components/addresses/signed-in';
import type { Route } from './+types/address-book';

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = signedInCustomer(context);
  const { locale } = resolveLocale(request);
  const addresses = await context.addresses.list(customer.id);
  // Named here rather than in the browser: the server's and the browser's country names may differ.
  return { addresses: addresses.map((address) => ({ ...address, countryName: countryName(address.country, locale) })) };
}

export function meta({ matches }: Route.MetaArgs) {
  return addressPageMeta('book', matches);
}

export default function AddressBookPage({ loaderData }: Route.ComponentProps) {
  return <AddressBook addresses={loaderData.addresses} />;
}
