import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, mailOutbox, newsletterSubscribers } from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { confirmationExpiry, confirmationOutcome, NEWSLETTER_CONFIRMATION_LIFETIME_MS, signUpAction } from '../../../domain/newsletter-subscription';
import { enqueueMail } from '../../mail/outbox';
import { shopPublicUrl } from '../../mail/public-url';
import { mayMailVisitorRecipient } from '../../mail/recipient-limit';
import { hashToken, newToken } from '../../security/tokens';
import { newsletterConfirmationLink, unsubscribeLinks, type UnsubscribeLinks } from './links';

const sameAddress = (column: typeof customers.email | typeof newsletterSubscribers.email, email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`;

/**
 * Subscribes an address already proved to belong to the person asking: the account's own
 * confirmation or reset link was followed (registration with the newsletter box ticked), so no
 * second confirmation is asked (ADR 8). One row per address, whatever its case; each
 * subscription gets a new unsubscribe token, carried only by the welcome mail queued with the
 * caller's handle. An account with this address is linked and shows the subscription.
 */
export async function subscribeToNewsletter(
  db: DbOrTx,
  { email, locale, customerId }: { email: string; locale: Locale; customerId?: number },
): Promise<UnsubscribeLinks> {
  const address = email.trim();
  const token = newToken();
  // Drizzle's upsert targets columns only; the unique index is on lower(email). A confirmation
  // link still pending is left as it is: followed later, it says the address is subscribed.
  await db.execute(sql`
    insert into newsletter_subscribers (email, locale, customer_id, unsubscribe_token_hash, confirmed_at)
    values (
      ${address}, ${locale},
      coalesce(${customerId ?? null}::integer, (select id from customers where lower(email) = lower(${address}))),
      ${hashToken(token)}, now()
    )
    on conflict (lower(email)) do update set
      email = excluded.email,
      locale = excluded.locale,
      customer_id = coalesce(excluded.customer_id, newsletter_subscribers.customer_id),
      unsubscribe_token_hash = excluded.unsubscribe_token_hash,
      subscribed_at = now(),
      confirmed_at = now(),
      unsubscribed_at = null`);
  await db.update(customers).set({ acceptsNewsletter: true }).where(sameAddress(customers.email, address));
  return sendWelcome(db, address, locale, token);
}

/**
 * The footer sign-up (double opt-in): records a pending subscription and mails its confirmation
 * link, unless the address is subscribed, a link sent to it still works, or its mail budget is
 * spent. Silent either way, so the form tells nobody who is subscribed.
 */
export async function requestSubscription(db: DbOrTx, { email, locale }: { email: string; locale: Locale }): Promise<void> {
  const address = email.trim();
  const now = new Date();
  // First, because it also locks the address: two sign-ups at once cannot both send a link.
  if (!(await mayMailVisitorRecipient(db, address, 'newsletter', now))) return;
  const [current] = await db.select().from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, address));
  if (signUpAction(current, now) === 'nothing') return;
  const code = newToken();
  // A pending row is not subscribed; its unsubscribe token is replaced when it is confirmed.
  await db.execute(sql`
    insert into newsletter_subscribers (email, locale, customer_id, unsubscribe_token_hash, confirmation_token_hash, confirmation_expires_at)
    values (
      ${address}, ${locale}, (select id from customers where lower(email) = lower(${address})),
      ${hashToken(newToken())}, ${hashToken(code)}, ${confirmationExpiry(now).toISOString()}::timestamptz
    )
    on conflict (lower(email)) do update set
      email = excluded.email,
      locale = excluded.locale,
      customer_id = coalesce(excluded.customer_id, newsletter_subscribers.customer_id),
      confirmation_token_hash = excluded.confirmation_token_hash,
      confirmation_expires_at = excluded.confirmation_expires_at,
      subscribed_at = now(),
      confirmed_at = null,
      unsubscribed_at = null`);
  await enqueueMail(db, {
    to: address,
    locale,
    template: 'newsletter-confirmation',
    data: { link: newsletterConfirmationLink(shopPublicUrl(), code), validForHours: NEWSLETTER_CONFIRMATION_LIFETIME_MS / 3_600_000 },
  });
}

/**
 * The confirmation link: the address is subscribed, an account with it shows it, and the
 * welcome mail goes out. True also when it already was (the link followed again); false for an
 * unknown, expired or withdrawn link.
 */
export async function confirmSubscription(db: DbOrTx, code: string): Promise<boolean> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmationTokenHash, hashToken(code)));
  const outcome = confirmationOutcome(row, now);
  if (!row || outcome !== 'confirm') return outcome === 'already-confirmed';
  const token = newToken();
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({
      confirmedAt: now,
      unsubscribeTokenHash: hashToken(token),
      customerId: sql`coalesce(${newsletterSubscribers.customerId}, (select id from customers where lower(email) = lower(${row.email})))`,
    })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  // Another request confirmed it a moment ago and sent the welcome mail.
  if (confirmed.length === 0) return true;
  await db.update(customers).set({ acceptsNewsletter: true }).where(sameAddress(customers.email, row.email));
  await sendWelcome(db, row.email, row.locale, token);
  return true;
}

/** The welcome mail, carrying the subscription's unsubscribe links (body and List-Unsubscribe). */
async function sendWelcome(db: DbOrTx, email: string, locale: Locale, token: string): Promise<UnsubscribeLinks> {
  const links = unsubscribeLinks(shopPublicUrl(), token);
  await enqueueMail(db, {
    to: email,
    locale,
    template: 'newsletter-welcome',
    data: { unsubscribeLink: links.page },
    listUnsubscribe: links.oneClick,
  });
  return links;
}

/**
 * The unsubscribe form: the address stops receiving the newsletter (a confirmation link still
 * pending stops working), and an account with this address shows it. Silent when the address
 * was never subscribed, so the form tells nobody who is.
 */
export async function unsubscribeEmail(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(sameAddress(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)));
  await db.update(customers).set({ acceptsNewsletter: false }).where(sameAddress(customers.email, email));
}

/**
 * A mail's unsubscribe link: the welcome mail's token (the subscription's), or a newsletter
 * mail's (its outbox row's, ADR 20), which also reaches a customer who accepted the newsletter
 * from their account and has no subscription row. False when the token is unknown (replaced
 * by a later subscription, or its mail erased with its account).
 */
export async function unsubscribeByToken(db: DbOrTx, token: string): Promise<boolean> {
  const hash = hashToken(token);
  const [subscriber] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash));
  const [mail] = subscriber ? [] : await db.select({ email: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.unsubscribeTokenHash, hash));
  const email = subscriber?.email ?? mail?.email;
  if (!email) return false;
  await unsubscribeEmail(db, email);
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
