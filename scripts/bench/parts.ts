import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCheckout, CHECKOUT_P95_TARGET_MS } from './checkout';
import { benchEmbedded } from './embedded';
import { benchCustomersDesk, CUSTOMERS_SEARCH_P95_TARGET_MS, printCustomersDesk } from './customers-desk';
import { benchInstances, instancesTable } from './instances';
import { benchLarge } from './large';
import { largePGliteCopy } from './large-pglite';
import { benchTwoInstances, saveToServedLine } from './live-writes';
import { benchOrdersDesk, ORDERS_DESK_ORDERS, ORDERS_DESK_P95_TARGET_MS } from './orders-desk';
import { freePort, startBuiltShop, stop, waitUntilUp } from './processes';
import { benchPurchase, benchSeededPurchase, printPurchase, purchaseChecks } from './purchase';
import { NO_POSTGRES, printFigure, type Check } from './report';
import {
  benchSearchPGlite,
  benchSearchPostgres,
  printSearch,
  SEARCH_P95_TARGET_MS,
  SEARCH_PAGE_RATIO_TARGET,
  SEARCH_PRODUCTS,
  type SearchFigure,
} from './search';
import { benchStartUp, printStartUp } from './start-up';
import { benchStorefront } from './storefront';

/**
 * The parts of `npm run bench`, in the order they run (`--only` picks some by name). Each part
 * prints its figures as it measures them and answers its targets; a part that throws is
 * reported and the next one still runs. A part that needs PostgreSQL says so and is skipped
 * when no server answers.
 */
export type BenchPart = {
  name: string;
  about: string;
  needsPostgres?: true;
  run(postgres: string | null): Promise<Check[]>;
};

/** A data directory the built shop has seeded with the demo data, the shop stopped. */
async function demoDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-desk-'));
  const port = await freePort();
  const shop = startBuiltShop(port, dataDir);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/api/store/products?limit=1`, 180_000);
  } finally {
    await stop(shop);
  }
  return dataDir;
}

const searchChecks = (figure: SearchFigure): Check[] => [
  [
    `search API p95 <= ${SEARCH_P95_TARGET_MS} ms at ${SEARCH_PRODUCTS.toLocaleString('en')} products on ${figure.engine} (${figure.p95.toFixed(1)} ms, ${figure.errors} errors)`,
    figure.p95 <= SEARCH_P95_TARGET_MS && figure.errors === 0,
  ],
  [
    `search page >= ${SEARCH_PAGE_RATIO_TARGET * 100} % of the product page on ${figure.engine} (${((figure.searchPage.rps / figure.productPage.rps) * 100).toFixed(0)} %)`,
    figure.searchPage.rps >= figure.productPage.rps * SEARCH_PAGE_RATIO_TARGET,
  ],
];

export const BENCH_PARTS: readonly BenchPart[] = [
  {
    name: 'storefront',
    about: 'the demo shop on PGlite against a bare node:http server: catalogue, cart, first-page JavaScript, catalogue writes',
    run: benchStorefront,
  },
  {
    name: 'embedded',
    about:
      "PGlite against PostgreSQL on the personal paths (cart read, cart add/remove, order list), and the default start's resident memory at rest and under that load",
    run: benchEmbedded,
  },
  {
    name: 'orders-desk',
    about: `the staff orders list API and the dashboard at ${ORDERS_DESK_ORDERS.toLocaleString('en')} orders on PGlite, 2 staff at once for 15 s`,
    async run() {
      const dataDir = await demoDataDir();
      try {
        const desk = await benchOrdersDesk(dataDir);
        printFigure(
          `orders desk: ${desk.requests} requests, ${desk.errors} errors, p50 ${desk.p50.toFixed(1)} ms, p95 ${desk.p95.toFixed(1)} ms, p99 ${desk.p99.toFixed(1)} ms`,
        );
        console.table(desk.queries.map((q) => ({ list: q.query, 'p50 ms': Number(q.p50.toFixed(1)), 'p95 ms': Number(q.p95.toFixed(1)) })));
        return [
          [
            `orders desk p95 <= ${ORDERS_DESK_P95_TARGET_MS} ms at ${ORDERS_DESK_ORDERS.toLocaleString('en')} orders (${desk.p95.toFixed(1)} ms)`,
            desk.p95 <= ORDERS_DESK_P95_TARGET_MS,
          ],
          [`orders desk without errors (${desk.errors} of ${desk.requests})`, desk.errors === 0],
        ];
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'checkout',
    about: '200 guests on PostgreSQL, 20 at a time, cart to paid order, each step timed',
    needsPostgres: true,
    async run(server) {
      const checkout = await benchCheckout(server!);
      printFigure(`checkout: ${checkout.paid} of 200 paid; ${checkout.steps.map((s) => `${s.step} p95 ${Math.round(s.p95)} ms`).join(', ')}`);
      return [
        [
          `every checkout step p95 <= ${CHECKOUT_P95_TARGET_MS} ms (worst ${Math.round(Math.max(...checkout.steps.map((s) => s.p95)))} ms)`,
          checkout.steps.every((s) => s.p95 <= CHECKOUT_P95_TARGET_MS),
        ],
        [`all 200 buyers paid (${checkout.paid})`, checkout.paid === 200],
      ];
    },
  },
  {
    name: 'purchase',
    about:
      "the whole guest purchase on the demo shop, 20 buyers at once for 20 s, on PostgreSQL when there is one and on PGlite: orders/s, CPU ms and statements per purchase (the large seed's are in `large` and `large-pglite`)",
    async run(server) {
      const checks: Check[] = [];
      if (server) {
        const figure = await benchPurchase({ postgres: server });
        printPurchase(figure);
        checks.push(...purchaseChecks(figure));
      } else console.log(`  purchase on PostgreSQL: ${NO_POSTGRES}`);
      const figure = await benchPurchase({ pglite: true });
      printPurchase(figure);
      return [...checks, ...purchaseChecks(figure)];
    },
  },
  {
    name: 'two-instances',
    about: 'from a save through one instance to the other answering with it (PostgreSQL, LISTEN/NOTIFY)',
    needsPostgres: true,
    async run(server) {
      const { api, page } = await benchTwoInstances(server!);
      printFigure(`other instance, ${api.samples} saves each: collections API ${saveToServedLine(api)}; home page ${saveToServedLine(page)}`);
      const worst = Math.max(api.max, page.max);
      return [[`a save served by the other instance within 1 s (max ${worst.toFixed(0)} ms)`, worst < 1000]];
    },
  },
  {
    name: 'instances',
    about: 'req/s of 1, 2 and 3 instances on one PostgreSQL database, with the CPU each request costs (no target)',
    needsPostgres: true,
    async run(server) {
      const scaling = await benchInstances(server!);
      console.table(instancesTable(scaling));
      for (const sentence of scaling.oneMoreCore) console.log(sentence);
      return [['instances answer without errors', scaling.rows.every((row) => row.result.errors + row.result.non2xx === 0)]];
    },
  },
  {
    name: 'search',
    about: `the storefront search at ${SEARCH_PRODUCTS.toLocaleString('en')} products on PGlite, and on PostgreSQL when there is one`,
    async run(server) {
      const figures = [await benchSearchPGlite()];
      printSearch(figures);
      if (server) {
        figures.push(await benchSearchPostgres(server));
        printSearch(figures.slice(1));
      } else console.log(`  search on PostgreSQL: ${NO_POSTGRES}`);
      return figures.flatMap(searchChecks);
    },
  },
  {
    name: 'customers',
    about: 'the customers desk search at 100,000 customers on PostgreSQL',
    needsPostgres: true,
    async run(server) {
      const figure = await benchCustomersDesk(server!);
      printCustomersDesk(figure);
      return [
        [
          `customers search p95 <= ${CUSTOMERS_SEARCH_P95_TARGET_MS} ms at 100,000 customers on PostgreSQL (${figure.p95.toFixed(1)} ms)`,
          figure.p95 <= CUSTOMERS_SEARCH_P95_TARGET_MS,
        ],
      ];
    },
  },
  {
    name: 'large',
    about:
      'the large seed (10,000 products, 1,000,000 orders) on PostgreSQL: its writing time, the start and memory of the shop on it, product list API against bare node:http, product page, search, orders desk, cart API',
    needsPostgres: true,
    run: (server) => benchLarge(server!),
  },
  {
    name: 'large-pglite',
    about:
      'the whole guest purchase on PGlite over the large seed, 20 buyers at once for 20 s (the seed written once, about 4 minutes idle, up to 20 under load, then kept in node_modules/.cache/atelier-bench; each run buys from a copy)',
    async run() {
      const seeded = await largePGliteCopy((line) => printFigure(line));
      try {
        const figure = await benchSeededPurchase({ dataDir: seeded.dataDir });
        printPurchase(figure);
        return purchaseChecks(figure);
      } finally {
        seeded.dispose();
      }
    },
  },
  {
    name: 'start-up',
    about: 'the compiled server against the sources through tsx, cold and warm: ms to /healthz and to the first page, resident memory (no target)',
    async run() {
      const startUp = await benchStartUp((line) => printFigure(line));
      printStartUp(startUp);
      return [['the compiled server runs with no Node option and no tsx', startUp.compiledLoader.withoutTsx]];
    },
  },
];
