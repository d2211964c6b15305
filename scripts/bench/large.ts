import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { LARGE_SEED, largeSeedPostgres } from './large-seed';
import { measure } from './measure';
import { measureOrdersDesk, ORDERS_DESK_P95_TARGET_MS } from './orders-desk';
import { benchSeededPurchase, printPurchase, purchaseChecks } from './purchase';
import { builtShopEnv, compiledEntry, freePort, startProcess, stop, waitUntilUp } from './processes';
import { printFigure, type Check } from './report';
import { measureSearches, SEARCH_P95_TARGET_MS } from './search';
import { customerWithThreeLines } from './shoppers';
import { rssKb } from './start-up';

/**
 * The `large` part of the bench (issue 25, ADR 46): the built shop on PostgreSQL over the large
 * seed (10,000 products, about 100,000 variants, 1,000,000 orders), measured as the demo shop is:
 * the product list API against a bare node:http server answering the same JSON, the product
 * page, the storefront search (every search new), the orders desk (two staff members) and a
 * customer's cart API. Also how long the shop takes to start on it and its resident memory at
 * rest and after the load: the storefront's catalogue is held in memory. Then the whole guest
 * purchase on the same database (ADR 49), by a shop started for it.
 */
export const LARGE_LIST_RATIO_TARGET = 0.5;
export const LARGE_PRODUCT_PAGE_P99_TARGET_MS = 50;
export const LARGE_CART_RPS_TARGET = 1000;

const mb = (kb: number) => Math.round(kb / 1024);
const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;

/** An order from the middle of the history, for the desk's searches by number and e-mail. */
async function middleOrder(url: string): Promise<{ number: string; email: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ number: string; email: string }>(
      'select number, email from orders where id = (select min(id) + count(*) / 2 from orders)',
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

export async function benchLarge(server: string): Promise<Check[]> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-large-'));
  const dataDir = path.join(workDir, 'data');
  const database = scratchDatabaseName();
  await createDatabase(server, database);
  const url = databaseUrl(server, database);
  try {
    const seedStarted = performance.now();
    await largeSeedPostgres(url, path.join(dataDir, 'images'), LARGE_SEED, (line) => printFigure(`large seed on PostgreSQL, ${line.trim()}`));
    printFigure(`large seed on PostgreSQL in all: ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    const order = await middleOrder(url);

    const port = await freePort();
    const shopUrl = `http://127.0.0.1:${port}`;
    const started = performance.now();
    const shop = startProcess(compiledEntry('main'), { ...builtShopEnv(port, dataDir), DATABASE_URL: url });
    const children = [shop];
    try {
      const listUrl = `${shopUrl}/api/store/products?lang=fr`;
      // The first product list is the first catalogue snapshot: the start is done when it answers.
      await waitUntilUp(listUrl, 600_000);
      const startSeconds = (performance.now() - started) / 1000;
      const restMb = mb(rssKb(shop.pid!));
      printFigure(`shop started on the large seed: first product list after ${startSeconds.toFixed(1)} s, resident ${restMb} MB`);

      const listJson = await (await fetch(listUrl)).text();
      const firstId = (JSON.parse(listJson) as { items: { id: number }[] }).items[0]!.id;
      const barePort = await freePort();
      children.push(startProcess('scripts/bench/bare-server.ts', { PORT: String(barePort), BARE_BODY: listJson }));
      await waitUntilUp(`http://127.0.0.1:${barePort}/`, 30_000);

      const bare = await measure('bare node:http (same JSON)', `http://127.0.0.1:${barePort}/`);
      const list = await measure('product list API (large)', listUrl);
      const page = await measure('product page (large)', `${shopUrl}/produit/${firstId}?lang=fr`);
      const searches = await measureSearches(shopUrl);
      printFigure(
        `search API (large): ${searches.requests} searches, ${searches.errors} errors, p50 ${searches.p50.toFixed(1)} ms, p95 ${searches.p95.toFixed(1)} ms`,
      );
      const desk = await measureOrdersDesk(shopUrl, order);
      printFigure(
        `orders desk (large): ${desk.requests} requests, ${desk.errors} errors, p50 ${desk.p50.toFixed(1)} ms, p95 ${desk.p95.toFixed(1)} ms`,
      );
      console.table(desk.queries.map((q) => ({ list: q.query, 'p50 ms': Number(q.p50.toFixed(1)), 'p95 ms': Number(q.p95.toFixed(1)) })));
      const cart = await measure('cart API, customer with 3 lines (large)', `${shopUrl}/api/store/cart`, {
        cookie: await customerWithThreeLines(shopUrl),
      });
      const loadedMb = mb(rssKb(shop.pid!));
      printFigure(`shop on the large seed after the load: resident ${loadedMb} MB`);

      const clean = [bare, list, page, cart].every((r) => r.errors + r.non2xx === 0) && searches.errors + desk.errors === 0;
      for (const child of children) await stop(child);
      const purchase = await benchSeededPurchase({ dataDir, databaseUrl: url });
      printPurchase(purchase);
      return [
        ...purchaseChecks(purchase),
        [
          `large: product list API >= ${LARGE_LIST_RATIO_TARGET * 100} % of bare (${share(list.rps, bare.rps)})`,
          list.rps >= bare.rps * LARGE_LIST_RATIO_TARGET,
        ],
        [`large: product page p99 <= ${LARGE_PRODUCT_PAGE_P99_TARGET_MS} ms (${page.p99} ms)`, page.p99 <= LARGE_PRODUCT_PAGE_P99_TARGET_MS],
        [`large: search API p95 <= ${SEARCH_P95_TARGET_MS} ms (${searches.p95.toFixed(1)} ms)`, searches.p95 <= SEARCH_P95_TARGET_MS],
        [
          `large: orders desk p95 <= ${ORDERS_DESK_P95_TARGET_MS} ms at ${LARGE_SEED.orders.toLocaleString('en')} orders (${desk.p95.toFixed(1)} ms)`,
          desk.p95 <= ORDERS_DESK_P95_TARGET_MS,
        ],
        [`large: cart API >= ${LARGE_CART_RPS_TARGET} req/s on PostgreSQL (${Math.round(cart.rps)} req/s)`, cart.rps >= LARGE_CART_RPS_TARGET],
        ['large: answers without errors', clean],
      ];
    } finally {
      for (const child of children) await stop(child);
    }
  } finally {
    await dropDatabase(server, database);
    rmSync(workDir, { recursive: true, force: true });
  }
}
