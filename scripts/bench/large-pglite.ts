import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { largeSeedPGlite, LARGE_SEED } from './large-seed';

/**
 * The large seed on PGlite for the bench (ADR 49). Writing it takes about 4 minutes idle, up to
 * 20 under load, on this machine (the embedded database writes on one thread, and builds the
 * orders' indexes on it), so
 * it is written once and kept under `node_modules/.cache/atelier-bench/`, named by a fingerprint
 * of what shapes it: the migrations, the seed code and this size. A change to any of them writes
 * it again (and removes the older one). Each run buys from a copy, so the kept seed never holds
 * a run's orders nor a shop killed halfway.
 */
const CACHE_DIR = path.resolve('node_modules/.cache/atelier-bench');
const PREFIX = 'large-pglite-';
const SHAPED_BY = ['src/db/migrations', 'src/db/seed', 'scripts/bench/large-seed.ts'];

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function fingerprint(): string {
  const hash = createHash('sha256').update(JSON.stringify(LARGE_SEED));
  for (const file of SHAPED_BY.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export type LargePGliteCopy = { dataDir: string; dispose(): void };

/** A copy of the kept large seed on PGlite (a DATA_DIR), written first when missing; `dispose` removes the copy. */
export async function largePGliteCopy(log: (line: string) => void): Promise<LargePGliteCopy> {
  const kept = path.join(CACHE_DIR, PREFIX + fingerprint());
  if (existsSync(kept)) log(`large seed on PGlite: kept in ${path.relative(process.cwd(), kept)}`);
  else {
    mkdirSync(CACHE_DIR, { recursive: true });
    for (const old of readdirSync(CACHE_DIR).filter((name) => name.startsWith(PREFIX)))
      rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
    // Written beside its final name and renamed once whole: an interrupted write is never taken for a seed.
    const writing = `${kept}.writing`;
    const started = performance.now();
    await largeSeedPGlite(writing, LARGE_SEED, (line) => log(`large seed on PGlite, ${line.trim()}`));
    renameSync(writing, kept);
    log(`large seed on PGlite written in ${((performance.now() - started) / 1000).toFixed(0)} s, kept in ${path.relative(process.cwd(), kept)}`);
  }
  const started = performance.now();
  const copy = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-large-pglite-'));
  // The pictures' names are relative links to the demo's files: copied as links.
  cpSync(kept, copy, { recursive: true, verbatimSymlinks: true });
  log(`large seed on PGlite copied in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { dataDir: copy, dispose: () => rmSync(copy, { recursive: true, force: true }) };
}
