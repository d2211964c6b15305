import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { bootedAt, currentBootId, isRunning, startTicksOf } from './process-identity';

/**
 * The claim on the embedded database (ADR 25): PGlite is one process's database, and two
 * processes writing one data directory can damage it. Every process that opens it (the shop,
 * `npm run seed`, `backup`, `restore`, `invite-admin`) first claims it in `DATA_DIR/pglite.pid`
 * and refuses, naming the holder, while another live process holds it.
 *
 * - **Who holds it**: the file names the process (pid), and on Linux the boot it started in and
 *   its start time, so that a pid given to another process later (or after a reboot) is not
 *   taken for the holder. Elsewhere a live pid counts, unless the machine booted since.
 * - **Atomic**: the claim is written whole to a file of its own, then hard-linked to
 *   `pglite.pid`, which fails if that name exists: of two processes starting at once, one wins.
 * - **Stale claims** (the holder was killed, the machine rebooted) are replaced, never obeyed:
 *   one process at a time replaces one (a `pglite.pid.takeover` file, linked the same way), and
 *   only if the file still holds what it judged stale.
 * - **Released** when the database is closed, or at the process's exit, and only while the file
 *   is still this claim.
 */

export type ClaimRecord = {
  pid: number;
  /** What holds it, for the operator: "the shop on port 3000", "npm run seed". */
  by?: string;
  since?: string;
  host?: string;
  /** Linux: /proc/<pid>/stat's start time and the boot's id. */
  startTicks?: string | null;
  bootId?: string | null;
  /** When the machine booted, where there is no boot id. */
  bootedAt?: number;
  /** Tells this process's claims from one a former process with the same pid left. */
  nonce?: string;
};

/** What the claim asks of the system; tests give their own. */
export type ProcessProbe = {
  pid: number;
  isRunning(pid: number): boolean;
  startTicksOf(pid: number): string | null;
  bootId: string | null;
  bootedAt: number;
};

export function systemProbe(): ProcessProbe {
  return { pid: process.pid, isRunning, startTicksOf, bootId: currentBootId(), bootedAt: bootedAt() };
}

/** Boot times measured from the clock and the uptime agree to within this (clock corrections). */
const SAME_BOOT_TOLERANCE_MS = 60_000;

export const claimFileOf = (databaseDir: string) => `${databaseDir}.pid`;
const takeoverFileOf = (databaseDir: string) => `${claimFileOf(databaseDir)}.takeover`;

/** The claim's files beside a database directory named `databaseDirName` (never backed up). */
export function isClaimFile(name: string, databaseDirName: string): boolean {
  return name === `${databaseDirName}.pid` || name.startsWith(`${databaseDirName}.pid.`);
}

/** Nonces of the claims this process holds now. */
const heldHere = new Set<string>();

/** Refused: another live process has the database open. */
export class DataDirInUse extends Error {
  constructor(
    readonly holder: ClaimRecord,
    databaseDir: string,
    by: string,
  ) {
    super(
      `The embedded database is open by ${describeHolder(holder)}: stop it first; ${by} will not open it beside another process ` +
        `(PGlite is one process's database, and two processes writing it can damage it). ` +
        `(Database: ${databaseDir}. If process ${holder.pid} is none of the shop's, delete ${claimFileOf(databaseDir)}.)`,
    );
  }
}

export function describeHolder(holder: ClaimRecord): string {
  const details = [holder.by, holder.since && `since ${holder.since}`, holder.host && holder.host !== hostname() && `on ${holder.host}`];
  const said = details.filter(Boolean).join(', ');
  return `process ${holder.pid}${said ? ` (${said})` : ''}`;
}

type Found = { raw: string; record: ClaimRecord | null; writtenAt: number };

/** The file's claim; undefined when there is no file; `record` null when it holds no claim (damaged, or not ours). */
function readClaimFile(file: string): Found | undefined {
  let raw: string;
  let writtenAt: number;
  try {
    raw = readFileSync(file, 'utf8');
    writtenAt = statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { raw, record: parseClaim(raw), writtenAt };
}

/** A claim as this code writes it (JSON), or the bare pid earlier versions wrote. */
export function parseClaim(raw: string): ClaimRecord | null {
  const text = raw.trim();
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const value = JSON.parse(text) as ClaimRecord;
    return typeof value === 'object' && value !== null && Number.isSafeInteger(value.pid) && value.pid > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process a claim names still holds it. `writtenAt` (the file's time) stands in for
 * the boot of a claim that does not say which boot it was written in (an earlier version's).
 */
export function isHeld(claim: ClaimRecord, probe: ProcessProbe, writtenAt: number): boolean {
  // This process's pid: held only if this process made the claim (a former process with the same pid did not).
  if (claim.pid === probe.pid) return claim.nonce !== undefined && heldHere.has(claim.nonce);
  if (!probe.isRunning(claim.pid) || !sameBoot(claim, probe, writtenAt)) return false;
  if (claim.startTicks) {
    const ticks = probe.startTicksOf(claim.pid);
    // Another start time: the pid was given to another process since.
    if (ticks !== null && ticks !== claim.startTicks) return false;
  }
  return true;
}

/** Whether the claim was written since the machine last booted: before a reboot, its pid means nothing now. */
function sameBoot(claim: ClaimRecord, probe: ProcessProbe, writtenAt: number): boolean {
  if (claim.bootId && probe.bootId) return claim.bootId === probe.bootId;
  if (claim.bootedAt !== undefined) return Math.abs(probe.bootedAt - claim.bootedAt) <= SAME_BOOT_TOLERANCE_MS;
  // An earlier version's bare pid.
  return writtenAt >= probe.bootedAt - SAME_BOOT_TOLERANCE_MS;
}

/** Writes `content` whole under `target` if that name is free: false if it exists. */
function createExclusive(target: string, content: string): boolean {
  const staged = `${target}.${process.pid}-${randomUUID()}.tmp`;
  writeFileSync(staged, content);
  try {
    linkSync(staged, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(staged, { force: true });
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes the claim file if it still holds `staleRaw`, as the one process replacing it now.
 * Another process doing the same at this moment: leaves it to that one.
 */
function removeStale(databaseDir: string, staleRaw: string, record: ClaimRecord, probe: ProcessProbe): void {
  const guard = takeoverFileOf(databaseDir);
  if (!createExclusive(guard, JSON.stringify({ ...record, by: 'replacing a stale claim' }))) {
    const other = readClaimFile(guard);
    if (other?.record && isHeld(other.record, probe, other.writtenAt)) pause(20);
    // Left by a process that died while replacing a claim.
    else if (other) rmSync(guard, { force: true });
    return;
  }
  try {
    if (readClaimFile(claimFileOf(databaseDir))?.raw === staleRaw) rmSync(claimFileOf(databaseDir), { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

export type DataDirClaim = {
  /** Gives the database up (when closed); the process's exit does it too. Only while the file is still this claim. */
  release(): void;
};

/**
 * Claims the embedded database in `databaseDir` for this process, described as `by`; throws
 * DataDirInUse while another live process holds it. Call it before PGlite opens the directory.
 */
export function claimDatabaseDir(databaseDir: string, by: string, probe: ProcessProbe = systemProbe()): DataDirClaim {
  const file = claimFileOf(databaseDir);
  const nonce = randomUUID();
  const record: ClaimRecord = {
    pid: probe.pid,
    by,
    since: new Date().toISOString(),
    host: hostname(),
    startTicks: probe.startTicksOf(probe.pid),
    bootId: probe.bootId,
    bootedAt: probe.bootedAt,
    nonce,
  };
  const content = JSON.stringify(record);
  for (let attempt = 0; attempt < 100; attempt++) {
    if (createExclusive(file, content)) return holdClaim(file, nonce);
    const found = readClaimFile(file);
    // Released in between: try again.
    if (!found) continue;
    if (found.record && isHeld(found.record, probe, found.writtenAt)) throw new DataDirInUse(found.record, databaseDir, by);
    removeStale(databaseDir, found.raw, record, probe);
  }
  throw new Error(`Could not claim the embedded database ${databaseDir}: other processes kept claiming it at the same moment. Try again.`);
}

function holdClaim(file: string, nonce: string): DataDirClaim {
  heldHere.add(nonce);
  const release = () => {
    if (!heldHere.delete(nonce)) return;
    process.removeListener('exit', release);
    if (readClaimFile(file)?.record?.nonce === nonce) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return { release };
}

/** The live process holding the database, if any (another than this one). */
export function holderOf(databaseDir: string, probe: ProcessProbe = systemProbe()): ClaimRecord | null {
  const found = readClaimFile(claimFileOf(databaseDir));
  return found?.record && isHeld(found.record, probe, found.writtenAt) ? found.record : null;
}
