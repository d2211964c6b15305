import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Locale } from '../../../domain/locale';

/**
 * Who receives the newsletter (spec back-office section 2: "registered users who accepted the
 * newsletter plus subscribers"), each address once whatever its case:
 *
 * - a **subscriber** row that is confirmed and has not unsubscribed (double opt-in, ADR 8);
 * - a **customer** who accepted the newsletter and confirmed their address, unless a subscriber
 *   row for that address already counts (it is the same person) or says it unsubscribed (the
 *   latest word of the address's owner). A customer who ticked the box at sign-up but never
 *   confirmed the account is not counted: anyone may type an address.
 *
 * Registration and the confirmation link keep the two in step (confirming an account that asked
 * for the newsletter writes a confirmed subscriber row, unsubscribing clears the customer's
 * flag), so the second group is mostly customers from before the subscriber rows, such as the
 * demo customer. The two groups never share an address, so they are counted and paged apart.
 */
export type NewsletterRecipient = {
  /** The address lower-cased: the key the pages are ordered by (pass the last one as `after`). */
  key: string;
  /** The address as its owner wrote it. */
  email: string;
  locale: Locale;
  /** Their `newsletter_subscribers` row, when they have one that counts; null for a customer without one. */
  subscriberId: number | null;
  customerId: number | null;
};

const subscribed = sql`s.confirmed_at is not null and s.unsubscribed_at is null`;
const acceptingCustomer = sql`c.accepts_newsletter and c.email_confirmed_at is not null and not exists (
  select 1 from newsletter_subscribers s
  where lower(s.email) = lower(c.email) and (s.confirmed_at is not null or s.unsubscribed_at is not null)
)`;

/**
 * Whether the lower-cased address `key` receives the newsletter now, by the rules above: the
 * mail worker asks it of each newsletter mail it claims (ADR 20), so that an address whose
 * owner unsubscribed after the mail was queued is not mailed. Two lookups on the address indexes.
 */
export const isNewsletterRecipient = (key: SQL): SQL => sql`(
  exists (select 1 from newsletter_subscribers s where lower(s.email) = ${key} and ${subscribed})
  or exists (select 1 from customers c where lower(c.email) = ${key} and ${acceptingCustomer})
)`;

/** How many addresses the newsletter goes to now: two counts on the address indexes. */
export async function countNewsletterRecipients(db: DbOrTx): Promise<number> {
  const result = (await db.execute(sql`
    select
      (select count(*) from newsletter_subscribers s where ${subscribed})
      + (select count(*) from customers c where ${acceptingCustomer}) as total`)) as unknown as { rows: { total: string | number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

type RecipientRow = { key: string; email: string; locale: Locale; subscriber_id: number | null; customer_id: number | null };

/**
 * One page of recipients in address order, after the key `after` ('' for the first page):
 * keyset paging on the lower-cased address, which both tables index, so each page costs the
 * same however far the sending has gone and the whole list is never held in memory.
 */
export async function newsletterRecipientsAfter(db: DbOrTx, after: string, limit: number): Promise<NewsletterRecipient[]> {
  const result = (await db.execute(sql`
    select key, email, locale, subscriber_id, customer_id from (
      (select lower(s.email) as key, s.email, s.locale, s.id as subscriber_id, s.customer_id
        from newsletter_subscribers s
        where ${subscribed} and lower(s.email) > ${after}
        order by lower(s.email) limit ${limit})
      union all
      (select lower(c.email) as key, c.email, c.locale, null::integer as subscriber_id, c.id as customer_id
        from customers c
        where ${acceptingCustomer} and lower(c.email) > ${after}
        order by lower(c.email) limit ${limit})
    ) recipients
    order by key
    limit ${limit}`)) as unknown as { rows: RecipientRow[] };
  return result.rows.map((row) => ({
    key: row.key,
    email: row.email,
    locale: row.locale,
    subscriberId: row.subscriber_id,
    customerId: row.customer_id,
  }));
}

/** Every recipient, `batchSize` at a time, each batch read when the previous one has been handled. */
export async function* newsletterRecipientBatches(db: DbOrTx, batchSize = 500): AsyncGenerator<NewsletterRecipient[]> {
  let after = '';
  for (;;) {
    const batch = await newsletterRecipientsAfter(db, after, batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.key;
  }
}
