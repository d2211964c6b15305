import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop's storage (DATA_DIR: pictures, invoice PDFs) refusing writes, as the operating
 * system says it (ADR 32): `full` (ENOSPC, EDQUOT: no space or quota left) or `unwritable` (a
 * read-only file system, no permission, a file where a folder should be). Either is the
 * operator's to fix, never the visitor's fault nor a bug of the shop.
 */
export type StorageFailure = 'full' | 'unwritable';

const FULL = new Set(['ENOSPC', 'EDQUOT']);
/** Only from a file system call (the error names its path): EACCES or EPERM from elsewhere is something else. */
const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOTDIR']);

/** What a failure of the storage is, or null when `error` is not one. */
export function storageFailureOf(error: unknown): StorageFailure | null {
  const { code, path: file, syscall } = (error ?? {}) as { code?: unknown; path?: unknown; syscall?: unknown };
  if (typeof code !== 'string') return null;
  if (FULL.has(code)) return 'full';
  if (typeof file !== 'string') return null;
  // The shop makes its folders with `recursive`, which fails this way only when a file stands where the folder should be.
  return UNWRITABLE.has(code) || (code === 'EEXIST' && syscall === 'mkdir') ? 'unwritable' : null;
}

/** A file system that does not answer within this is as good as unwritable for a visitor. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Writes and removes a small file in each folder the shop writes to: null when all went well,
 * else what failed. A timeout counts as unwritable (a hung network file system).
 */
export async function probeStorage(folders: readonly string[]): Promise<StorageFailure | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<StorageFailure>((resolve) => {
    timer = setTimeout(() => resolve('unwritable'), PROBE_TIMEOUT_MS);
  });
  const probes = Promise.all(
    folders.map(async (folder) => {
      const file = path.join(folder, `.write-probe-${randomUUID()}`);
      try {
        await mkdir(folder, { recursive: true });
        await writeFile(file, 'Atelier checks that it can write here.\n');
        return null;
      } catch (error) {
        return storageFailureOf(error) ?? 'unwritable';
      } finally {
        await rm(file, { force: true }).catch(() => undefined);
      }
    }),
  ).then((failures) => failures.find((failure) => failure !== null) ?? null);
  try {
    return await Promise.race([probes, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
