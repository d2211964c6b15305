import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { claimDatabaseDir } from '../../src/db/data-dir-claim';
import { createPGlite } from '../../src/db/pglite';
import { bulkCustomersSql } from '../../src/db/seed/bulk-customers';
import { bulkOrdersSql } from '../../src/db/seed/bulk-orders';
import { BULK_PICTURE_SEPARATOR, BULK_REFERENCE_PREFIX, bulkProductsSql } from '../../src/db/seed/bulk-products';
import { ensureShopData } from '../../src/db/seed/index';
import { IMAGE_WIDTHS, widthFolder } from '../../src/domain/images';
import { SALES_FOLDS } from '../../src/server/features/admin-dashboard/sales-folding';

/**
 * The large seed (issue 25, ADR 46): a shop of real size for measuring, not the demo. Into a
 * database holding the demo shop (seeded here first when it is empty, as the shop's first start
 * does): 10,000 products of 2 to 4 colours in five sizes (UNI for accessories), about 100,000
 * variants, each colour with a picture borrowing a demo picture's files; 100,000 customers with
 * an address; 1,000,000 orders over two years, two in three a customer's, each with one to three
 * lines of those variants and its payment. Then `vacuum analyze`, as a database grown over time
 * has its statistics, and a checkpoint. The shop using the database must be stopped.
 *
 * Alone: `node --import tsx scripts/bench/large-seed.ts --data-dir DIR` (PGlite in DIR/pglite,
 * pictures in DIR/images) or `--database-url URL [--images-dir DIR]`; `--orders N` and
 * `--products N` write fewer.
 */
export const LARGE_PRODUCTS = 10_000;
export const LARGE_CUSTOMERS = 100_000;
export const LARGE_ORDERS = 1_000_000;
/** Orders per statement: a slice both engines write without holding a million rows in memory at once. */
const ORDERS_PER_STATEMENT = 100_000;

export type LargeSeedSize = { products: number; customers: number; orders: number };
export const LARGE_SEED: LargeSeedSize = { products: LARGE_PRODUCTS, customers: LARGE_CUSTOMERS, orders: LARGE_ORDERS };

/** Runs SQL text of one or several statements without parameters; answers the rows of the last. */
type RunSql = (text: string) => Promise<Record<string, unknown>[]>;
export type LargeSeedStep = { step: string; seconds: number };

async function timed(steps: LargeSeedStep[], step: string, work: () => Promise<unknown>, log: (line: string) => void) {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  steps.push({ step, seconds });
  log(`  ${step}: ${seconds.toFixed(1)} s`);
}

/**
 * Writes the large seed through `run` into a demo shop, and links each bulk picture's names in
 * `imagesDir` to the demo files it borrows (none when `imagesDir` is null: the pages then name
 * pictures the server does not have, which the API's figures do not notice).
 */
export async function writeLargeSeed(
  run: RunSql,
  imagesDir: string | null,
  size: LargeSeedSize = LARGE_SEED,
  log: (line: string) => void = console.log,
): Promise<LargeSeedStep[]> {
  const [{ n }] = (await run(`select count(*)::int as n from products where reference like '${BULK_REFERENCE_PREFIX}%'`)) as [{ n: number }];
  if (n > 0) throw new Error(`This database already holds the large seed's products (${n}): start again from a demo shop.`);
  const steps: LargeSeedStep[] = [];
  await timed(
    steps,
    `${size.products.toLocaleString('en')} products, their stock and pictures`,
    () => run(bulkProductsSql(size.products, { variedColours: true, pictures: true })),
    log,
  );
  if (imagesDir) await timed(steps, 'picture links', () => linkBulkPictures(run, imagesDir), log);
  const indexes = await secondaryIndexes(run);
  await timed(
    steps,
    `${indexes.length} indexes of the customers and orders set aside`,
    () => run(indexes.map((i) => `drop index ${i.name};`).join('\n')),
    log,
  );
  await timed(steps, `${size.customers.toLocaleString('en')} customers`, () => run(bulkCustomersSql(size.customers)), log);
  await timed(
    steps,
    `${size.orders.toLocaleString('en')} orders, their lines and payments`,
    async () => {
      for (let from = 0; from < size.orders; from += ORDERS_PER_STATEMENT) {
        const count = Math.min(ORDERS_PER_STATEMENT, size.orders - from);
        await run(bulkOrdersSql(count, '', { from, total: size.orders, bulkProductLines: true, customers: true, payments: true }));
      }
    },
    log,
  );
  await timed(steps, 'their sales folded into the summaries', () => run(SALES_FOLDS.join(';\n')), log);
  await timed(steps, 'their indexes built again', () => run(indexes.map((i) => `${i.definition};`).join('\n')), log);
  await timed(steps, 'vacuum analyze', () => run('vacuum analyze'), log);
  // The gigabytes just written are flushed now rather than by the checkpointer during the first
  // measures: a shop's database is not in the middle of writing its whole history out.
  await timed(steps, 'checkpoint', () => run('checkpoint'), log);
  return steps;
}

/**
 * The indexes of the tables the seed fills by the million that no constraint stands on: built
 * once over the written rows instead of row by row (the trigram indexes of the desks' searches
 * made each order cost milliseconds), then exactly as their definitions were.
 */
async function secondaryIndexes(run: RunSql): Promise<{ name: string; definition: string }[]> {
  return (await run(`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid in ('orders'::regclass, 'order_lines'::regclass, 'payments'::regclass, 'customers'::regclass, 'customer_addresses'::regclass)
      and not exists (select from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`)) as { name: string; definition: string }[];
}

/** Each bulk picture's served names, as links to the demo files it shows (relative: the folder can move). */
async function linkBulkPictures(run: RunSql, imagesDir: string): Promise<void> {
  const rows = (await run(`select file_name from product_media where file_name like 'bulk-%${BULK_PICTURE_SEPARATOR}%'`)) as { file_name: string }[];
  for (const width of IMAGE_WIDTHS) {
    const folder = path.join(imagesDir, widthFolder(width));
    mkdirSync(folder, { recursive: true });
    for (const { file_name } of rows) {
      try {
        symlinkSync(file_name.slice(file_name.indexOf(BULK_PICTURE_SEPARATOR) + BULK_PICTURE_SEPARATOR.length), path.join(folder, file_name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }
}

/** Migrates the database and seeds the demo shop when it is empty, as the shop's first start does (pictures are the shop's to draw). */
async function demoShop(options: { url: string } | { dataDir: string }, imagesDir: string): Promise<void> {
  const handle = await openDatabase('url' in options ? options : { dataDir: options.dataDir, openedBy: 'the large seed' });
  try {
    await ensureShopData(handle.db, { imagesDir, images: false });
  } finally {
    await handle.close();
  }
}

/** The large seed into a PGlite data directory (DATA_DIR's `pglite`, pictures in its `images`). */
export async function largeSeedPGlite(dataDir: string, size: LargeSeedSize = LARGE_SEED, log?: (line: string) => void): Promise<LargeSeedStep[]> {
  const imagesDir = path.join(dataDir, 'images');
  const databaseDir = path.join(dataDir, 'pglite');
  await demoShop({ dataDir: databaseDir }, imagesDir);
  const claim = claimDatabaseDir(databaseDir, 'the large seed');
  const db = createPGlite(databaseDir);
  try {
    return await writeLargeSeed(async (text) => (await db.exec(text)).at(-1)?.rows ?? [], imagesDir, size, log);
  } finally {
    await db.close();
    claim.release();
  }
}

/** The large seed into a PostgreSQL database; pictures linked in `imagesDir` when given. */
export async function largeSeedPostgres(
  url: string,
  imagesDir: string | null,
  size: LargeSeedSize = LARGE_SEED,
  log?: (line: string) => void,
): Promise<LargeSeedStep[]> {
  await demoShop({ url }, imagesDir ?? '');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await writeLargeSeed(
      async (text) => {
        // Several statements answer one result each; the last one's rows are what the caller reads.
        const results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return (Array.isArray(results) ? results.at(-1)! : results).rows as Record<string, unknown>[];
      },
      imagesDir,
      size,
      log,
    );
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'images-dir': { type: 'string' },
      orders: { type: 'string' },
      products: { type: 'string' },
    },
  });
  const size: LargeSeedSize = {
    products: Number(values.products ?? LARGE_PRODUCTS),
    customers: LARGE_CUSTOMERS,
    orders: Number(values.orders ?? LARGE_ORDERS),
  };
  const started = performance.now();
  if (values['database-url']) {
    console.log('Large seed on PostgreSQL:');
    await largeSeedPostgres(values['database-url'], values['images-dir'] ?? null, size);
  } else if (values['data-dir']) {
    console.log(`Large seed on PGlite in ${path.resolve(values['data-dir'], 'pglite')}:`);
    await largeSeedPGlite(values['data-dir'], size);
  } else {
    throw new Error('Usage: large-seed.ts --data-dir DIR | --database-url URL [--images-dir DIR] [--orders N] [--products N]');
  }
  console.log(`  in all: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
