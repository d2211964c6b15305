import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, newsletterSubscribers } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { enqueueMail } from '../../mail/outbox';
import { shopPublicUrl } from '../../mail/public-url';
import { hashToken, newToken } from '../../security/tokens';
import { unsubscribeLinks, type UnsubscribeLinks } from './links';

const sameAddress = (column: typeof customers.email | typeof newsletterSubscribers.email, email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`;

/**
 * Subscribes an address, or subscribes it again (one row per address, whatever its case), and
 * queues the welcome mail with the caller's handle. Each subscription gets a new unsubscribe
 * token: the welcome mail carries the only valid link. An account with this address is linked
 * and shows the subscription.
 */
export async function subscribeToNewsletter(
  db: DbOrTx,
  { email, locale, customerId }: { email: string; locale: Locale; customerId?: number },
): Promise<UnsubscribeLinks> {
  const address = email.trim();
  const token = newToken();
  // Drizzle's upsert targets columns only; the unique index is on lower(email).
  await db.execute(sql`
    insert into newsletter_subscribers (email, locale, customer_id, unsubscribe_token_hash)
    values (
      ${address}, ${locale},
      coalesce(${customerId ?? null}::integer, (select id from customers where lower(email) = lower(${address}))),
      ${hashToken(token)}
    )
    on conflict (lower(email)) do update set
      email = excluded.email,
      locale = excluded.locale,
      customer_id = coalesce(excluded.customer_id, newsletter_subscribers.customer_id),
      unsubscribe_token_hash = excluded.unsubscribe_token_hash,
      subscribed_at = now(),
      unsubscribed_at = null`);
  await db.update(customers).set({ acceptsNewsletter: true }).where(sameAddress(customers.email, address));

  const links = unsubscribeLinks(shopPublicUrl(), token);
  await enqueueMail(db, {
    to: address,
    locale,
    template: 'newsletter-welcome',
    data: { unsubscribeLink: links.page },
    listUnsubscribe: links.oneClick,
  });
  return links;
}

/**
 * The unsubscribe form: the address stops receiving the newsletter, and an account with this
 * address shows it. Silent when the address was never subscribed, so the form tells nobody
 * who is.
 */
export async function unsubscribeEmail(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(sameAddress(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)));
  await db.update(customers).set({ acceptsNewsletter: false }).where(sameAddress(customers.email, email));
}

/** A mail's unsubscribe link; false when the token is unknown (replaced by a later subscription). */
export async function unsubscribeByToken(db: DbOrTx, token: string): Promise<boolean> {
  const [subscriber] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(token)));
  if (!subscriber) return false;
  await unsubscribeEmail(db, subscriber.email);
  return true;
}

/**
 * For account deletion: the customer's subscription is erased, not only ended, with the
 * address it holds, also when it was made from the footer before the account was linked.
 */
export async function unsubscribeCustomer(db: DbOrTx, customerId: number): Promise<void> {
  const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  await db
    .delete(newsletterSubscribers)
    .where(or(eq(newsletterSubscribers.customerId, customerId), customer ? sameAddress(newsletterSubscribers.email, customer.email) : undefined));
  await db.update(customers).set({ acceptsNewsletter: false }).where(eq(customers.id, customerId));
}

/**
 * For a confirmed e-mail change: the customer's subscription follows them to the new address
 * (a footer subscription of that address, now proved to be theirs, merges into it).
 */
export async function moveCustomerSubscription(db: DbOrTx, customerId: number, email: string): Promise<void> {
  const [own] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.customerId, customerId));
  if (!own) return;
  await db.delete(newsletterSubscribers).where(and(sameAddress(newsletterSubscribers.email, email), sql`${newsletterSubscribers.id} <> ${own.id}`));
  await db.update(newsletterSubscribers).set({ email }).where(eq(newsletterSubscribers.id, own.id));
}
