import type { Address } from '../../../domain/addresses/address';

type Postal = Pick<Address, 'line1' | 'line2' | 'zip' | 'city'>;

/**
 * The postal lines of an address (street, complement, town, country), as phrasing content:
 * the address book and the orders put them in an `<address>`, the checkout in a radio button’s label.
 */
export function PostalLines({ address, countryName }: { address: Postal; countryName: string }) {
  return (
    <>
      {address.line1}
      <br />
      {address.line2 && (
        <>
          {address.line2}
          <br />
        </>
      )}
      {address.zip} {address.city}
      <br />
      {countryName}
    </>
  );
}
