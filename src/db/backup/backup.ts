import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar';
import { claimDatabaseDir, type DataDirClaim } from '../data-dir-claim';
import { createPGlite } from '../pglite';
import {
  BACKUP_FORMAT,
  BackupError,
  countShop,
  DATABASE_DIR,
  DATABASE_ENTRY,
  FILES_ENTRY,
  MANIFEST_ENTRY,
  isFileToBackUp,
  type ShopCounts,
} from './layout';

export type BackupSummary = ShopCounts & { files: number; bytes: number };

/**
 * Writes a backup of the embedded shop under `dataDir` to `file` (which must not exist yet):
 * the database as PGlite dumps it, opened by this process alone so that nothing is half
 * written, and every other file of DATA_DIR (uploads still arriving in `images/.incoming` left
 * out). Refuses while the shop or another command has the database open (data-dir-claim.ts).
 */
export async function writeBackup(dataDir: string, file: string): Promise<BackupSummary> {
  const databaseDir = path.join(dataDir, DATABASE_DIR);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${databaseDir} (DATA_DIR=${dataDir}): nothing to back up.`);
  }
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another file name, nothing was written.`);

  const staging = await mkdtemp(path.join(tmpdir(), 'atelier-backup-'));
  let claim: DataDirClaim | undefined;
  try {
    // The database is this command's alone while it copies it: refused while the shop (or another command) has it.
    claim = claimDatabaseDir(databaseDir, 'npm run backup');
    const pglite = createPGlite(databaseDir);
    let counts: ShopCounts;
    let dump: Blob;
    try {
      counts = await countShop(pglite);
      dump = await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
    await writeFile(path.join(staging, DATABASE_ENTRY), Buffer.from(await dump.arrayBuffer()));
    await writeFile(path.join(staging, MANIFEST_ENTRY), JSON.stringify({ ...BACKUP_FORMAT, createdAt: new Date().toISOString(), counts }, null, 2));

    const target = path.resolve(file);
    const entries = (await readdir(dataDir)).filter((name) => isFileToBackUp(name) && path.join(path.resolve(dataDir), name) !== target);
    let files = 0;
    const plain = path.join(staging, 'backup.tar');
    await tar.c({ file: plain, cwd: staging }, [MANIFEST_ENTRY, DATABASE_ENTRY]);
    if (entries.length > 0) {
      await tar.r(
        {
          file: plain,
          cwd: dataDir,
          prefix: FILES_ENTRY,
          filter: (entry, info) => {
            if (entry.split(/[\\/]/).includes('.incoming')) return false;
            if ('isFile' in info && info.isFile()) files += 1;
            return path.resolve(dataDir, entry) !== target;
          },
        },
        entries,
      );
    }
    await pipeline(createReadStream(plain), createGzip(), createWriteStream(file, { flags: 'wx' }));
    return { ...counts, files, bytes: (await stat(file)).size };
  } finally {
    claim?.release();
    await rm(staging, { recursive: true, force: true });
  }
}
