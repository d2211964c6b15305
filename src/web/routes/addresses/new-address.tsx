import { addressApi } from '../../components/addresses/address-api';
import { addressPageMeta } from '../../components/addresses/address-meta';
import { AddressFormPage } from '../../components/addresses/AddressFormPage';
import { newAddressData } from '../../components/addresses/new-address-data';
import type { Route } from './+types/new-address';

export function loader({ request, context }: Route.LoaderArgs) {
  return newAddressData(request, context);
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
      defaults={loaderData.first ? 'first' : 'choice'}
      save={addressApi.create}
    />
  );
}
