import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { claimDatabaseDir } from './data-dir-claim';
import { migrateEmbedded, migratePostgres } from './migrate';
import { namingClientClass } from './named-statements';
import { inThreadEngine, type EmbeddedEngine } from './embedded-engine';
import * as schema from './schema';
import { asPGlite, codecsOf, EmbeddedClient } from './pglite-statements';
import { pgliteThreadEngine } from './pglite-thread-engine';
import { shopQueryLogger } from './query-logger';

type Schema = typeof schema;
/** One type for both drivers: the code above the client never knows which engine it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a caller can run several of them in one transaction. */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The server's URL, on PostgreSQL (the change feed listens there, ADR 16). */
  url?: string;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = (
  | /** A PostgreSQL server. */
    { url: string }
    /**
     * Embedded PGlite, on a thread of its own; `dataDir` undefined means in memory. A data
     * directory is claimed for this process first (data-dir-claim.ts), `openedBy` naming it to
     * whoever is refused meanwhile. `pglite`: one the caller made (tests' clones), used on the
     * caller's thread.
     */
  | { dataDir?: string; pglite?: PGlite; openedBy?: string }
) & {
  /** The shop's own migrations unless a test brings others (a broken one). */
  migrationsFolder?: string;
};

/**
 * The database the environment names: PostgreSQL at DATABASE_URL, else PGlite in
 * DATA_DIR/pglite, claimed for `openedBy` (the shop, a command).
 */
export function configuredDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }, openedBy: string): DatabaseOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR, 'pglite'), openedBy };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, Client: namingClientClass() });
    let closing = false;
    // An idle connection the server ends (restart, failover) must not crash the process: the
    // pool replaces it on the next query. Once we close, the server ending them is expected.
    pool.on('error', (error) => {
      if (!closing) console.error(`database connection lost: ${error.message}`);
    });
    try {
      await migratePostgres(pool, folder);
    } catch (error) {
      closing = true;
      await pool.end();
      throw error;
    }
    const db = drizzleNodePg(pool, { schema, logger: shopQueryLogger }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      close: async () => {
        closing = true;
        await pool.end();
      },
    };
  }
  let release = () => {};
  let engine: EmbeddedEngine;
  if (options.pglite) engine = inThreadEngine(options.pglite);
  else {
    // PGlite does not create the parent folders of its data directory.
    if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
    // Before PGlite touches it: refused while another process has it open.
    if (options.dataDir) release = claimDatabaseDir(options.dataDir, options.openedBy ?? 'this program').release;
    try {
      engine = await pgliteThreadEngine(options.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  }
  let client: EmbeddedClient;
  try {
    // Migrations run their statements once each; the shop's queries then go through the statement cache.
    await migrateEmbedded(asPGlite(new EmbeddedClient(engine, await codecsOf(engine), { keepStatements: false })), folder);
    client = new EmbeddedClient(engine, await codecsOf(engine));
  } catch (error) {
    if (!options.pglite) await engine.close().catch(() => {});
    release();
    throw error;
  }
  const db = drizzlePglite(asPGlite(client), { schema, logger: shopQueryLogger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** The connection pool under `db` when it talks to a PostgreSQL server (its use is a metric); null on PGlite. */
export function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}
