import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { containing } from '../../../db/like-pattern';
import { CUSTOMERS_PAGE_SIZE, customerSearch, type CustomerDeskPage, type CustomerSearch } from '../../../domain/customers/customer-desk';

/**
 * The customers desk's list: registered customers and guests who ordered (by e-mail), newest
 * first, 20 a page. Every search condition is one a trigram or b-tree index answers (ADR 40):
 * names and e-mails through `customers.search_text` (stored folded) and the guests'
 * `orders.search_text` (folded in its index), accents and case folded by `search_fold` (the
 * storefront search's, ADR 34), phones
 * through the digits columns, order numbers through `orders.number`. Each kind of match is its
 * own subquery, joined by `union`: one `or` across them would leave the planner a scan of every
 * customer. Each side reads at most the page's end, newest first, and only the page's rows are
 * then named and their orders counted.
 */

type Row = { kind: 'customer' | 'guest'; id: number | null; name: string | null; email: string; since: Date | string; order_count: number };

/** Every word in the text: `text` is already folded (the customers' stored column) or folded here (the guests' orders, under an index on the folded text). */
const holdsWords = (text: SQL, words: string[]) =>
  sql.join(
    words.map((word) => sql`${text} like search_fold(${containing(word)})`),
    sql` and `,
  );

/** The accounts a search finds, with what the list sorts them by; each kind of match through its own index. */
function accountMatches(search: CustomerSearch): SQL {
  const account = sql`c.id, c.email, c.created_at`;
  const sets: SQL[] = [sql`select ${account} from customers c where false`];
  if (search.words.length > 0)
    sets.push(sql`select ${account} from customers c where c.erased_at is null and ${holdsWords(sql`c.search_text`, search.words)}`);
  if (search.phoneDigits) {
    sets.push(
      sql`select ${account} from customer_addresses a join customers c on c.id = a.customer_id where c.erased_at is null and a.phone_digits like ${containing(search.phoneDigits)}`,
    );
  }
  if (search.orderNumber)
    sets.push(
      sql`select ${account} from orders o join customers c on c.id = o.customer_id where c.erased_at is null and o.number = ${search.orderNumber}`,
    );
  return sql.join(sets, sql` union `);
}

/** The guests' e-mails a search finds among their orders (the guest indexes' own predicate, so the planner takes them). */
function guestMatches(search: CustomerSearch): SQL {
  const guest = sql`g.customer_id is null and g.erased_at is null`;
  const sets: SQL[] = [sql`select lower(g.email) from orders g where false`];
  if (search.words.length > 0)
    sets.push(sql`select lower(g.email) from orders g where ${guest} and ${holdsWords(sql`search_fold(g.search_text)`, search.words)}`);
  if (search.phoneDigits)
    sets.push(sql`select lower(g.email) from orders g where ${guest} and g.phone_digits like ${containing(search.phoneDigits)}`);
  if (search.orderNumber) sets.push(sql`select lower(g.email) from orders g where ${guest} and g.number = ${search.orderNumber}`);
  return sql.join(sets, sql` union `);
}

const noAccount = (email: SQL) => sql`not exists (select 1 from customers c where lower(c.email) = ${email} and c.erased_at is null)`;

/** The guests a search found (the `guests` CTE), each dated by their first order, newest first. */
const searchedGuests = (end: number) => sql`(select 'guest' as kind, null as id, g.email,
    (select min(o.created_at) from orders o where o.customer_id is null and o.erased_at is null and lower(o.email) = g.email) as since
  from guests g
  where ${noAccount(sql`g.email`)}
  order by since desc
  limit ${end})`;

/**
 * Without a search, the newest guests: guest orders walked newest first (orders_customer_idx holds
 * them under a null customer) keeping those that are their e-mail's first, so the walk stops at
 * the page's end instead of dating every guest the shop ever had.
 */
const newestGuests = (end: number) => sql`(select 'guest' as kind, null as id, lower(o.email) as email, o.created_at as since
  from orders o
  where o.customer_id is null and o.erased_at is null and ${noAccount(sql`lower(o.email)`)}
    and not exists (select 1 from orders p where p.customer_id is null and p.erased_at is null and lower(p.email) = lower(o.email)
      and (p.created_at, p.id) < (o.created_at, o.id))
  order by o.created_at desc, o.id desc
  limit ${end})`;

export async function listPeople(db: Database, q: string, page: number): Promise<CustomerDeskPage> {
  const offset = (page - 1) * CUSTOMERS_PAGE_SIZE;
  const end = offset + CUSTOMERS_PAGE_SIZE + 1;
  const search = customerSearch(q);
  const searched = q.trim() !== '';
  // The matches are read first (materialized), then sorted: walking the date index while testing
  // each customer against the search would read all of them to find a rare name, and a guest is
  // then looked up by e-mail (orders_guest_email_idx, customers_email_unique), never by hashing
  // every customer. A search that names nothing to look up ("06 1": too few digits) finds nobody.
  const accounts = searched
    ? sql`(select * from (${accountMatches(search)}) m order by m.created_at desc, m.id desc limit ${end})`
    : sql`(select c.id, c.email, c.created_at from customers c where c.erased_at is null order by c.created_at desc, c.id desc limit ${end})`;
  const rows = await db.transaction(
    async (tx) => {
      // A generic plan, made without the searched words, cannot use the trigram indexes: plan each search for its words.
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      return (
        (await tx.execute(sql`
          with accounts (id, email, created_at) as materialized ${accounts},
          guests (email) as materialized (${searched ? guestMatches(search) : sql`select null::text where false`}),
          people as (
            (select 'customer' as kind, a.id, a.email, a.created_at as since from accounts a)
            union all
            ${searched ? searchedGuests(end) : newestGuests(end)}
          ), shown as (
            select * from people order by since desc, email limit ${CUSTOMERS_PAGE_SIZE + 1} offset ${offset}
          )
          select shown.kind, shown.id, shown.email, shown.since,
            case when shown.kind = 'customer'
              then (select c.first_name || ' ' || c.last_name from customers c where c.id = shown.id)
              else (select (o.billing_address ->> 'firstName') || ' ' || (o.billing_address ->> 'lastName') from orders o
                where o.customer_id is null and o.erased_at is null and lower(o.email) = shown.email order by o.created_at desc limit 1)
            end as name,
            case when shown.kind = 'customer'
              then (select count(*) from orders o where o.customer_id = shown.id)
              else (select count(*) from orders o where o.customer_id is null and o.erased_at is null and lower(o.email) = shown.email)
            end::int as order_count
          from shown
          order by shown.since desc, shown.email`)) as unknown as { rows: Row[] }
      ).rows;
    },
    { accessMode: 'read only' },
  );
  return {
    items: rows.slice(0, CUSTOMERS_PAGE_SIZE).map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name ?? '',
      email: row.email,
      since: new Date(row.since).toISOString(),
      orderCount: Number(row.order_count),
    })),
    hasMore: rows.length > CUSTOMERS_PAGE_SIZE,
  };
}
