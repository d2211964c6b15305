import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtShopEnv, compiledEntry, freePort, startProcess } from './processes';
import { loadAverage } from './report';

/**
 * The bench's start-up figure (issue 22, ADR 33): the compiled server (`node build/app/main.js`,
 * as `npm start` runs it) against the way the shop ran before it (`node --import tsx
 * src/server/main.ts`, which transpiles the sources at every start, in the main thread and in
 * each render thread), in the same run, from the same build, with the bench's usual environment
 * (PGlite, the demo shop, the test payment provider, warnings only).
 *
 * - cold: a fresh DATA_DIR, so the start also seeds the demo shop and draws its pictures, and an
 *   empty TMPDIR, so tsx finds no code it transpiled before (spawnShop); once each;
 * - warm: the same DATA_DIR and TMPDIR started again after a clean stop (SIGTERM); 3 times each,
 *   the two ways taking turns, the median kept;
 * - for each start: the ms from the spawn to the first answer of `/healthz` and to the first 200
 *   of `/` (both asked every 50 ms; `/` answers 503 "starting" until the render threads and the
 *   shop data are ready), and the resident memory (VmRSS, every thread included) at that first
 *   page and after 200 page requests (home, a list, product pages, 4 at a time);
 * - whether the compiled process runs with any Node option or TypeScript loader, from its
 *   command line, its NODE_OPTIONS and its child processes (tsx runs an esbuild process beside node).
 *
 * Eight starts in all, the cold ones taking most of the time (the total is printed). Every row is
 * printed as soon as it is measured, with the 1-minute load average at its spawn and at its end:
 * on a shared machine the figures move with it. Alone, after `npm run build` (or `node scripts/build.js --if-stale`):
 * `node --import tsx scripts/bench/start-up.ts`; `npm run bench` runs it after its other figures.
 */
export const WARM_STARTS = 3;
const PAGE_REQUESTS = 200;
const PAGE_CONCURRENCY = 4;
const POLL_MS = 50;
/** The shop's own deadline (STARTUP_TIMEOUT_SECONDS) is 300 s: the bench waits a little longer. */
const START_TIMEOUT_MS = 330_000;
const STOP_TIMEOUT_MS = 60_000;

export type Way = 'compiled' | 'tsx';
export type StartKind = 'cold' | 'warm';

export type StartRow = {
  way: Way;
  start: StartKind;
  healthzMs: number;
  pageMs: number;
  /** MB of the shop's process (all its threads). */
  rssAtFirstPageMb: number;
  rssAfterPagesMb: number;
  /** MB of the processes the shop's process started (esbuild's, under tsx), after the pages. */
  childProcessesMb: number;
  childProcesses: string[];
  /** The 1-minute load average at the spawn and once the row was measured. */
  loadAtSpawn: number;
  loadAtEnd: number;
};

export type LoaderCheck = { commandLine: string; nodeOptions: string; childProcesses: string[]; withoutTsx: boolean };

export type StartUpFigure = { rows: StartRow[]; compiledLoader: LoaderCheck; seconds: number };

const load1 = () => os.loadavg()[0]!;
const mb = (kb: number) => kb / 1024;

/** A /proc file of `pid`, or '' when the process is gone. */
function procFile(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** VmRSS of `pid` in kB: every thread of a process shares its memory, so the render threads are counted. */
export function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(procFile(pid, 'status'));
  return match ? Number(match[1]) : 0;
}

/** The processes `pid` started, and theirs, from /proc/<pid>/task/<tid>/children. */
function descendants(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = tasks.flatMap((tid) => procFile(pid, `task/${tid}/children`).split(' ').filter(Boolean).map(Number));
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const commandLineOf = (pid: number) => procFile(pid, 'cmdline').split('\0').filter(Boolean);

function loaderCheck(pid: number): LoaderCheck {
  const argv = commandLineOf(pid);
  const nodeOptions = (
    procFile(pid, 'environ')
      .split('\0')
      .find((entry) => entry.startsWith('NODE_OPTIONS=')) ?? ''
  ).slice('NODE_OPTIONS='.length);
  const childProcesses = descendants(pid).map((child) => commandLineOf(child).join(' '));
  // The compiled server is `node <script>`: anything between node and the script is an option (process.execArgv).
  const execArgv = argv.slice(1, -1);
  const withoutTsx = execArgv.length === 0 && !/tsx/.test(argv.join(' ') + nodeOptions + childProcesses.join(' '));
  return { commandLine: argv.join(' '), nodeOptions, childProcesses, withoutTsx };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A timer that does not keep the bench alive once the rest is done. */
const timeout = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The status of one GET, or null when nothing answered (not listening yet). */
async function statusOf(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** The ms from `spawnedAt` to the first answer of /healthz and to the first 200 of /, asking both every 50 ms. */
async function timeToFirstPage(shopUrl: string, child: ChildProcess, spawnedAt: number): Promise<{ healthzMs: number; pageMs: number }> {
  const first: { healthzMs?: number; pageMs?: number } = {};
  const deadline = spawnedAt + START_TIMEOUT_MS;
  while (first.healthzMs === undefined || first.pageMs === undefined) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The shop exited (${child.exitCode ?? child.signalCode}) before its first page`);
    if (performance.now() > deadline) throw new Error(`The shop served no page within ${START_TIMEOUT_MS / 1000} s`);
    const tick = performance.now();
    await Promise.all([
      first.healthzMs === undefined &&
        statusOf(`${shopUrl}/healthz`).then((status) => {
          if (status !== null) first.healthzMs = performance.now() - spawnedAt;
        }),
      first.pageMs === undefined &&
        statusOf(`${shopUrl}/`).then((status) => {
          if (status === 200) first.pageMs = performance.now() - spawnedAt;
        }),
    ]);
    await sleep(Math.max(0, POLL_MS - (performance.now() - tick)));
  }
  return { healthzMs: first.healthzMs, pageMs: first.pageMs };
}

/** 200 page requests, 4 at a time: the home page, the T-shirts list and product pages in turn. */
async function requestPages(shopUrl: string): Promise<void> {
  const list = (await (await fetch(`${shopUrl}/api/store/products?limit=20`)).json()) as { items: { id: number }[] };
  const products = list.items.map((item) => `${shopUrl}/produit/${item.id}`);
  if (products.length === 0) throw new Error('The demo catalogue is empty: no product page to ask for');
  const urls = Array.from({ length: PAGE_REQUESTS }, (_, i) => [`${shopUrl}/`, `${shopUrl}/t-shirts`, products[i % products.length]!][i % 3]!);
  let next = 0;
  await Promise.all(
    Array.from({ length: PAGE_CONCURRENCY }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      }
    }),
  );
}

/** A clean stop (SIGTERM), so that the next start on the same DATA_DIR is a warm one, not a recovery. */
async function stopCleanly(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), timeout(STOP_TIMEOUT_MS).then(() => false)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`The shop did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
    }
  }
  if (child.exitCode !== 0) throw new Error(`The shop's stop was not clean: it exited with ${child.exitCode ?? child.signalCode}`);
}

/**
 * Each way has a folder of its own holding its DATA_DIR and its TMPDIR: tsx keeps the code it
 * transpiled in TMPDIR/tsx-<uid>, so the cold start finds that cache empty, as on a fresh
 * machine, and the warm ones find it filled, as on a server that ran the shop before.
 */
function spawnShop(way: Way, port: number, folder: string): ChildProcess {
  const entry = way === 'compiled' ? compiledEntry('main') : path.resolve('src/server/main.ts');
  return startProcess(entry, { ...builtShopEnv(port, path.join(folder, 'data')), TMPDIR: path.join(folder, 'tmp') });
}

/** One start of `way` on its folder's DATA_DIR, measured, then stopped cleanly; `onLoader` sees the running process. */
async function measureStart(way: Way, start: StartKind, folder: string, onLoader?: (check: LoaderCheck) => void): Promise<StartRow> {
  const port = await freePort();
  const shopUrl = `http://127.0.0.1:${port}`;
  const loadAtSpawn = load1();
  const spawnedAt = performance.now();
  const child = spawnShop(way, port, folder);
  try {
    const { healthzMs, pageMs } = await timeToFirstPage(shopUrl, child, spawnedAt);
    const rssAtFirstPage = rssKb(child.pid!);
    onLoader?.(loaderCheck(child.pid!));
    await requestPages(shopUrl);
    const rssAfterPages = rssKb(child.pid!);
    const others = descendants(child.pid!);
    return {
      way,
      start,
      healthzMs,
      pageMs,
      rssAtFirstPageMb: mb(rssAtFirstPage),
      rssAfterPagesMb: mb(rssAfterPages),
      childProcessesMb: mb(others.reduce((sum, pid) => sum + rssKb(pid), 0)),
      childProcesses: others.map((pid) => procFile(pid, 'comm').trim()),
      loadAtSpawn,
      loadAtEnd: load1(),
    };
  } finally {
    await stopCleanly(child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const loadRange = (rows: StartRow[]) => {
  const loads = rows.flatMap((row) => [row.loadAtSpawn, row.loadAtEnd]);
  const low = Math.min(...loads).toFixed(2);
  const high = Math.max(...loads).toFixed(2);
  return low === high ? low : `${low}-${high}`;
};

/** One row as soon as it is measured. */
export function startRowLine(row: StartRow): string {
  const others = row.childProcesses.length ? ` (+ ${row.childProcessesMb.toFixed(0)} MB in ${row.childProcesses.join(', ')})` : '';
  return (
    `start-up ${row.way.padEnd(8)} ${row.start}: /healthz ${row.healthzMs.toFixed(0)} ms, first page ${row.pageMs.toFixed(0)} ms, ` +
    `RSS ${row.rssAtFirstPageMb.toFixed(0)} MB at the first page, ${row.rssAfterPagesMb.toFixed(0)} MB after ${PAGE_REQUESTS} pages${others} ` +
    `[load ${row.loadAtSpawn.toFixed(2)} -> ${row.loadAtEnd.toFixed(2)}]`
  );
}

/** The cold start and the median of the warm ones, each way: compiled vs tsx. */
export function startUpTable(figure: StartUpFigure) {
  return (['cold', 'warm'] as const).flatMap((start) =>
    (['compiled', 'tsx'] as const).map((way) => {
      const rows = figure.rows.filter((row) => row.way === way && row.start === start);
      const of = (pick: (row: StartRow) => number) => Math.round(median(rows.map(pick)));
      return {
        server: way === 'compiled' ? 'node build/app/main.js' : 'node --import tsx src/server/main.ts',
        start: start === 'cold' ? 'cold (seeds the demo)' : `warm (median of ${rows.length})`,
        'ms to /healthz': of((row) => row.healthzMs),
        'ms to first page': of((row) => row.pageMs),
        'RSS MB, first page': of((row) => row.rssAtFirstPageMb),
        [`RSS MB, ${PAGE_REQUESTS} pages`]: of((row) => row.rssAfterPagesMb),
        'child procs MB': of((row) => row.childProcessesMb),
        'load (1 min)': loadRange(rows),
      };
    }),
  );
}

export function loaderLine(check: LoaderCheck): string {
  const children = check.childProcesses.length ? check.childProcesses.join('; ') : 'none';
  return `Compiled server's process: \`${check.commandLine}\`, NODE_OPTIONS ${check.nodeOptions ? `"${check.nodeOptions}"` : 'unset'}, child processes: ${children}: ${check.withoutTsx ? 'no Node option, no tsx' : 'NOT free of tsx or Node options'}`;
}

/** Both ways, cold then warm, taking turns; `onRow` sees each row as soon as it is measured. */
export async function benchStartUp(onRow: (line: string) => void = console.log): Promise<StartUpFigure> {
  const started = performance.now();
  const folders = {
    compiled: mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-start-compiled-')),
    tsx: mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-start-tsx-')),
  };
  for (const folder of Object.values(folders)) mkdirSync(path.join(folder, 'tmp'));
  const rows: StartRow[] = [];
  const seen: { compiledLoader?: LoaderCheck } = {};
  const record = (row: StartRow) => {
    rows.push(row);
    onRow(startRowLine(row));
  };
  try {
    for (const way of ['compiled', 'tsx'] as const) {
      record(await measureStart(way, 'cold', folders[way], way === 'compiled' ? (check) => (seen.compiledLoader = check) : undefined));
    }
    for (let i = 0; i < WARM_STARTS; i++) {
      for (const way of ['compiled', 'tsx'] as const) record(await measureStart(way, 'warm', folders[way]));
    }
  } finally {
    for (const dir of Object.values(folders)) rmSync(dir, { recursive: true, force: true });
  }
  if (!seen.compiledLoader) throw new Error("The compiled server's process was not seen");
  return { rows, compiledLoader: seen.compiledLoader, seconds: (performance.now() - started) / 1000 };
}

export function printStartUp(figure: StartUpFigure): void {
  console.log(
    `\nStart-up: the compiled server against the sources through tsx (the way before ADR 33), same build, PGlite, demo data; ${Math.round(figure.seconds)} s in all`,
  );
  console.table(startUpTable(figure));
  console.log(loaderLine(figure.compiledLoader));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Start-up bench: ${os.availableParallelism()} cores, Node ${process.version}, load (1, 5, 15 min) ${loadAverage()}`);
  benchStartUp()
    .then(printStartUp)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
