import type { DbOrTx } from '../../../db/client';
import type { AddressBookReader } from '../../../domain/addresses/address';
import { findAddress, listAddresses } from './repo';

/** The read side of the book for page loaders (load context): the API's own queries, scoped by customer. */
export function addressBookReader(db: DbOrTx): AddressBookReader {
  return {
    list: (customerId) => listAddresses(db, customerId),
    find: (customerId, addressId) => findAddress(db, customerId, addressId),
  };
}
