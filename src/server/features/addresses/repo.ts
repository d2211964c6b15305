import { and, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../../db/client';
import { customerAddresses, customers } from '../../../db/schema';
import { MAX_ADDRESSES_PER_CUSTOMER, orderAddressBook, type Address, type DefaultKind } from '../../../domain/addresses/address';
import type { AddressInput } from '../../../domain/addresses/address-schema';
import type { CountryCode } from '../../../domain/addresses/countries';

/**
 * The address book. Every query is scoped by the customer: an address of someone else is
 * found nowhere, so the routes answer it exactly like an address that does not exist.
 */

type Row = typeof customerAddresses.$inferSelect;

function toAddress({ customerId: _customerId, createdAt: _createdAt, ...row }: Row): Address {
  // Countries are checked against the delivered list when written.
  return { ...row, country: row.country as CountryCode };
}

const flagColumn = { delivery: customerAddresses.isDefaultDelivery, billing: customerAddresses.isDefaultBilling } as const;
const flagField = { delivery: 'isDefaultDelivery', billing: 'isDefaultBilling' } as const;

const owned = (customerId: number, addressId: number) => and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId));

export async function listAddresses(db: DbOrTx, customerId: number): Promise<Address[]> {
  const rows = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  return orderAddressBook(rows).map(toAddress);
}

export async function findAddress(db: DbOrTx, customerId: number, addressId: number): Promise<Address | null> {
  const [row] = await db.select().from(customerAddresses).where(owned(customerId, addressId));
  return row ? toAddress(row) : null;
}

/**
 * Serialises the writes to one customer's book: two requests making different addresses the
 * default at the same moment would otherwise both clear the old default and then collide on
 * the "one default per customer" unique index.
 */
async function lockBook(tx: Transaction, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** Takes the default of that kind away from the customer's other addresses. */
async function clearDefault(tx: Transaction, customerId: number, kind: DefaultKind, keepId?: number): Promise<void> {
  const others = keepId === undefined ? undefined : ne(customerAddresses.id, keepId);
  await tx
    .update(customerAddresses)
    .set({ [flagField[kind]]: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(flagColumn[kind], true), others));
}

export type CreateOutcome = { created: Address } | { refused: 'book_full' };

/** The first address of a book is its default delivery and billing address, whatever was asked. */
export async function createAddress(db: DbOrTx, customerId: number, input: AddressInput): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    if (total >= MAX_ADDRESSES_PER_CUSTOMER) return { refused: 'book_full' as const };
    const { isDefaultDelivery, isDefaultBilling, ...fields } = input;
    const first = total === 0;
    const flags = { isDefaultDelivery: first || isDefaultDelivery === true, isDefaultBilling: first || isDefaultBilling === true };
    if (flags.isDefaultDelivery) await clearDefault(tx, customerId, 'delivery');
    if (flags.isDefaultBilling) await clearDefault(tx, customerId, 'billing');
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...fields, ...flags, customerId })
      .returning();
    return { created: toAddress(row!) };
  });
}

/**
 * Replaces the address's fields. A default flag set to true makes it the default of that kind
 * (taking it from the previous one), false takes the default away (the customer then has no
 * default of that kind), and a flag left out keeps what it was.
 */
export async function updateAddress(db: DbOrTx, customerId: number, addressId: number, input: AddressInput): Promise<Address | null> {
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const { isDefaultDelivery, isDefaultBilling, ...fields } = input;
    const [exists] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(owned(customerId, addressId));
    if (!exists) return null;
    if (isDefaultDelivery) await clearDefault(tx, customerId, 'delivery', addressId);
    if (isDefaultBilling) await clearDefault(tx, customerId, 'billing', addressId);
    const [row] = await tx
      .update(customerAddresses)
      .set({
        ...fields,
        ...(isDefaultDelivery === undefined ? {} : { isDefaultDelivery }),
        ...(isDefaultBilling === undefined ? {} : { isDefaultBilling }),
      })
      .where(owned(customerId, addressId))
      .returning();
    return toAddress(row!);
  });
}

/** Makes the address the default of that kind; false when the customer has no such address. */
export async function makeDefault(db: DbOrTx, customerId: number, addressId: number, kind: DefaultKind): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const [exists] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(owned(customerId, addressId));
    if (!exists) return false;
    await clearDefault(tx, customerId, kind, addressId);
    await tx
      .update(customerAddresses)
      .set({ [flagField[kind]]: true })
      .where(owned(customerId, addressId));
    return true;
  });
}

/**
 * Deletes the address; false when the customer has no such address. Deleting a default
 * leaves the customer without a default of that kind: promoting another address silently
 * could send a parcel to an office the customer only used once.
 */
export async function deleteAddress(db: DbOrTx, customerId: number, addressId: number): Promise<boolean> {
  const deleted = await db.delete(customerAddresses).where(owned(customerId, addressId)).returning({ id: customerAddresses.id });
  return deleted.length > 0;
}
