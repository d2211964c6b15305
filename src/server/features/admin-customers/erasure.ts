import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import {
  backInStockAlerts,
  carts,
  customerAddresses,
  customers,
  customerTokens,
  newsletterSubscribers,
  orders,
  promoCodeUses,
  returns,
  sessions,
} from '../../../db/schema';
import type { PersonRef } from '../../../domain/customers/customer-desk';
import { erasedAccountEmail, erasedAddress, erasureRefusal } from '../../../domain/customers/erasure';
import { forgetMailsTo } from '../../mail';
import { clearFailures } from '../accounts/repo';
import { erasureRefused, personNotFound } from './refusals';
import { findPerson, ordersOf, readPersonRecords, type FoundPerson } from './person-repo';

/**
 * "Effacer" (administrators): the person's personal data goes, what the law keeps stays (ADR
 * 40). One transaction holding the account's and the orders' rows, so an order cannot be placed
 * or move on while it runs, and nothing is ever half erased:
 * - invoices and credit notes are not touched (kept ten years as issued; their PDFs too);
 * - orders keep their amounts, lines and dates, their names, addresses, phones and e-mail blank;
 * - the account stays as a nameless row that cannot sign in, so the documents keep their link;
 * - addresses, sessions, codes, cart and checkout answers, newsletter subscription, back-in-stock
 *   requests, queued or kept mails and failed sign-ins are deleted.
 * Refused, changing nothing, while an order still needs its buyer (erasureRefusal).
 */
export async function erasePerson(db: Database, ref: PersonRef, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await findPerson(tx, ref);
    if (!person) throw personNotFound();
    if (person.account) await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, person.account.id)).for('update');
    const held = await tx
      .select({ id: orders.id, billing: orders.billingAddress, delivery: orders.deliveryAddress, cartId: orders.cartId })
      .from(orders)
      .where(ordersOf(person))
      .for('update');
    const records = await readPersonRecords(tx, person, now);
    const refusal = erasureRefusal(records.erasureFacts);
    if (refusal) throw erasureRefused(refusal);

    const placeholder = person.account ? erasedAccountEmail(person.account.id) : `erased-guest-${held.at(-1)?.id ?? 0}@erased.invalid`;
    const orderIds = held.map((order) => order.id);
    for (const order of held) {
      await tx
        .update(orders)
        .set({
          billingAddress: erasedAddress(order.billing),
          deliveryAddress: erasedAddress(order.delivery),
          email: '',
          withdrawalName: null,
          withdrawalEmail: null,
          erasedAt: now,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
    }
    if (orderIds.length > 0) {
      // What the customer wrote about a return may name or describe them; the reason stays.
      await tx.update(returns).set({ comment: null }).where(inArray(returns.orderId, orderIds));
      await tx.update(promoCodeUses).set({ email: placeholder }).where(inArray(promoCodeUses.orderId, orderIds));
    }
    // A guest's cart holds their checkout answers (e-mail, addresses): it goes, with them.
    const guestCarts = held.flatMap((order) => (order.cartId ? [order.cartId] : []));
    if (guestCarts.length > 0) await tx.delete(carts).where(and(inArray(carts.id, guestCarts), isNotNull(carts.guestTokenHash)));
    if (person.account) await eraseAccount(tx, person.account.id, now);
    await forgetEmail(tx, person);
  });
}

async function eraseAccount(tx: Transaction, customerId: number, now: Date): Promise<void> {
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await tx.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
  await tx.delete(sessions).where(eq(sessions.customerId, customerId));
  await tx.delete(carts).where(eq(carts.customerId, customerId));
  await tx
    .update(promoCodeUses)
    .set({ email: erasedAccountEmail(customerId) })
    .where(eq(promoCodeUses.customerId, customerId));
  // Signing in finds no account by the old address, and this one has no confirmed address nor a password any hash matches.
  await tx
    .update(customers)
    .set({
      firstName: '',
      lastName: '',
      email: erasedAccountEmail(customerId),
      passwordHash: 'erased: no password matches',
      emailConfirmedAt: null,
      acceptsNewsletter: false,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}

/** What is filed under the person's address or account besides orders. */
async function forgetEmail(tx: Transaction, person: FoundPerson): Promise<void> {
  const account = person.account?.id;
  const sameEmail = <T extends Parameters<typeof sql>[1]>(column: T) => sql`lower(${column}) = ${person.email}`;
  await tx
    .delete(newsletterSubscribers)
    .where(or(account ? eq(newsletterSubscribers.customerId, account) : undefined, sameEmail(newsletterSubscribers.email)));
  await tx.delete(backInStockAlerts).where(or(account ? eq(backInStockAlerts.customerId, account) : undefined, sameEmail(backInStockAlerts.email)));
  await forgetMailsTo(tx, person.email);
  await clearFailures(tx, 'customer', person.email);
}
