import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { containing } from '../../../db/like-pattern';
import { CUSTOMERS_PAGE_SIZE, customerSearch, type CustomerDeskPage } from '../../../domain/customers/customer-desk';

/**
 * The customers desk's list: registered customers and guests who ordered (by e-mail), newest
 * first, 20 a page. Every search condition is one a trigram or b-tree index answers (ADR 40):
 * names and e-mails through `customers.search_text` and the guests' `orders.search_text`, accents
 * and case folded on both sides by `search_fold` (the storefront search's, ADR 34), phones
 * through the digits columns, order numbers through `orders.number`.
 */

type Row = { kind: 'customer' | 'guest'; id: number | null; name: string; email: string; since: Date | string; order_count: number };

function accountMatches(q: string): SQL {
  const search = customerSearch(q);
  if (search.words.length === 0) return sql`true`;
  const named = sql.join(
    search.words.map((word) => sql`search_fold(c.search_text) like search_fold(${containing(word)})`),
    sql` and `,
  );
  const either = [sql`(${named})`];
  if (search.phoneDigits)
    either.push(sql`c.id in (select a.customer_id from customer_addresses a where a.phone_digits like ${containing(search.phoneDigits)})`);
  if (search.orderNumber) either.push(sql`c.id in (select o.customer_id from orders o where o.number = ${search.orderNumber})`);
  return sql`(${sql.join(either, sql` or `)})`;
}

/** The guests' e-mails a search finds, among their orders (the guest indexes' own predicate, so the planner takes them). */
function guestEmailsMatching(q: string): SQL {
  const search = customerSearch(q);
  const guest = sql`g.customer_id is null and g.erased_at is null`;
  if (search.words.length === 0) return sql`true`;
  const named = sql.join(
    search.words.map((word) => sql`search_fold(g.search_text) like search_fold(${containing(word)})`),
    sql` and `,
  );
  const either = [sql`(${named})`];
  if (search.phoneDigits) either.push(sql`g.phone_digits like ${containing(search.phoneDigits)}`);
  if (search.orderNumber) either.push(sql`g.number = ${search.orderNumber}`);
  return sql`lower(o.email) in (select lower(g.email) from orders g where ${guest} and (${sql.join(either, sql` or `)}))`;
}

export async function listPeople(db: Database, q: string, page: number): Promise<CustomerDeskPage> {
  const offset = (page - 1) * CUSTOMERS_PAGE_SIZE;
  const rows = await db.transaction(
    async (tx) => {
      // A generic plan, made without the searched words, cannot use the trigram indexes: plan each search for its words.
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      return (
        (await tx.execute(sql`
    select * from (
      select 'customer' as kind, c.id, c.first_name || ' ' || c.last_name as name, c.email, c.created_at as since,
        (select count(*) from orders o where o.customer_id = c.id)::int as order_count
      from customers c
      where c.erased_at is null and ${accountMatches(q)}
      union all
      select 'guest' as kind, null as id,
        (array_agg((o.billing_address ->> 'firstName') || ' ' || (o.billing_address ->> 'lastName') order by o.created_at desc))[1] as name,
        lower(o.email) as email, min(o.created_at) as since, count(*)::int as order_count
      from orders o
      where o.customer_id is null and o.erased_at is null and ${guestEmailsMatching(q)}
        and not exists (select 1 from customers c where lower(c.email) = lower(o.email) and c.erased_at is null)
      group by lower(o.email)
    ) people
    order by since desc, email
    limit ${CUSTOMERS_PAGE_SIZE + 1} offset ${offset}`)) as unknown as { rows: Row[] }
      ).rows;
    },
    { accessMode: 'read only' },
  );
  return {
    items: rows.slice(0, CUSTOMERS_PAGE_SIZE).map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      email: row.email,
      since: new Date(row.since).toISOString(),
      orderCount: Number(row.order_count),
    })),
    hasMore: rows.length > CUSTOMERS_PAGE_SIZE,
  };
}
