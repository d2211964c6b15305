import type { CountryCode } from './countries';

/**
 * An address as an order or an invoice keeps it: copied, so later edits of the address book do
 * not rewrite history. The country is an ISO 3166-1 alpha-2 code.
 */
export type AddressSnapshot = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  zip: string;
  country: string;
};

/** An address of a customer's book, as the API answers it and the pages show it. */
export type Address = Omit<AddressSnapshot, 'country'> & {
  id: number;
  country: CountryCode;
  isDefaultDelivery: boolean;
  isDefaultBilling: boolean;
};

export type DefaultKind = 'delivery' | 'billing';

/** A book holds a household's and a few offices' addresses; the cap keeps scripts from filling the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 50;

/**
 * What page loaders read of the signed-in customer's book, through the server's load context
 * (the same repository functions as the API, always scoped by the customer).
 */
export type AddressBookReader = {
  list(customerId: number): Promise<Address[]>;
  /** Null when the address does not exist or belongs to someone else: the page answers 404 either way. */
  find(customerId: number, addressId: number): Promise<Address | null>;
};

type Sortable = { id: number; isDefaultDelivery: boolean; isDefaultBilling: boolean; createdAt: Date };

/**
 * The order of the book: the default delivery address, then the default billing address,
 * then the others from the newest (ids break ties between addresses made at the same instant).
 */
export function orderAddressBook<T extends Sortable>(addresses: readonly T[]): T[] {
  const rank = (a: T) => (a.isDefaultDelivery ? 0 : a.isDefaultBilling ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}
