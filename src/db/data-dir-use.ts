import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Which process has the embedded database open: PGlite is one process's database, and a copy
 * taken while a shop writes to it could miss what the shop has not flushed. The process that
 * opens it (the shop, `npm run seed`) writes its pid beside it (`DATA_DIR/pglite.pid`) and
 * removes it when it closes it; `npm run backup` and `npm run restore` refuse to run while
 * that process lives. A pid left by a process that was killed names nobody alive: ignored.
 */
const pidFileOf = (dataDir: string) => `${dataDir}.pid`;

/** Marks the database as open by this process; the function returned unmarks it. */
export function markInUse(dataDir: string): () => void {
  const file = pidFileOf(dataDir);
  writeFileSync(file, String(process.pid));
  return () => {
    // Another process may have taken it over since (after this one was thought gone): leave its mark.
    if (usedBy(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The live process that has the database open, if any. */
export function userOf(dataDir: string): number | null {
  const pid = usedBy(dataDir);
  if (pid === null || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: a process of another user lives with that pid; it may be the shop run as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

function usedBy(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(pidFileOf(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
