import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Locale } from '../../../domain/locale';

export type Recipient = { key: string; email: string; locale: Locale };

/**
 * The next `limit` newsletter recipients after `after` in the order of their lowercase address
 * (keyset paging: each page costs the same however far the walk went): confirmed subscribers
 * still subscribed and customers who accepted the newsletter, each address once, in the
 * subscription's language when it has one. Each source gives at most `limit` rows, so the
 * first `limit` addresses of both together are among them.
 */
export async function recipientsAfter(db: DbOrTx, after: string, limit: number): Promise<Recipient[]> {
  const result = (await db.execute(sql`
    select distinct on (key) key, email, locale from (
      (select lower(email) as key, email, locale, 0 as source from newsletter_subscribers
        where confirmed_at is not null and unsubscribed_at is null and lower(email) > ${after}
        order by lower(email) limit ${limit})
      union all
      (select lower(email) as key, email, locale, 1 as source from customers
        where accepts_newsletter and lower(email) > ${after}
        order by lower(email) limit ${limit})
    ) candidates
    order by key, source
    limit ${limit}`)) as unknown as { rows: Recipient[] };
  return result.rows;
}
