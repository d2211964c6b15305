import { readFile } from 'node:fs/promises';
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

/**
 * Counts the SQL statements sent while `run` runs, whichever driver is underneath (both
 * drizzle drivers send every statement through their client's `query`).
 */
export async function countQueries(db: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const ownMethod = Object.hasOwn(client, 'query');
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (ownMethod) client.query = original;
    else delete (client as Partial<Queryable>).query;
  }
  return count;
}
