import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Scratch databases on a shared PostgreSQL server. Names carry their creation time so a run
 * that crashed before its teardown can be cleaned up by a later one without touching the
 * databases of a run still in progress.
 */
const SCRATCH_PREFIX = 'atelier_scratch_';
const STALE_AFTER_MS = 6 * 3_600_000;

export function scratchDatabaseName(): string {
  return `${SCRATCH_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}`;
}

/** The server URL with its database replaced. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot reach the PostgreSQL server at TEST_DATABASE_URL (${serverUrl}): ${(error as Error).message}`);
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`));
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}

export async function dropStaleScratchDatabases(serverUrl: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [SCRATCH_PREFIX]);
    for (const { datname } of rows) {
      const createdAt = Number(datname.slice(SCRATCH_PREFIX.length).split('_')[0]);
      if (Date.now() - createdAt > STALE_AFTER_MS) await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
    }
  });
}
