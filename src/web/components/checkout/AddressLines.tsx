import type { AddressFields } from '../../../domain/addresses/address-schema';
import type { CountryOption } from '../../../domain/addresses/countries';
import { formatPhone } from '../../../domain/addresses/phone';
import { PostalLines } from '../addresses/PostalLines';

/**
 * An address as a parcel label shows it: name, street, town, country, then the phone. Phrasing
 * content only, so it can be a radio button's label.
 */
export function AddressLines({ address, countries }: { address: AddressFields; countries: CountryOption[] }) {
  const country = countries.find((c) => c.code === address.country)?.name ?? address.country;
  return (
    <span className="checkout-address">
      {address.firstName} {address.lastName}
      <br />
      <PostalLines address={address} countryName={country} />
      <br />
      {formatPhone(address.phone)}
    </span>
  );
}
