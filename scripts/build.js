import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run build`, and the build `npm start` runs when the last one is missing or older than the
 * sources: the web app (React Router and Vite), its precompressed assets, then the server
 * compiled to JavaScript. Plain JavaScript, so deciding whether to build needs no TypeScript
 * loader.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const buildDir = () => path.resolve(root, process.env.BUILD_DIR ?? 'build');

/** Written last by a build that finished; a build that stopped half-way leaves none. */
const stampOf = (dir) => path.join(dir, '.built');

/** What a build is made from: a change to any of them makes the build stale. */
const INPUTS = [
  'src',
  'scripts/build.js',
  'scripts/build-server.ts',
  'scripts/precompress.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.client-chunks.ts',
  'react-router.config.ts',
];

function newestChange(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  // Tests are not part of the shop.
  for (const name of readdirSync(file)) if (!name.includes('.test.')) newest = Math.max(newest, newestChange(path.join(file, name)));
  return newest;
}

/** Whether the build in `dir` finished and is newer than every source. */
export function buildIsCurrent(dir = buildDir()) {
  const stamp = statSync(stampOf(dir), { throwIfNoEntry: false });
  if (!stamp) return false;
  return INPUTS.every((input) => newestChange(path.join(root, input)) <= stamp.mtimeMs);
}

/** `quiet`: the tools' output is shown only if they fail (the start prints what an operator needs, not a bundler's report). */
function run(command, args, quiet) {
  const result = spawnSync(command, args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit', env: process.env, maxBuffer: 64 * 1024 * 1024 });
  if (result.status === 0) return;
  if (quiet) process.stderr.write(Buffer.concat([result.stdout ?? Buffer.alloc(0), result.stderr ?? Buffer.alloc(0)]));
  throw new Error(`The build failed: ${[command, ...args].join(' ')} exited with ${result.status ?? result.signal}`);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function build(dir = buildDir(), { quiet = false } = {}) {
  mkdirSync(dir, { recursive: true });
  rmSync(stampOf(dir), { force: true });
  // The demo pictures the last build's shops drew (src/db/seed/demo-images.ts): the drawing code may have changed.
  rmSync(path.join(dir, 'demo-images'), { recursive: true, force: true });
  run(bin('react-router'), ['build'], quiet);
  run(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts'], quiet);
  run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], quiet);
  writeFileSync(stampOf(dir), new Date().toISOString());
}

/**
 * One build at a time per build folder: a second `npm start` in the same checkout waits for
 * the first one's build instead of deleting the files it is writing. A lock left by a process
 * that died is taken over.
 */
export async function withBuildLock(dir, work) {
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = lockHolder(lock);
      if (holder && !isAlive(holder)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The process holding the lock; 0 while it has not written its number yet (or just let go). */
function lockHolder(lock) {
  try {
    return Number(readFileSync(path.join(lock, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Builds if the build is missing or stale, saying so in a line; waits for a build another process is running. */
export async function ensureBuilt(dir = buildDir()) {
  if (buildIsCurrent(dir)) return;
  await withBuildLock(dir, () => {
    if (buildIsCurrent(dir)) return;
    const started = Date.now();
    console.log(`Building the shop in ${path.relative(root, dir) || '.'} (missing or older than the sources)…`);
    build(dir, { quiet: true });
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  });
}

// `node scripts/build.js`: always builds (`npm run build`); `--if-stale`: only when missing or stale (the tests).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) await ensureBuilt();
  else await withBuildLock(buildDir(), () => build());
  if (!existsSync(stampOf(buildDir()))) process.exit(1);
}
