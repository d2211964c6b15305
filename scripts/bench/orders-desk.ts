import path from 'node:path';
import { createPGlite } from '../../src/db/pglite';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { bulkOrdersSql } from '../../src/db/seed/bulk-orders';
import { percentile } from '../../tests/helpers/buyer';
import { freePort, startBuiltShop, stop, waitUntilUp } from './processes';
import { cookiesOf } from './shoppers';

/**
 * The bench's orders desk figure (issue 9, ADR 14): the staff orders list API on a shop
 * holding 100,000 orders, on the embedded database a fresh clone runs. The orders are added to
 * the bench shop's own data directory (once that shop has stopped), then the built shop starts
 * on it and two staff members signed in as the demo administrator use the desk at once, each
 * asking for the next list as soon as the last one arrived (a closed loop), for 15 s, over the
 * desk's usual lists: the default one, each status, sorted by amount, searched by number,
 * e-mail, name, promo code and status word, a rare search, a filter with a search, a second page;
 * and the sales dashboard where staff land, which sums the last 90 days of those orders (ADR 23).
 */
export const ORDERS_DESK_ORDERS = 100_000;
export const ORDERS_DESK_P95_TARGET_MS = 50;
const STAFF = 2;
const DURATION_MS = 15_000;

type Timing = { query: string; ms: number; ok: boolean };
/** A read staff make: its name in the report, its address. */
type Read = { query: string; url: string };
export type OrdersDeskFigure = {
  queries: { query: string; p50: number; p95: number }[];
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
};

/** Adds the orders to the stopped shop's database, and refreshes the planner's statistics as a database that grew over time would have them. */
async function seedOrders(dataDir: string): Promise<{ number: string; email: string }> {
  const db = createPGlite(path.join(dataDir, 'pglite'));
  try {
    await db.exec(bulkOrdersSql(ORDERS_DESK_ORDERS));
    await db.exec('vacuum analyze');
    // One order from the middle of the history, for the searches by number and by e-mail.
    const { rows } = await db.query<{ number: string; email: string }>(
      'select number, email from orders where id = (select min(id) + count(*) / 2 from orders)',
    );
    return rows[0]!;
  } finally {
    await db.close();
  }
}

async function signIn(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.login, password: DEMO_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`The demo administrator could not sign in: ${response.status} ${await response.text()}`);
  return cookiesOf(response);
}

function backOfficeReads(order: { number: string; email: string }): Read[] {
  const desk = [
    '',
    'status=pending',
    'status=processing',
    'status=shipped',
    'status=delivered',
    'status=cancelled',
    'status=awaiting_payment',
    'sort=amount&dir=desc',
    `q=${encodeURIComponent(order.number)}`,
    `q=${encodeURIComponent(order.email)}`,
    'q=durand',
    'q=bienvenue10',
    `q=${encodeURIComponent('livrée')}`,
    // Three characters few orders hold: the search's index, not a walk through the dates.
    'q=a12',
    'status=delivered&q=martin&sort=amount&dir=asc',
    'page=2',
  ];
  return [
    ...desk.map((query) => ({ query: decodeURIComponent(query) || '(default list)', url: `/api/admin/orders?${query}` })),
    { query: '(sales dashboard)', url: '/api/admin/dashboard' },
  ];
}

export async function benchOrdersDesk(dataDir: string): Promise<OrdersDeskFigure> {
  const order = await seedOrders(dataDir);
  const port = await freePort();
  const shopUrl = `http://127.0.0.1:${port}`;
  const shop = startBuiltShop(port, dataDir);
  try {
    await waitUntilUp(`${shopUrl}/api/store/products?limit=1`, 180_000);
    return await measureOrdersDesk(shopUrl, order);
  } finally {
    await stop(shop);
  }
}

/** The desk's reads by two staff members at once on a running shop holding `order` (for the searches by number and e-mail). */
export async function measureOrdersDesk(shopUrl: string, order: { number: string; email: string }): Promise<OrdersDeskFigure> {
  const reads = backOfficeReads(order);
  const cookie = await signIn(shopUrl);
  const ask = async ({ query, url }: Read): Promise<Timing> => {
    const started = performance.now();
    const response = await fetch(`${shopUrl}${url}`, { headers: { cookie } });
    const body = (await response.json()) as { items?: unknown[]; daily?: unknown[] };
    return { query, ms: performance.now() - started, ok: response.ok && (Array.isArray(body.items) || Array.isArray(body.daily)) };
  };
  // Warm-up: each list once (JIT, statement cache, the database's pages in memory), not measured.
  for (const read of reads) await ask(read);

  const timings: Timing[] = [];
  const deadline = performance.now() + DURATION_MS;
  const staffMember = async (first: number) => {
    for (let i = first; performance.now() < deadline; i += 1) timings.push(await ask(reads[i % reads.length]!));
  };
  // The two start on different lists, so that they do not ask the same thing at the same time.
  await Promise.all(Array.from({ length: STAFF }, (_, n) => staffMember(Math.floor((n * reads.length) / STAFF))));

  const all = timings.map((t) => t.ms);
  return {
    queries: reads.map(({ query }) => {
      const times = timings.filter((t) => t.query === query).map((t) => t.ms);
      return { query, p50: percentile(times, 50), p95: percentile(times, 95) };
    }),
    requests: timings.length,
    errors: timings.filter((t) => !t.ok).length,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
  };
}
