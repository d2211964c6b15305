import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../src/db/client';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../helpers/postgres';
import { startShop, type ShopProcess } from '../helpers/shop-process';

/**
 * Issue 12: migrations when several instances share one PostgreSQL database (ADR 24). Applied
 * once, by whichever instance takes the advisory lock first, while the others wait; a failing
 * migration stops the start with a message naming it, and leaves the database as it was.
 */
const serverUrl = process.env.TEST_DATABASE_URL!;
const databases: string[] = [];
let workDir = '';

async function scratchDatabase(): Promise<string> {
  const name = scratchDatabaseName();
  databases.push(name);
  await createDatabase(serverUrl, name);
  return databaseUrl(serverUrl, name);
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

type Journal = { entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[] };
const journalOf = async (folder: string) => JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/**
 * A copy of the shop's migrations, the first `keep` of them, followed by a migration whose
 * first statement works and whose second fails, as a mistaken upgrade would.
 */
async function brokenFolder(keep: number): Promise<string> {
  const folder = await mkdtemp(path.join(workDir, 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = await journalOf(folder);
  const kept = journal.entries.slice(0, keep);
  const tag = `${String(keep).padStart(4, '0')}_broken_for_tests`;
  kept.push({ ...journal.entries[0]!, idx: keep, when: journal.entries.at(-1)!.when + 1_000, tag });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  await writeFile(
    path.join(folder, `${tag}.sql`),
    'CREATE TABLE "half_done" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;',
  );
  return folder;
}

const publicTables = async (url: string) =>
  (await query<{ tablename: string }>(url, "select tablename from pg_tables where schemaname = 'public' order by tablename")).map(
    (row) => row.tablename,
  );
const appliedMigrations = async (url: string) =>
  (await query<{ n: number }>(url, 'select count(*)::int as n from drizzle.__drizzle_migrations'))[0]!.n;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-migrations-'));
});

afterAll(async () => {
  for (const name of databases) await dropDatabase(serverUrl, name);
  await rm(workDir, { recursive: true, force: true });
});

describe('three instances starting at once on an empty database', () => {
  let shops: ShopProcess[] = [];
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
  });

  it('apply the migrations once, and all three serve', async () => {
    const url = await scratchDatabase();
    const env = { DATABASE_URL: url, DATA_DIR: path.join(workDir, 'shared-data'), RENDER_THREADS: '1' };
    const started = await Promise.allSettled([0, 1, 2].map(() => startShop(process.cwd(), env, workDir)));
    shops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(
      started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : [])),
      'every instance started',
    ).toEqual([]);

    const journal = await journalOf(migrationsFolder);
    const applied = await query<{ created_at: string }>(url, 'select created_at::text from drizzle.__drizzle_migrations order by id');
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    for (const shop of shops) {
      const ready = await fetch(`${shop.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
  });
});

describe('three databases opened at the same moment', () => {
  it('migrate once: without the lock, two of them fail creating what the first created', async () => {
    // Processes start seconds apart; here the three race within a millisecond, every time.
    for (let round = 0; round < 3; round++) {
      const url = await scratchDatabase();
      const opened = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ url })));
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
      expect(opened.map((result) => (result.status === 'fulfilled' ? 'opened' : String(result.reason)))).toEqual(['opened', 'opened', 'opened']);
      expect(await appliedMigrations(url)).toBe((await journalOf(migrationsFolder)).entries.length);
    }
  });
});

describe('a migration that fails', () => {
  it('on an empty database: stops the start naming the migration, and leaves no table behind', async () => {
    const url = await scratchDatabase();
    const folder = await brokenFolder(1);
    await expect(openDatabase({ url, migrationsFolder: folder })).rejects.toThrow(
      /^Database migration 0001_broken_for_tests\.sql failed: relation "no_such_table" does not exist\. No migration was applied: the database is as it was\./,
    );
    // The first migration, applied in the same transaction, is gone with it.
    expect(await publicTables(url)).toEqual([]);
    expect(await appliedMigrations(url)).toBe(0);
  });

  it('at an upgrade: stops the start, the database keeps its tables and migrations, none added', async () => {
    const url = await scratchDatabase();
    const journal = await journalOf(migrationsFolder);
    await (await openDatabase({ url })).close();
    const tables = await publicTables(url);
    expect(tables).toContain('orders');

    const folder = await brokenFolder(journal.entries.length);
    await expect(openDatabase({ url, migrationsFolder: folder })).rejects.toThrow(
      /broken_for_tests\.sql failed: relation "no_such_table" does not exist/,
    );
    expect(await publicTables(url)).toEqual(tables);
    expect(await appliedMigrations(url)).toBe(journal.entries.length);
    // The instance that tried released its lock: the next start migrates at once.
    await (await openDatabase({ url })).close();
  });
});
