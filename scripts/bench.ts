import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCheckout, CHECKOUT_P95_TARGET_MS, postgresServer } from './bench/checkout';
import { firstPageJavaScript } from './bench/first-page-js';
import { CONNECTIONS, DURATION_S, measure, WARM_UP_S } from './bench/measure';
import { benchInstances, instancesTable } from './bench/instances';
import { benchOrdersDesk, ORDERS_DESK_ORDERS, ORDERS_DESK_P95_TARGET_MS } from './bench/orders-desk';
import { freePort, startBuiltShop, startProcess, stop, waitUntilUp } from './bench/processes';
import { benchTwoInstances, saveCollection, saveToServed, staffCookie } from './bench/live-writes';
import { customerWithThreeLines, guestWithCart } from './bench/shoppers';
import { benchSearchPGlite, benchSearchPostgres, printSearch, SEARCH_P95_TARGET_MS, SEARCH_PAGE_RATIO_TARGET, SEARCH_PRODUCTS } from './bench/search';
import { benchStartUp, printStartUp } from './bench/start-up';
import { benchCustomersDesk, CUSTOMERS_SEARCH_P95_TARGET_MS, printCustomersDesk } from './bench/customers-desk';

/**
 * `npm run bench`: the built shop on the demo data, measured with autocannon (20 connections,
 * 5 s of warm-up then 10 s per target) against a bare node:http server answering the same product-list JSON from
 * memory, in the same run. Targets: product-list API >= 50 % of the bare server; product page
 * p99 <= 50 ms; first-page JavaScript <= 150 KB compressed (issue 2); the product page for a
 * guest with a cart cookie >= 80 % of the anonymous page's req/s, and the cart page of a
 * signed-in customer with three lines >= 500 req/s with p99 <= 100 ms (issue 7); each checkout
 * step's p95 <= 300 ms for 200 buyers on PostgreSQL (issue 8, ./bench/checkout.ts); the staff
 * orders list API's p95 <= 50 ms at 100,000 orders, filtered and searched (issue 9,
 * ./bench/orders-desk.ts); the list API
 * and the product page measured again right after a catalogue write, within 80 % of their
 * figures before it (the caches are rebuilt, not bypassed), and the time from an
 * administrator's save to the storefront answering with it, on one instance and from one
 * instance to another on PostgreSQL (issue 10, ./bench/live-writes.ts); the req/s of 1, 2 and 3
 * instances on one PostgreSQL database, on the product page and the cart API, with the CPU
 * each request costs the shop, PostgreSQL and the load generator, and from it what one more
 * core would give (issue 12, no target, ./bench/instances.ts); the storefront search at 10,000
 * products on PGlite and PostgreSQL: the results API's p95 <= 20 ms with every search new, the
 * search page >= 50 % of the product page's req/s (./bench/search.ts); the customers desk's
 * search at 100,000 customers on PostgreSQL, p95 <= 50 ms (./bench/customers-desk.ts); last, the start-up of the
 * compiled server against the sources through tsx, cold and warm: ms to /healthz and to the
 * first page, resident memory (issue 22, no target, ./bench/start-up.ts, which also runs
 * alone). The PostgreSQL figures need a server (BENCH_DATABASE_URL, TEST_DATABASE_URL or
 * 127.0.0.1:5432), else they are not taken.
 * How targets are loaded: ./bench/measure.ts.
 */

/** One request's time, start to last byte. */
async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function main() {
  const loadAtStart = loadAverage();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  const shopPort = await freePort();
  const shopUrl = `http://127.0.0.1:${shopPort}`;
  const shop = startBuiltShop(shopPort, dataDir);
  const children = [shop];
  try {
    await waitUntilUp(`${shopUrl}/api/store/products?limit=1`, 180_000);
    const listUrl = `${shopUrl}/api/store/products?lang=fr`;
    const listJson = await (await fetch(listUrl)).text();
    const firstId = (JSON.parse(listJson) as { items: { id: number }[] }).items[0]?.id;
    if (!firstId) throw new Error('The demo catalogue is empty: nothing to measure');

    const barePort = await freePort();
    const bare = startProcess('scripts/bench/bare-server.ts', { PORT: String(barePort), BARE_BODY: listJson });
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitUntilUp(bareUrl, 30_000);

    const guestCookies = await guestWithCart(shopUrl);
    const customerCookies = await customerWithThreeLines(shopUrl);
    const productUrl = `${shopUrl}/produit/${firstId}?lang=fr`;

    const results = [
      await measure('bare node:http (same JSON)', bareUrl),
      await measure('product list API', listUrl),
      await measure('one product API', `${shopUrl}/api/store/products/${firstId}?lang=fr`),
      await measure('product page, anonymous', productUrl),
      // Catalogue pages are the same HTML for every visitor, whatever their cookies (ADR 9).
      await measure('product page, guest with a cart', productUrl, { cookie: guestCookies }),
      // A personal page, rendered for this customer on every request.
      await measure('cart page, customer with 3 lines', `${shopUrl}/panier?lang=fr`, { cookie: customerCookies }),
    ];
    const js = await firstPageJavaScript(`${shopUrl}/?lang=fr`);

    // The list API and the product page just before and just after a catalogue write, each
    // without warm-up so that the two windows differ by the write alone (the machine's load
    // drifts over a run): after it, the first answers rebuild the catalogue and the page, every
    // later one is served from memory again.
    const cookie = await staffCookie(shopUrl);
    const beforeWrite = [await measure('product list API', listUrl, {}, 0), await measure('product page, anonymous', productUrl, {}, 0)];
    await saveCollection(shopUrl, cookie);
    const firstAfterWrite = { list: await timed(listUrl), page: await timed(productUrl) };
    await saveCollection(shopUrl, cookie);
    const afterWrite = [await measure('product list API', listUrl, {}, 0), await measure('product page, anonymous', productUrl, {}, 0)];
    const sameInstance = {
      api: await saveToServed(shopUrl, `${shopUrl}/api/store/collections?lang=en`, cookie),
      page: await saveToServed(shopUrl, `${shopUrl}/?lang=en`, cookie),
    };

    // The page figures are taken first, on an idle machine; the orders desk's figure then takes
    // the same shop's data with 100,000 orders added; the PostgreSQL figures have their own shops.
    for (const child of children.splice(0)) await stop(child);
    const desk = await benchOrdersDesk(dataDir);
    const server = await postgresServer();
    const checkout = server ? await benchCheckout(server) : null;
    const twoInstances = server ? await benchTwoInstances(server) : null;
    const scaling = server ? await benchInstances(server) : null;
    const search = [await benchSearchPGlite(), ...(server ? [await benchSearchPostgres(server)] : [])];
    const customersDesk = server ? await benchCustomersDesk(server) : null;
    // Last, alone on the machine: its rows are printed as they are measured, its table below.
    const startUp = await benchStartUp();

    const bareRps = results[0]!.rps;
    console.log(
      `\nAtelier bench: ${CONNECTIONS} connections, ${WARM_UP_S} s of warm-up then ${DURATION_S} s per target, ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.log(`Machine load (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end\n`);
    console.table(
      results.map((r) => ({
        target: r.name,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'vs bare': `${((r.rps / bareRps) * 100).toFixed(0)} %`,
        errors: r.errors + r.non2xx,
      })),
    );
    console.log(`First-page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${(js.rawBytes / 1024).toFixed(1)} KB raw)`);

    console.log(
      `\nOrders desk: the staff orders list API (and the sales dashboard) at ${ORDERS_DESK_ORDERS.toLocaleString('en')} orders on PGlite, 2 staff at once for 15 s, ${desk.requests} requests, ${desk.errors} errors: p50 ${desk.p50.toFixed(1)} ms, p95 ${desk.p95.toFixed(1)} ms, p99 ${desk.p99.toFixed(1)} ms`,
    );
    console.table(desk.queries.map((q) => ({ list: q.query, 'p50 ms': Number(q.p50.toFixed(1)), 'p95 ms': Number(q.p95.toFixed(1)) })));
    console.log(
      '\nJust before and right after a catalogue write (a collection added; each measured at once, no warm-up): the caches are rebuilt, not bypassed',
    );
    console.table(
      afterWrite.map((after, i) => ({
        target: after.name,
        'req/s before': Math.round(beforeWrite[i]!.rps),
        'req/s after': Math.round(after.rps),
        'p99 ms before': beforeWrite[i]!.p99,
        'p99 ms after': after.p99,
        errors: after.errors + after.non2xx,
      })),
    );
    console.log(
      `First answer after a write (rebuilds the catalogue, then the page): list API ${firstAfterWrite.list.toFixed(1)} ms, product page ${firstAfterWrite.page.toFixed(1)} ms`,
    );
    const shown = (figure: { p50: number; max: number }) => `p50 ${figure.p50.toFixed(0)} ms, max ${figure.max.toFixed(0)} ms`;
    console.log(
      `\nFrom a save (a collection added through the parameters API) to the storefront answering with it, ${sameInstance.api.samples} saves each:`,
    );
    console.log(`  same instance (PGlite): collections API ${shown(sameInstance.api)}; home page ${shown(sameInstance.page)}`);
    if (twoInstances) {
      console.log(`  other instance (PostgreSQL, LISTEN/NOTIFY): collections API ${shown(twoInstances.api)}; home page ${shown(twoInstances.page)}`);
    } else {
      console.log('  other instance: no PostgreSQL server: figure not taken');
    }

    if (checkout) {
      console.log(`\nCheckout: 200 guests on PostgreSQL, 20 at a time, cart to paid order (${checkout.paid} paid)`);
      console.table(checkout.steps.map((s) => ({ step: s.step, 'p50 ms': Math.round(s.p50), 'p95 ms': Math.round(s.p95) })));
    } else {
      console.log('\nCheckout: no PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432): figure not taken');
    }

    if (scaling) {
      console.log(
        `\nInstances on one PostgreSQL database: ${CONNECTIONS} connections spread round-robin over them by autocannon itself (no load balancer in between: its cost is not measured), on the ${os.availableParallelism()} cores the load generator also uses; CPU per request from /proc`,
      );
      console.table(instancesTable(scaling));
      for (const sentence of scaling.oneMoreCore) console.log(sentence);
    } else {
      console.log('\nInstances: no PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432): figure not taken');
    }
    printSearch(search);
    if (customersDesk) printCustomersDesk(customersDesk);
    else console.log('\nCustomers desk: no PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432): figure not taken');
    printStartUp(startUp);

    const list = results[1]!;
    const page = results[3]!;
    const withCart = results[4]!;
    const cart = results[5]!;
    const checks = [
      [`product list API >= 50 % of bare (${((list.rps / bareRps) * 100).toFixed(0)} %)`, list.rps >= bareRps * 0.5],
      [`product page p99 <= 50 ms (${page.p99} ms)`, page.p99 <= 50],
      [`product page with a cart cookie >= 80 % of anonymous (${((withCart.rps / page.rps) * 100).toFixed(0)} %)`, withCart.rps >= page.rps * 0.8],
      [`cart page >= 500 req/s (${Math.round(cart.rps)} req/s)`, cart.rps >= 500],
      [`cart page p99 <= 100 ms (${cart.p99} ms)`, cart.p99 <= 100],
      [`first-page JS <= 150 KB gzip (${(js.gzipBytes / 1024).toFixed(1)} KB)`, js.gzipBytes <= 150 * 1024],
      [
        'no errors',
        [...results, ...beforeWrite, ...afterWrite, ...(scaling?.rows.map((row) => row.result) ?? [])].every((r) => r.errors + r.non2xx === 0),
      ],
      [`orders desk p95 <= ${ORDERS_DESK_P95_TARGET_MS} ms at 100,000 orders (${desk.p95.toFixed(1)} ms)`, desk.p95 <= ORDERS_DESK_P95_TARGET_MS],
      [`orders desk without errors (${desk.errors} of ${desk.requests})`, desk.errors === 0],
      ...search.flatMap((figure): [string, boolean][] => [
        [
          `search API p95 <= ${SEARCH_P95_TARGET_MS} ms at ${SEARCH_PRODUCTS.toLocaleString('en')} products on ${figure.engine} (${figure.p95.toFixed(1)} ms, ${figure.errors} errors)`,
          figure.p95 <= SEARCH_P95_TARGET_MS && figure.errors === 0,
        ],
        [
          `search page >= ${SEARCH_PAGE_RATIO_TARGET * 100} % of the product page on ${figure.engine} (${((figure.searchPage.rps / figure.productPage.rps) * 100).toFixed(0)} %)`,
          figure.searchPage.rps >= figure.productPage.rps * SEARCH_PAGE_RATIO_TARGET,
        ],
      ]),
      ...(customersDesk
        ? [
            [
              `customers search p95 <= ${CUSTOMERS_SEARCH_P95_TARGET_MS} ms at 100,000 customers on PostgreSQL (${customersDesk.p95.toFixed(1)} ms)`,
              customersDesk.p95 <= CUSTOMERS_SEARCH_P95_TARGET_MS,
            ] as [string, boolean],
          ]
        : []),
      ['the compiled server runs with no Node option and no tsx', startUp.compiledLoader.withoutTsx],
      ...afterWrite.map(
        (after, i) =>
          [
            `${after.name} right after a write >= 80 % of before (${((after.rps / beforeWrite[i]!.rps) * 100).toFixed(0)} %)`,
            after.rps >= beforeWrite[i]!.rps * 0.8,
          ] as const,
      ),
      ...(twoInstances
        ? ([
            [
              `a save served by the other instance within 1 s (max ${Math.max(twoInstances.api.max, twoInstances.page.max).toFixed(0)} ms)`,
              Math.max(twoInstances.api.max, twoInstances.page.max) < 1000,
            ],
          ] as const)
        : []),
      ...(checkout
        ? ([
            [
              `every checkout step p95 <= ${CHECKOUT_P95_TARGET_MS} ms (worst ${Math.round(Math.max(...checkout.steps.map((s) => s.p95)))} ms)`,
              checkout.steps.every((s) => s.p95 <= CHECKOUT_P95_TARGET_MS),
            ],
            [`all 200 buyers paid (${checkout.paid})`, checkout.paid === 200],
          ] as const)
        : []),
    ] as const;
    console.log('');
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
