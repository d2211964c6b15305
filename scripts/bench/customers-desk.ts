import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { BULK_FIRST_NAMES, BULK_LAST_NAMES, bulkCustomersSql } from '../../src/db/seed/bulk-customers';
import { bulkOrdersSql } from '../../src/db/seed/bulk-orders';
import { listPeople } from '../../src/server/features/admin-customers/directory-repo';
import { percentile } from '../../tests/helpers/buyer';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { postgresServer } from './checkout';

/**
 * The customers desk's search (ADR 40) at 100,000 registered customers (each with an address)
 * and 30,000 orders, a third of them guests', on PostgreSQL: the list's query as the API runs
 * it (`listPeople`: one read-only transaction planned for its words), by two staff members at
 * once in a closed loop for 10 s, every search new (a name, a name and first name, an e-mail, a
 * phone typed with spaces, an order number, a guest's e-mail, three letters few people hold, a
 * common name). The default list (no search) is timed apart. Target: the searches' p95 <= 50 ms.
 */
export const CUSTOMERS_DESK_CUSTOMERS = 100_000;
export const CUSTOMERS_SEARCH_P95_TARGET_MS = 50;
const ORDERS = 30_000;
const STAFF = 2;
const DURATION_MS = 10_000;

type Picked = { email: string; phone: string; lastName: string; number: string; guest: string };

async function pick(db: Awaited<ReturnType<typeof openDatabase>>['db'], g: number): Promise<Picked> {
  const id = 1 + ((g * 7919) % CUSTOMERS_DESK_CUSTOMERS);
  const [row] = (
    (await db.execute(sql`
    select c.email, a.phone, c.last_name,
      (select number from orders where id = ${1 + ((g * 104729) % ORDERS)}) as number,
      (select email from orders where customer_id is null order by id offset ${g % 1000} limit 1) as guest
    from customers c join customer_addresses a on a.customer_id = c.id where c.id = ${id}`)) as unknown as {
      rows: { email: string; phone: string; last_name: string; number: string; guest: string }[];
    }
  ).rows;
  return { email: row!.email, phone: row!.phone, lastName: row!.last_name, number: row!.number, guest: row!.guest };
}

const KINDS = ['name', 'first and last name', 'e-mail', 'phone', 'order number', "guest's e-mail", 'three characters', 'common name'] as const;

/** The i-th search of a loop: always another customer or order, so nothing is answered from a warm plan or page alone. */
function searchOf(p: Picked, i: number): string {
  const spaced = p.phone.replace(/(\d{2})(?=\d)/g, '$1 ');
  return [
    p.lastName,
    `${BULK_FIRST_NAMES[i % BULK_FIRST_NAMES.length]} ${p.lastName}`,
    p.email,
    spaced,
    p.number,
    p.guest,
    `${p.lastName.slice(0, 2)}${i % 10}`,
    BULK_LAST_NAMES[i % BULK_LAST_NAMES.length]!,
  ][i % KINDS.length]!;
}

export type CustomersDeskFigure = {
  kinds: { kind: string; p50: number; p95: number }[];
  searches: number;
  p50: number;
  p95: number;
  p99: number;
  defaultListP95: number;
  meanFound: number;
};

export async function benchCustomersDesk(server: string): Promise<CustomersDeskFigure> {
  const database = scratchDatabaseName();
  await createDatabase(server, database);
  const handle = await openDatabase({ url: databaseUrl(server, database) });
  try {
    const { db } = handle;
    await db.execute(sql.raw(bulkCustomersSql(CUSTOMERS_DESK_CUSTOMERS)));
    await db.execute(sql.raw(bulkOrdersSql(ORDERS)));
    // Two orders in three belong to an account; the rest stay guests'.
    await db.execute(sql.raw(`update orders set customer_id = 1 + (id * 31) % ${CUSTOMERS_DESK_CUSTOMERS} where id % 3 <> 0`));
    await db.execute(sql.raw('vacuum analyze'));

    // Warm-up, not measured: each kind of search once (the statement's plan shapes, the indexes' pages in memory).
    for (let i = 0; i < 8; i++) await listPeople(db, searchOf(await pick(db, 100_000 + i), i), 1);

    const timings: number[] = [];
    const byKind: number[][] = KINDS.map(() => []);
    let found = 0;
    const end = performance.now() + DURATION_MS;
    const staffMember = async (first: number) => {
      for (let i = first; performance.now() < end; i += STAFF) {
        const q = searchOf(await pick(db, i), i);
        const started = performance.now();
        found += (await listPeople(db, q, 1)).items.length;
        timings.push(performance.now() - started);
        byKind[i % KINDS.length]!.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: STAFF }, (_, n) => staffMember(n)));
    const defaults: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await listPeople(db, '', 1 + (i % 3));
      defaults.push(performance.now() - started);
    }
    return {
      kinds: KINDS.map((kind, k) => ({ kind, p50: percentile(byKind[k]!, 50), p95: percentile(byKind[k]!, 95) })),
      searches: timings.length,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      p99: percentile(timings, 99),
      defaultListP95: percentile(defaults, 95),
      meanFound: found / Math.max(1, timings.length),
    };
  } finally {
    await handle.close();
    await dropDatabase(server, database);
  }
}

export function printCustomersDesk(figure: CustomersDeskFigure): void {
  console.log(
    `\nCustomers desk: ${CUSTOMERS_DESK_CUSTOMERS.toLocaleString('en')} customers and ${ORDERS.toLocaleString('en')} orders on PostgreSQL, ${STAFF} staff for ${DURATION_MS / 1000} s, every search new: ${figure.searches} searches (${figure.meanFound.toFixed(1)} people found on average), p50 ${figure.p50.toFixed(1)} ms, p95 ${figure.p95.toFixed(1)} ms, p99 ${figure.p99.toFixed(1)} ms; the default list p95 ${figure.defaultListP95.toFixed(1)} ms`,
  );
  console.table(figure.kinds.map((k) => ({ search: k.kind, 'p50 ms': Number(k.p50.toFixed(1)), 'p95 ms': Number(k.p95.toFixed(1)) })));
}

/** Alone: `node --import tsx scripts/bench/customers-desk.ts` (a PostgreSQL server: BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432). */
async function main() {
  const server = await postgresServer();
  if (!server) throw new Error('No PostgreSQL server: the customers desk figure needs one.');
  printCustomersDesk(await benchCustomersDesk(server));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
