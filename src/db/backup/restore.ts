import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { claimDatabaseDir, DataDirInUse, holderOf, isClaimFile } from '../data-dir-claim';
import { createPGlite } from '../pglite';
import { BACKUP_FORMAT, BackupError, countShop, DATABASE_DIR, DATABASE_ENTRY, FILES_ENTRY, MANIFEST_ENTRY, type ShopCounts } from './layout';

export type RestoreSummary = ShopCounts & { createdAt: string; files: number };

async function entriesOf(dir: string): Promise<string[]> {
  return existsSync(dir) ? readdir(dir) : [];
}

/**
 * Brings a backup made by `writeBackup` back into `dataDir`, which must be empty or absent:
 * a restore never overwrites a shop. The database is loaded by PGlite from its own dump, and
 * counted once open; it is claimed for this command meanwhile, so no shop starts on it half
 * restored. If anything fails, what was written into `dataDir` is removed again.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreSummary> {
  const databaseDir = path.join(dataDir, DATABASE_DIR);
  // A running shop's DATA_DIR is not empty either; this says which process to stop.
  const holder = holderOf(databaseDir);
  if (holder) throw new DataDirInUse(holder, databaseDir, 'npm run restore');
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  if ((await entriesOf(dataDir)).length > 0) {
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty: a backup is restored into an empty directory only, so that nothing is overwritten. ` +
        'Move the current data away, or set DATA_DIR to a new directory, then restore again.',
    );
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'atelier-restore-'));
  try {
    try {
      await tar.x({ file, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(`${file} cannot be read as a backup (a gzipped tar): ${(error as Error).message}`);
    }
    const manifest: { format?: string; version?: number; createdAt?: string } = existsSync(path.join(staging, MANIFEST_ENTRY))
      ? JSON.parse(await readFile(path.join(staging, MANIFEST_ENTRY), 'utf8'))
      : {};
    if (manifest.format !== BACKUP_FORMAT.format || manifest.version !== BACKUP_FORMAT.version || !existsSync(path.join(staging, DATABASE_ENTRY))) {
      throw new BackupError(`${file} is not a backup made by npm run backup (format ${BACKUP_FORMAT.format} ${BACKUP_FORMAT.version}).`);
    }

    await mkdir(dataDir, { recursive: true });
    // Refused if a shop started on the empty DATA_DIR since: it is that shop's now.
    const claim = claimDatabaseDir(databaseDir, 'npm run restore');
    try {
      const files = path.join(staging, FILES_ENTRY);
      if (existsSync(files)) await cp(files, dataDir, { recursive: true });
      const dump = new Blob([await readFile(path.join(staging, DATABASE_ENTRY))]);
      const pglite = createPGlite(databaseDir, { loadDataDir: dump });
      try {
        const counts = await countShop(pglite);
        return { ...counts, createdAt: manifest.createdAt ?? 'at an unknown date', files: await countFiles(dataDir) };
      } finally {
        await pglite.close();
      }
    } catch (error) {
      // The directory was empty: leave it so (but for the claim, released below), ready for another try.
      for (const entry of await entriesOf(dataDir)) {
        if (!isClaimFile(entry, DATABASE_DIR)) await rm(path.join(dataDir, entry), { recursive: true, force: true });
      }
      throw error;
    } finally {
      claim.release();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The files restored beside the database (the claim on it is not one of them). */
async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => {
    const top = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep)[0]!;
    return entry.isFile() && top !== DATABASE_DIR && !isClaimFile(top, DATABASE_DIR);
  }).length;
}
