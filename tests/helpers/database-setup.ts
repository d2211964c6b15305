import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { createPGlite } from '../../src/db/pglite';
import { createDatabase, databaseUrl, dropDatabase, dropStaleScratchDatabases, scratchDatabaseName } from './postgres';

/**
 * Global setup of the API projects: migrates ONE database per run, which every test file then
 * copies (tests/helpers/database.ts). Migrating per file would cost seconds each on PGlite.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  return project.getProvidedContext().databaseEngine === 'postgres' ? preparePostgres(project) : preparePglite(project);
}

async function preparePglite(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-pglite-'));
  const pglite = createPGlite();
  const handle = await openDatabase({ pglite });
  // Uncompressed: loading a gzipped dump takes more than twice as long.
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dumpFile = path.join(dir, 'migrated.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { engine: 'pglite', dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}

async function preparePostgres(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The api-postgres project needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  await dropStaleScratchDatabases(serverUrl);
  const template = scratchDatabaseName();
  await createDatabase(serverUrl, template);
  // The pool must be closed before copying: PostgreSQL refuses a template that has connections.
  const handle = await openDatabase({ url: databaseUrl(serverUrl, template) });
  await handle.close();
  project.provide('testDatabase', { engine: 'postgres', serverUrl, template });
  return () => dropDatabase(serverUrl, template);
}
