import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { migrationsFolder } from '../../src/db/client';
import { migrateEmbedded, migratePostgres } from '../../src/db/migrate';
import { createPGlite } from '../../src/db/pglite';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from './postgres';

/** An empty database for testing a migration on the data of a shop that existed before it. */
export type MigrationScratch = {
  query(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

/** An empty database on the engine of the project running the test file. */
export async function emptyDatabase(): Promise<MigrationScratch> {
  const source = inject('testDatabase');
  if (source?.engine === 'postgres') {
    const name = scratchDatabaseName();
    await createDatabase(source.serverUrl, name);
    const pool = new pg.Pool({ connectionString: databaseUrl(source.serverUrl, name), max: 2 });
    let closing = false;
    // pool.end() resolves before its connections have closed, and the drop below ends them from
    // the server's side: the pool then reports their error, which is no error once it closes.
    // Unhandled, it ended the whole test run as an uncaught exception.
    pool.on('error', (error) => {
      if (!closing) throw error;
    });
    return {
      query: async (text) => (await pool.query(text)).rows as Record<string, unknown>[],
      migrate: (folder) => migratePostgres(pool, folder),
      close: async () => {
        closing = true;
        await pool.end();
        await dropDatabase(source.serverUrl, name);
      },
    };
  }
  const pglite = createPGlite();
  return {
    // exec, not query: the fixtures are several statements.
    query: async (text) => ((await pglite.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[],
    migrate: (folder) => migrateEmbedded(pglite, folder),
    close: () => pglite.close(),
  };
}

/** A copy of the shop's migrations in `workDir`, up to the one before `migration` (its tag). */
export async function migrationsBefore(workDir: string, migration: string): Promise<string> {
  const folder = path.join(workDir, 'before');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === migration);
  expect(at).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}
