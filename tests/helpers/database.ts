import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { createPGlite } from '../../src/db/pglite';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from './postgres';

/**
 * A fresh, migrated database for one test file, on the engine of the vitest project running
 * it (api-pglite or api-postgres); `close()` throws it away.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (!source) throw new Error('No test database was prepared: API tests run in the api-pglite or api-postgres vitest project.');

  if (source.engine === 'pglite') {
    const pglite = createPGlite(undefined, { loadDataDir: new Blob([await readFile(source.dumpFile)]) });
    // The dump is already migrated: openDatabase only checks the journal.
    return openDatabase({ pglite });
  }

  const name = scratchDatabaseName();
  await createDatabase(source.serverUrl, name, source.template);
  const handle = await openDatabase({ url: databaseUrl(source.serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(source.serverUrl, name);
    },
  };
}

type Queryable = { query: (...args: unknown[]) => unknown };
type Client = Queryable & {
  /** pg's pool: a transaction runs on a client it lends. */
  connect?: (...args: unknown[]) => Promise<unknown>;
  /** PGlite: a transaction runs on the object its callback receives. */
  transaction?: (run: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
};

/** A statement as the shop sent it: its SQL text and the values of its parameters. */
export type SentStatement = { text: string; values: unknown[] };

/** pg takes `query(text, values)`, `query({ text, values })` or (drizzle) `query({ text }, values)`; PGlite `query(text, values)`. */
function statementOf(args: unknown[]): SentStatement {
  const [first, second] = args;
  const values = Array.isArray(second) ? (second as unknown[]) : [];
  if (typeof first === 'string') return { text: first, values };
  const config = first as { text: string; values?: unknown[] };
  return { text: config.text, values: config.values ?? values };
}

/** Counts the SQL statements sent while `run` runs (see captureQueries). */
export async function countQueries(db: Database, run: () => Promise<unknown>): Promise<number> {
  return (await captureQueries(db, run)).length;
}

/** The SQL texts of the statements sent while `run` runs, in order (see captureQueries). */
export async function recordQueries(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  return (await captureQueries(db, run)).map((statement) => statement.text);
}

/**
 * The SQL statements sent while `run` runs, in order, whichever driver is underneath, inside
 * transactions too: both drizzle drivers send every statement through a `query` method, of
 * the database's client or, in a transaction, of the pooled client pg lends (PostgreSQL) or
 * of the transaction object PGlite hands its callback.
 */
export async function captureQueries(db: Database, run: () => Promise<unknown>): Promise<SentStatement[]> {
  const client = (db as unknown as { $client: Client }).$client;
  const sent: SentStatement[] = [];
  const restore: (() => void)[] = [];
  const replace = <K extends keyof Client>(target: Client, key: K, value: Client[K]) => {
    const own = Object.hasOwn(target, key);
    const original = target[key];
    target[key] = value;
    restore.push(() => {
      if (own) target[key] = original;
      else delete target[key];
    });
  };
  const seen = new WeakSet<Queryable>();
  const counted = (target: Queryable) => {
    // A pooled client lent twice during `run` is counted once per statement, not twice.
    if (seen.has(target)) return;
    seen.add(target);
    const original = target.query;
    replace(target, 'query', function (this: unknown, ...args: unknown[]) {
      sent.push(statementOf(args));
      return original.apply(this, args);
    });
  };
  const { connect, transaction } = client;
  // On PostgreSQL every statement runs on a client the pool lends: the pool's own `query`
  // borrows one through `connect` with a callback, drizzle's transactions through `connect`
  // answering a promise. Counting the lent clients (and not the pool's `query` as well) counts
  // each statement once, however often a client is lent.
  if (connect && client instanceof pg.Pool) {
    replace(client, 'connect', (...args: unknown[]) => {
      const [callback] = args;
      if (typeof callback === 'function') {
        return connect.call(client, (error: unknown, lent: Queryable, done: unknown) => {
          if (lent) counted(lent);
          callback(error, lent, done);
        });
      }
      return connect.apply(client, args).then((lent) => {
        counted(lent as Queryable);
        return lent;
      });
    });
  } else counted(client);
  // PGlite's transaction object answers `query` through a proxy (pglite-statements.ts): it is wrapped, not patched.
  if (transaction) {
    replace(client, 'transaction', (body) =>
      transaction.call(client, (tx) =>
        body(
          new Proxy(tx, {
            get(target, property) {
              const value = Reflect.get(target, property, target) as unknown;
              if (typeof value !== 'function') return value;
              if (property !== 'query') return value.bind(target);
              return (...args: unknown[]) => {
                sent.push(statementOf(args));
                return (value as Queryable['query']).apply(target, args);
              };
            },
          }),
        ),
      ),
    );
  }
  try {
    await run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return sent;
}
