import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { startShop, type ShopProcess } from '../../tests/helpers/shop-process';
import { CONNECTIONS, DURATION_S, measure, resultLine, WARM_UP_S, type Result } from './measure';
import { freePort, startBuiltShop, stop, waitUntilUp } from './processes';
import { NO_POSTGRES, printFigure, type Check } from './report';
import { residentMemoryOf, shownMemory, type ResidentMemory } from './resident-memory';
import { customerWithThreeLines, guestWithCart, variantsInStock, type Variant } from './shoppers';

/**
 * The embedded database against a PostgreSQL server, in one run: the personal paths a shopper
 * hits (a signed-in customer's 3-line cart, a guest adding and removing a line, the customer's
 * order list), each loaded with the bench's 20 connections on the default set-up (`npm start`,
 * PGlite, demo data) and on the same build over PostgreSQL, one after the other per path so
 * both meet the same machine; PGlite's rate as a share of PostgreSQL's. And the resident memory
 * of the default set-up (every thread, the WebAssembly database included) at rest, after its
 * first start (which writes the demo shop) and after a later one, and at the end of that load.
 */
export const EMBEDDED_RATIO_TARGET = 0.8;
export const REST_MEMORY_TARGET_MB = 400;
export const LOAD_MEMORY_TARGET_MB = 600;
/** After the start, before "at rest" is read: the first start's demo data and catalogue are done, timers have run once. */
const SETTLE_MS = 10_000;

type Shop = { url: string; pid: number };
type Path = { name: string; run(shop: Shop, warmUpS: number): Promise<Result> };

/**
 * A guest adds a line and removes it, again and again; each connection is a guest of its own
 * (one autocannon per connection: autocannon's per-connection context is cleared at every
 * round, so it cannot keep a cookie), so no two requests fight over one cart.
 */
async function addAndRemove(shop: Shop, guests: string[], variant: Variant, seconds: number): Promise<Result> {
  const runs = guests.map(
    (cookie) =>
      autocannon({
        url: shop.url,
        connections: 1,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/store/cart/lines',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ ...variant, quantity: 1 }),
            onResponse: (status, body, context: { lineId?: number }) => {
              const lines = status === 200 ? (JSON.parse(body) as { lines: { id: number; productId: number }[] }).lines : [];
              context.lineId = lines.find((line) => line.productId === variant.productId)?.id;
            },
          },
          {
            method: 'DELETE',
            headers: { cookie },
            setupRequest: (request, context: { lineId?: number }) => ({ ...request, path: `/api/store/cart/lines/${String(context.lineId)}` }),
          },
        ],
      }) as Promise<autocannon.Result>,
  );
  const results = await Promise.all(runs);
  const sorted = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    name: 'cart add/remove, 20 guests',
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    p50: sorted[sorted.length >> 1]!,
    // Per connection only: the worst connection's p99 stands for the whole.
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** The three paths on one shop, with the shoppers they need made through its API. */
async function pathsOn(shopUrl: string): Promise<Path[]> {
  const customer = await customerWithThreeLines(shopUrl);
  const guests = await Promise.all(Array.from({ length: CONNECTIONS }, () => guestWithCart(shopUrl)));
  // A variant none of the guests holds: each round adds a line, then removes it.
  const variant = (await variantsInStock(shopUrl, 2))[1]!;
  const orders = (await (await fetch(`${shopUrl}/api/store/orders`, { headers: { cookie: customer } })).json()) as { items?: unknown[] };
  if (!orders.items?.length) throw new Error('The demo customer has no order to list');
  return [
    {
      name: 'cart API, customer with 3 lines',
      run: (shop, warmUpS) => measure('cart API, customer with 3 lines', `${shop.url}/api/store/cart`, { cookie: customer }, warmUpS),
    },
    {
      name: 'cart add/remove, 20 guests',
      async run(shop, warmUpS) {
        if (warmUpS > 0) await addAndRemove(shop, guests, variant, warmUpS);
        const result = await addAndRemove(shop, guests, variant, DURATION_S);
        printFigure(resultLine(result));
        return result;
      },
    },
    {
      name: 'order list API, customer',
      run: (shop, warmUpS) => measure('order list API, customer', `${shop.url}/api/store/orders`, { cookie: customer }, warmUpS),
    },
  ];
}

const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;

export async function benchEmbedded(server: string | null): Promise<Check[]> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-embedded-'));
  const database = scratchDatabaseName();
  const port = await freePort();
  const dataDir = path.join(workDir, 'pglite-shop');
  const embedded: Shop = { url: `http://127.0.0.1:${port}`, pid: 0 };
  let child = startBuiltShop(port, dataDir);
  let postgresShop: ShopProcess | null = null;
  try {
    await waitUntilUp(`${embedded.url}/api/store/products?limit=1`, 240_000);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    printFigure(`default start (PGlite, demo data), first start (writes the demo shop), at rest: ${shownMemory(residentMemoryOf(child.pid!))}`);
    // A shop runs most of its life from a later start: the one measured at rest and under load.
    await stop(child);
    child = startBuiltShop(port, dataDir);
    embedded.pid = child.pid!;
    await waitUntilUp(`${embedded.url}/api/store/products?limit=1`, 240_000);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const atRest = residentMemoryOf(embedded.pid);
    printFigure(`default start (PGlite, demo data), started again, at rest: ${shownMemory(atRest)}`);

    if (server) {
      await createDatabase(server, database);
      postgresShop = await startShop(
        process.cwd(),
        { DATABASE_URL: databaseUrl(server, database), DATA_DIR: path.join(workDir, 'pg-shop') },
        workDir,
      );
    }
    const postgres: Shop | null = postgresShop ? { url: postgresShop.url, pid: postgresShop.child.pid! } : null;
    const embeddedPaths = await pathsOn(embedded.url);
    const postgresPaths = postgres ? await pathsOn(postgres.url) : [];

    const checks: Check[] = [];
    const results: Result[] = [];
    for (const [i, onEmbedded] of embeddedPaths.entries()) {
      const onPostgres = postgresPaths[i];
      const pgResult = onPostgres && postgres ? await onPostgres.run(postgres, WARM_UP_S) : null;
      const pgliteResult = await onEmbedded.run(embedded, WARM_UP_S);
      results.push(pgliteResult, ...(pgResult ? [pgResult] : []));
      if (!pgResult) {
        console.log(`  ${onEmbedded.name} on PostgreSQL: ${NO_POSTGRES}`);
        continue;
      }
      printFigure(
        `${onEmbedded.name}: PGlite ${Math.round(pgliteResult.rps)} req/s = ${share(pgliteResult.rps, pgResult.rps)} of PostgreSQL's ${Math.round(pgResult.rps)}`,
      );
      checks.push([
        `${onEmbedded.name} on PGlite >= ${EMBEDDED_RATIO_TARGET * 100} % of PostgreSQL (${share(pgliteResult.rps, pgResult.rps)})`,
        pgliteResult.rps >= pgResult.rps * EMBEDDED_RATIO_TARGET,
      ]);
    }
    const afterLoad: ResidentMemory = residentMemoryOf(embedded.pid);
    printFigure(`default start (PGlite, demo data), at the end of the load: ${shownMemory(afterLoad)}`);
    if (postgres) printFigure(`same build on PostgreSQL, at the end of the load: ${shownMemory(residentMemoryOf(postgres.pid))}`);

    return [
      ...checks,
      [`default start at rest <= ${REST_MEMORY_TARGET_MB} MB resident (${Math.round(atRest.rssMb)} MB)`, atRest.rssMb <= REST_MEMORY_TARGET_MB],
      [
        `default start under load <= ${LOAD_MEMORY_TARGET_MB} MB resident (${Math.round(afterLoad.rssMb)} MB)`,
        afterLoad.rssMb <= LOAD_MEMORY_TARGET_MB,
      ],
      ['personal paths answer without errors', results.every((r) => r.errors + r.non2xx === 0)],
    ];
  } finally {
    await stop(child);
    if (postgresShop) {
      await postgresShop.stop();
      await dropDatabase(server!, database);
    }
    rmSync(workDir, { recursive: true, force: true });
  }
}
