import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createPGlite } from '../../src/db/pglite';
import { BULK_PLACES, bulkProductsSql } from '../../src/db/seed/bulk-products';
import { foldForSearch } from '../../src/domain/catalogue/search';
import { percentile } from '../../tests/helpers/buyer';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../../tests/helpers/postgres';
import { startShop, type ShopProcess } from '../../tests/helpers/shop-process';
import { postgresServer } from './checkout';
import { measure, type Result } from './measure';

/**
 * The bench's search figures (ADR 34): the storefront search on a catalogue of 10,000 products
 * (the demo shop plus `bulkProductsSql`, written into the stopped shop's database), on the
 * embedded database and on PostgreSQL. Two shoppers search at once for 15 s, each search words
 * never asked before (a place, a garment or a detail, in French or English, without accents, a
 * third of them with a letter missing), so that every answer is the database's, not the shop's
 * cache of a search already made: the results API's p50, p95 and p99. Then the search page for
 * one search, against the product page, in req/s (both from the page cache, as shoppers get them).
 * Target: p95 <= 20 ms on both engines; the search page >= 50 % of the product page.
 */
export const SEARCH_PRODUCTS = 10_000;
export const SEARCH_P95_TARGET_MS = 20;
export const SEARCH_PAGE_RATIO_TARGET = 0.5;
const SHOPPERS = 2;
const DURATION_MS = 15_000;

export type SearchFigure = {
  engine: string;
  products: number;
  requests: number;
  errors: number;
  /** Products found per search, on average: the searches find things. */
  meanFound: number;
  p50: number;
  p95: number;
  p99: number;
  searchPage: Result;
  productPage: Result;
};

const WORDS = [
  'mariniere',
  'sweat',
  'capuche',
  'bonnet',
  'echarpe',
  'polo',
  'gilet',
  'raye',
  'brode',
  'bio',
  'hoodie',
  'striped',
  'embroidered',
  'beanie',
  'scarf',
  'jumper',
  'organic',
  'cardigan',
];

/** The `n`-th search: a place and a word, a third with the place's second-to-last letter missing (a typo). */
function searchWords(n: number): string {
  const place = foldForSearch(BULK_PLACES[n % BULK_PLACES.length]!).split(/[^a-z]+/)[0]!;
  const word = WORDS[Math.floor(n / BULK_PLACES.length) % WORDS.length]!;
  const typed = n % 3 === 0 && place.length > 5 ? place.slice(0, -2) + place.slice(-1) : place;
  return n % 2 === 0 ? `${word} ${typed}` : `${typed} ${word}`;
}

/** Two shoppers searching at once on a running shop holding the bulk products, every search new. */
export async function measureSearches(shopUrl: string): Promise<Pick<SearchFigure, 'requests' | 'errors' | 'meanFound' | 'p50' | 'p95' | 'p99'>> {
  const timings: number[] = [];
  let errors = 0;
  let found = 0;
  let next = 0;
  const ask = async (words: string) => {
    const started = performance.now();
    const response = await fetch(`${shopUrl}/api/store/search?${new URLSearchParams({ q: words, lang: 'fr', limit: '16' })}`);
    const body = (await response.json()) as { total?: number };
    return { ms: performance.now() - started, ok: response.ok && typeof body.total === 'number', total: body.total ?? 0 };
  };
  // Warm-up (JIT, prepared statements, the indexes in memory) on searches of their own, not measured.
  for (const word of WORDS) await ask(`${word} warm`);
  const distinct = WORDS.length * BULK_PLACES.length;
  const deadline = performance.now() + DURATION_MS;
  const shopper = async () => {
    while (performance.now() < deadline && next < distinct) {
      const { ms, ok, total } = await ask(searchWords(next++));
      timings.push(ms);
      if (ok) found += total;
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
  return {
    requests: timings.length,
    errors,
    meanFound: timings.length ? found / timings.length : 0,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
  };
}

/** Starts the shop (demo data on a new database), stops it, adds the products, starts it again, measures. */
async function benchOn(engine: string, env: Record<string, string>, addProducts: () => Promise<void>, workDir: string): Promise<SearchFigure> {
  let shop: ShopProcess = await startShop(process.cwd(), env, workDir);
  const port = Number(new URL(shop.url).port);
  await shop.stop('SIGTERM');
  await addProducts();
  shop = await startShop(process.cwd(), env, workDir, port);
  try {
    const searches = await measureSearches(shop.url);
    const list = (await (await fetch(`${shop.url}/api/store/products?limit=1&lang=fr`)).json()) as { items: { id: number }[] };
    const searchPage = await measure(`search page (${engine})`, `${shop.url}/recherche?q=${encodeURIComponent('marinière paimpol')}&lang=fr`);
    const productPage = await measure(`product page (${engine})`, `${shop.url}/produit/${list.items[0]!.id}?lang=fr`);
    return { engine, products: SEARCH_PRODUCTS, ...searches, searchPage, productPage };
  } finally {
    await shop.stop('SIGTERM');
  }
}

export async function benchSearchPGlite(): Promise<SearchFigure> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-search-'));
  const dataDir = path.join(workDir, 'data');
  try {
    return await benchOn(
      'PGlite',
      { DATA_DIR: dataDir },
      async () => {
        const db = createPGlite(path.join(dataDir, 'pglite'));
        try {
          await db.exec(bulkProductsSql(SEARCH_PRODUCTS));
          await db.exec('vacuum analyze');
        } finally {
          await db.close();
        }
      },
      workDir,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export async function benchSearchPostgres(server: string): Promise<SearchFigure> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-search-pg-'));
  const database = scratchDatabaseName();
  await createDatabase(server, database);
  const url = databaseUrl(server, database);
  try {
    return await benchOn(
      'PostgreSQL',
      { DATABASE_URL: url, DATA_DIR: path.join(workDir, 'data') },
      async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(bulkProductsSql(SEARCH_PRODUCTS));
          await client.query('vacuum analyze');
        } finally {
          await client.end();
        }
      },
      workDir,
    );
  } finally {
    await dropDatabase(server, database);
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function printSearch(figures: SearchFigure[]): void {
  console.log(
    `\nSearch: ${SEARCH_PRODUCTS.toLocaleString('en')} products, ${SHOPPERS} shoppers for ${DURATION_MS / 1000} s, every search new (no cached answer); target p95 <= ${SEARCH_P95_TARGET_MS} ms, search page >= ${SEARCH_PAGE_RATIO_TARGET * 100} % of the product page`,
  );
  console.table(
    figures.map((f) => ({
      engine: f.engine,
      searches: f.requests,
      errors: f.errors,
      'found (mean)': Number(f.meanFound.toFixed(1)),
      'p50 ms': Number(f.p50.toFixed(1)),
      'p95 ms': Number(f.p95.toFixed(1)),
      'p99 ms': Number(f.p99.toFixed(1)),
      'search page req/s': Math.round(f.searchPage.rps),
      'product page req/s': Math.round(f.productPage.rps),
      'page ratio': `${((f.searchPage.rps / f.productPage.rps) * 100).toFixed(0)} %`,
    })),
  );
}

/** Alone: `node --import tsx scripts/bench/search.ts` (after `npm run build`). */
async function main() {
  const figures = [await benchSearchPGlite()];
  const server = await postgresServer();
  if (server) figures.push(await benchSearchPostgres(server));
  printSearch(figures);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
