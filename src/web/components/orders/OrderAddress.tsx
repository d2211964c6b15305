import { AddressDetails } from '../addresses/AddressDetails';
import type { ShownAddress } from './shown-order';

/** One address of an order, as it was when the order was placed. */
export function OrderAddress({ title, address }: { title: string; address: ShownAddress }) {
  return (
    <section className="order-address">
      <h2 className="order-address__title">{title}</h2>
      <p className="order-address__name">
        {address.firstName} {address.lastName}
      </p>
      <AddressDetails address={address} />
    </section>
  );
}
