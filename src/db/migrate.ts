import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

/**
 * Migrations are drizzle-kit's SQL files, applied at start-up by drizzle's migrator, which runs
 * every pending file in ONE transaction: a failing statement leaves the database as it was,
 * earlier pending files included (ADR 24).
 */
type Journal = { entries: { idx: number; when: number; tag: string }[] };

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/**
 * What the database must have applied for this code to run: the `created_at` drizzle records
 * for the newest migration of the folder (its journal's `when`).
 */
export function newestMigration(folder: string): { tag: string; when: number } {
  const entries = readJournal(folder).entries;
  const newest = entries[entries.length - 1];
  if (!newest) throw new Error(`No migration in ${folder}`);
  return { tag: newest.tag, when: newest.when };
}

/** Any fixed number, distinct from the shop's other advisory locks: the key instances migrate under. */
const MIGRATION_LOCK_KEY = 7_311_024;

/**
 * On a PostgreSQL server several instances may start at once: the first to take the advisory
 * lock applies the migrations, the others wait for it, then find nothing left to apply. The
 * lock is held by one connection for the whole run (drizzle's bookkeeping table is created
 * outside its transaction, so two instances must not even start together); if that connection
 * breaks, the server releases the lock.
 */
export async function migratePostgres(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await explainFailure(folder, () => migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder }));
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    // The connection is closed rather than returned: its lock goes with it.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** The embedded database has one process: nobody to wait for. */
export async function migrateEmbedded(client: PGlite, folder: string): Promise<void> {
  await explainFailure(folder, () => migratePglite(drizzlePglite(client), { migrationsFolder: folder }));
}

/**
 * A failed migration stops the start: the message names the file and the database's reason,
 * and says that nothing was applied (the transaction was rolled back).
 */
async function explainFailure(folder: string, migrate: () => Promise<void>): Promise<void> {
  try {
    await migrate();
  } catch (error) {
    const { query, cause } = error as { query?: unknown; cause?: unknown };
    const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    const file = typeof query === 'string' ? migrationHolding(folder, query) : undefined;
    throw new Error(
      `Database migration ${file ? `${file}.sql ` : ''}failed: ${reason}. No migration was applied: the database is as it was. ` +
        'Fix the migration or the database, then start again.',
      { cause: error },
    );
  }
}

/** The migration file one of whose statements is `query`. */
function migrationHolding(folder: string, query: string): string | undefined {
  const statement = query.trim();
  return readJournal(folder).entries.find(({ tag }) =>
    readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .some((part) => part.trim() === statement),
  )?.tag;
}
