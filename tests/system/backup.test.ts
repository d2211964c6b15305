import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createPGlite } from '../../src/db/pglite';
import { seedDemoData } from '../../src/db/seed';
import { compiledEntry } from '../../scripts/bench/processes';

/**
 * Issue 12's backups of the embedded shop, through the commands an owner runs: `npm run
 * backup` writes the database and DATA_DIR's files to one file, `npm run restore FILE` brings
 * them back into an empty DATA_DIR, and the demo shop comes back whole.
 */
let workDir = '';
let dataDir = '';

type Run = { code: number; output: string };

/** The command as `npm run backup|restore` runs it, with DATA_DIR (and more) in its environment. */
function command(args: string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _none, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [compiledEntry('backup'), ...args], { env: { ...inherited, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** Every file under `dir` but the database, with its SHA-256. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (relative.startsWith(`pglite${path.sep}`) || relative === 'pglite.pid') continue;
    files[relative] = createHash('sha256')
      .update(await readFile(path.join(dir, relative)))
      .digest('hex');
  }
  return files;
}

async function shopRows(dir: string) {
  const pglite = createPGlite(path.join(dir, 'pglite'));
  try {
    const count = async (table: string) => (await pglite.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    return {
      products: await count('products'),
      orders: await count('orders'),
      settings: await count('settings'),
      customers: await count('customers'),
      productNames: (await pglite.query<{ name: string }>('select name_fr as name from products order by id')).rows.map((row) => row.name),
      settingValues: (await pglite.query<{ key: string; value: string }>('select key, value from settings order by key')).rows,
    };
  } finally {
    await pglite.close();
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-backup-'));
  dataDir = path.join(workDir, 'shop');
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await seedDemoData(handle.db, { imagesDir: path.join(dataDir, 'images') });
  } finally {
    await handle.close();
  }
  // An issued invoice's PDF lives beside the pictures; an upload still arriving is not the shop's yet.
  await mkdir(path.join(dataDir, 'invoices', '2026'), { recursive: true });
  await writeFile(path.join(dataDir, 'invoices', '2026', 'F-2026-00001.pdf'), '%PDF-1.7 an issued invoice');
  await mkdir(path.join(dataDir, 'images', '.incoming'), { recursive: true });
  await writeFile(path.join(dataDir, 'images', '.incoming', 'half-uploaded.webp'), 'partial');
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  const backupFile = () => path.join(workDir, 'atelier.tar.gz');

  it('refuses to copy the database, or to restore over it, while a process has it open', async () => {
    // This test's own process stands for a running shop.
    await writeFile(path.join(dataDir, 'pglite.pid'), String(process.pid));
    try {
      const refused = await command(['backup', backupFile()], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`The embedded database is open by process ${process.pid}`);
      expect(existsSync(backupFile())).toBe(false);
      const restoreRefused = await command(['restore', backupFile()], { DATA_DIR: dataDir });
      expect(restoreRefused.code).toBe(1);
      expect(restoreRefused.output).toContain(
        `The embedded database is open by process ${process.pid}: stop it first; npm run restore will not open it`,
      );
    } finally {
      await rm(path.join(dataDir, 'pglite.pid'));
    }
  });

  it('brings the demo shop back whole into an empty directory: its rows and every file, byte for byte', async () => {
    const before = await shopRows(dataDir);
    const written = await command(['backup', backupFile()], { DATA_DIR: dataDir });
    const counted = `${before.products} products, ${before.orders} orders, ${before.customers} customers, ${before.settings} settings`;
    expect(written.output).toContain(counted);
    expect(written.code).toBe(0);

    const restoredDir = path.join(workDir, 'restored');
    const restored = await command(['restore', backupFile()], { DATA_DIR: restoredDir });
    expect(restored.output).toContain(counted);
    expect(restored.code).toBe(0);

    expect(before.products).toBeGreaterThan(0);
    expect(before.orders).toBeGreaterThan(0);
    expect(await shopRows(restoredDir)).toEqual(before);
    const originalFiles = await filesOf(dataDir);
    const { [path.join('images', '.incoming', 'half-uploaded.webp')]: incoming, ...kept } = originalFiles;
    expect(incoming).toBeDefined();
    expect(Object.keys(kept).length).toBeGreaterThan(100);
    expect(await filesOf(restoredDir)).toEqual(kept);
    // The shop opens it as it is: migrated, nothing to apply.
    await (await openDatabase({ dataDir: path.join(restoredDir, 'pglite') })).close();
  });

  it('restores into an empty directory only, and changes nothing when it refuses', async () => {
    const before = await filesOf(dataDir);
    const refused = await command(['restore', backupFile()], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR (${dataDir}) is not empty`);
    expect(await filesOf(dataDir)).toEqual(before);

    const notABackup = path.join(workDir, 'notes.tar.gz');
    await writeFile(notABackup, 'hello');
    const unreadable = await command(['restore', notABackup], { DATA_DIR: path.join(workDir, 'elsewhere') });
    expect(unreadable.code).toBe(1);
    expect(unreadable.output).toContain('cannot be read as a backup');
    expect(await readdir(path.join(workDir, 'elsewhere')).catch(() => [])).toEqual([]);
  });

  it('on PostgreSQL, says to use pg_dump and to keep DATA_DIR’s pictures and invoices', async () => {
    const advice = await command(['backup'], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://atelier@127.0.0.1:5432/atelier' });
    expect(advice.code).toBe(1);
    expect(advice.output).toContain('pg_dump --format=custom');
    expect(advice.output).toContain(`Also keep DATA_DIR (${dataDir}): the product and site pictures (images/)`);
  });
});
