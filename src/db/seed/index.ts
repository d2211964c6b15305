import { count, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { SETTING_KEYS } from '../../domain/settings';
import type { Database, DbOrTx, Transaction } from '../client';
import * as schema from '../schema';
import { productMedia, products, settings, staff } from '../schema';
import { generateMissingImages, type ImageJob } from './demo-images';
export { drawnImagesCacheOf } from './demo-images';
import { mediaFor } from './demo-plan';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_SITE_IMAGES } from './demo-settings';
import { insertEmptyShop } from './empty-shop';
import { insertDemoShop, type DemoCounts } from './insert-demo';

export type SeedOptions = {
  imagesDir: string;
  /** What an empty database receives (DEMO_DATA, ADR 26): the demo shop, or an empty shop; the demo unless told. */
  demo?: boolean;
  log?: Pick<FastifyBaseLogger, 'info'>;
  now?: Date;
  /** false skips drawing pictures (tests that only look at rows). */
  images?: boolean;
  /** Where pictures drawn before are kept for the next images folder (the built shop's `demo-images`). */
  imagesCacheDir?: string;
};

export type SeedSummary = DemoCounts & { imagesGenerated: number };

/** Serialises seeding between processes sharing one PostgreSQL database. */
const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('atelier-demo-seed'))`;

/**
 * A database is left alone as soon as it holds a product, a staff account or a setting: a shop
 * whose owner removed every product is still a real shop, and so is an empty shop started
 * before (its first start wrote its settings), not an empty database.
 */
async function isEmptyDatabase(db: DbOrTx): Promise<boolean> {
  // One after the other: in a transaction they share one connection, which runs one query at a time.
  for (const table of [products, staff, settings]) {
    const [found] = await db.select({ n: count() }).from(table);
    if (found!.n > 0) return false;
  }
  return true;
}

/** Filled by the migrations with the shop's fixed vocabulary (the search's category words), not shop data: a new seed keeps them. */
const VOCABULARY_TABLES: ReadonlySet<PgTable> = new Set([schema.categorySearchTerms]);

function allShopTables(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable) && !VOCABULARY_TABLES.has(value))
    .map((table) => `"${getTableName(table)}"`);
}

const DEMO_IMAGE_JOBS: Map<string, ImageJob> = new Map([
  ...DEMO_PRODUCTS.flatMap((p) => mediaFor(p)).map((m): [string, ImageJob] => [m.fileName, { type: 'product', ...m }]),
  ...Object.values(DEMO_SITE_IMAGES).map((s): [string, ImageJob] => [s.fileName, { type: 'site', ...s }]),
]);

/**
 * Draws every demo picture the database refers to and is missing from `imagesDir`: a database
 * seeded on another machine, or a wiped images folder, heals at the next start.
 */
async function ensureImages(db: DbOrTx, options: SeedOptions): Promise<number> {
  const imageKeys: string[] = [...SETTING_KEYS.images];
  const [mediaRows, settingRows] = await Promise.all([
    db.select({ fileName: productMedia.fileName }).from(productMedia),
    db.select({ fileName: settings.value }).from(settings).where(inArray(settings.key, imageKeys)),
  ]);
  const referenced = [...new Set([...mediaRows, ...settingRows].map((r) => r.fileName).filter(Boolean))];
  const jobs = referenced.flatMap((name) => DEMO_IMAGE_JOBS.get(name) ?? []);
  const started = Date.now();
  const generated = await generateMissingImages(options.imagesDir, jobs, { cacheDir: options.imagesCacheDir });
  if (generated > 0) options.log?.info({ generated, ms: Date.now() - started }, 'demo images generated');
  return generated;
}

/** One transaction under the seed lock: a crash, or a second process starting, never leaves half a shop. */
function underSeedLock<T>(db: Database, write: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    return write(tx);
  });
}

/**
 * Fills an empty database at the first start: with the demo shop, or (`demo: false`) with what
 * an empty shop needs to run. Then makes sure the demo pictures the database refers to exist.
 */
export async function ensureShopData(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const demo = options.demo !== false;
  // Checked outside the transaction first, so a normal start takes no lock.
  if (await isEmptyDatabase(db)) {
    const counts = await underSeedLock(db, async (tx) => {
      if (!(await isEmptyDatabase(tx))) return null;
      return demo ? insertDemoShop(tx, now) : insertEmptyShop(tx, now);
    });
    if (counts) options.log?.info(counts, demo ? 'empty database: demo shop seeded' : 'empty database: empty shop set up (DEMO_DATA=false)');
  }
  if (options.images !== false) await ensureImages(db, options);
}

/** Wipes every shop table and seeds the demo shop again (`npm run seed`, tests). */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const counts = await underSeedLock(db, async (tx) => {
    await tx.execute(sql.raw(`truncate table ${allShopTables().join(', ')} restart identity cascade`));
    // Order numbers come from a sequence of their own, which no table owns: a fresh shop starts them again.
    await tx.execute(sql.raw('alter sequence order_number_seq restart'));
    return insertDemoShop(tx, options.now ?? new Date());
  });
  const imagesGenerated = options.images === false ? 0 : await ensureImages(db, options);
  return { ...counts, imagesGenerated };
}
