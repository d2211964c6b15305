import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDatabaseDir, claimFileOf, DataDirInUse, holderOf, parseClaim, type ClaimRecord, type ProcessProbe } from './data-dir-claim';
import { currentBootId, startTicksOf } from './process-identity';

let workDir = '';
let databaseDir = '';

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-claim-'));
  databaseDir = path.join(workDir, 'pglite');
});

afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const BOOT = Date.parse('2026-05-04T06:00:00Z');

/** A machine where `running` processes live, with these start times, booted at BOOT (boot id 'boot-2'), seen from process 100. */
function machine(running: Record<number, string | null>, over: Partial<ProcessProbe> = {}): ProcessProbe {
  return {
    pid: 100,
    isRunning: (pid) => pid in running,
    startTicksOf: (pid) => running[pid] ?? null,
    bootId: 'boot-2',
    bootedAt: BOOT,
    ...over,
  };
}

const claimFile = () => claimFileOf(databaseDir);
const writeClaim = (claim: ClaimRecord | string) => writeFile(claimFile(), typeof claim === 'string' ? claim : JSON.stringify(claim));
const readClaim = async () => parseClaim(await readFile(claimFile(), 'utf8'));
const theShop: ClaimRecord = {
  pid: 4242,
  by: 'the shop on port 3000',
  since: '2026-05-04T08:00:00.000Z',
  startTicks: '5000',
  bootId: 'boot-2',
  bootedAt: BOOT,
};

describe('claiming the embedded database', () => {
  it('claims a free directory for this process, and gives it up once: the file is gone', async () => {
    const claim = claimDatabaseDir(databaseDir, 'npm run seed', machine({ 100: '7' }));
    expect(await readClaim()).toMatchObject({ pid: 100, by: 'npm run seed', startTicks: '7', bootId: 'boot-2', bootedAt: BOOT });
    claim.release();
    expect(existsSync(claimFile())).toBe(false);
    // Nothing but the claim was ever left beside the database (no staged copy, no takeover file).
    expect(readdirSync(workDir)).toEqual([]);
  });

  it('refuses while the process it names runs, naming it, and leaves its claim as it was', async () => {
    await writeClaim(theShop);
    const before = await readFile(claimFile(), 'utf8');
    const attempt = () => claimDatabaseDir(databaseDir, 'npm run seed', machine({ 4242: '5000' }));
    expect(attempt).toThrow(DataDirInUse);
    expect(attempt).toThrow(
      'The embedded database is open by process 4242 (the shop on port 3000, since 2026-05-04T08:00:00.000Z): stop it first; npm run seed will not open it',
    );
    expect(await readFile(claimFile(), 'utf8')).toBe(before);
    expect(holderOf(databaseDir, machine({ 4242: '5000' }))).toMatchObject({ pid: 4242 });
  });

  it.each([
    ['its process was killed', machine({})],
    ['its pid now belongs to a process started later', machine({ 4242: '9999' })],
    ['the machine rebooted since (another boot id)', machine({ 4242: '5000' }, { bootId: 'boot-3' })],
  ])('takes over a claim left behind when %s', async (_case, probe) => {
    await writeClaim(theShop);
    expect(holderOf(databaseDir, probe)).toBeNull();
    const claim = claimDatabaseDir(databaseDir, 'the shop on port 3000', probe);
    expect(await readClaim()).toMatchObject({ pid: 100 });
    claim.release();
  });

  it('without /proc (not Linux), trusts a live pid written since the last boot, and not one from before it', async () => {
    const elsewhere = (bootedAt: number) => machine({ 4242: null }, { bootId: null, startTicksOf: () => null, bootedAt });
    await writeClaim({ pid: 4242, by: 'the shop on port 3000', bootedAt: BOOT });
    // The same boot, seen through a clock that moved a few seconds.
    expect(() => claimDatabaseDir(databaseDir, 'npm run backup', elsewhere(BOOT + 3_000))).toThrow('open by process 4242');
    // Booted again a day later: the pid names whatever now has it.
    claimDatabaseDir(databaseDir, 'npm run backup', elsewhere(BOOT + 86_400_000)).release();
  });

  it('reads the bare pid earlier versions wrote: held while that pid lives and the file is from this boot', async () => {
    await writeClaim('4242');
    const writtenAt = new Date(BOOT + 3_600_000);
    await utimes(claimFile(), writtenAt, writtenAt);
    expect(() => claimDatabaseDir(databaseDir, 'the shop on port 3000', machine({ 4242: '5000' }))).toThrow(
      'The embedded database is open by process 4242: stop it first;',
    );
    const beforeBoot = new Date(BOOT - 3_600_000);
    await utimes(claimFile(), beforeBoot, beforeBoot);
    claimDatabaseDir(databaseDir, 'the shop on port 3000', machine({ 4242: '5000' })).release();
  });

  it('takes over a damaged file, and a claim a former process with this pid left', async () => {
    await writeClaim('{"pid":');
    claimDatabaseDir(databaseDir, 'npm run seed', machine({ 100: '7' })).release();
    await writeClaim({ ...theShop, pid: 100, startTicks: '3', nonce: 'a former process' });
    claimDatabaseDir(databaseDir, 'npm run seed', machine({ 100: '7' })).release();
  });

  it('refuses a second claim within the process that holds it', () => {
    const probe = machine({ 100: '7' });
    const claim = claimDatabaseDir(databaseDir, 'the shop on port 3000', probe);
    expect(() => claimDatabaseDir(databaseDir, 'npm run seed', probe)).toThrow('open by process 100 (the shop on port 3000');
    claim.release();
    claimDatabaseDir(databaseDir, 'npm run seed', probe).release();
  });

  it('of two processes replacing one stale claim, the second to look at it loses to the first', async () => {
    await writeClaim(theShop);
    // Process 200 takes the stale claim over while process 100 is still judging it.
    const first = machine({ 200: '8' }, { pid: 200 });
    let interleaved = false;
    const second = machine(
      { 100: '7', 200: '8' },
      {
        isRunning: (pid) => {
          if (pid === 4242 && !interleaved) {
            interleaved = true;
            claimDatabaseDir(databaseDir, 'the shop on port 3001', first);
          }
          return pid === 100 || pid === 200;
        },
      },
    );
    expect(() => claimDatabaseDir(databaseDir, 'the shop on port 3002', second)).toThrow('open by process 200 (the shop on port 3001');
    expect(interleaved).toBe(true);
    expect(await readClaim()).toMatchObject({ pid: 200 });
  });

  it('gives up only its own claim: a file that names another holder by then stays', async () => {
    const claim = claimDatabaseDir(databaseDir, 'npm run seed', machine({ 100: '7' }));
    await writeClaim(theShop);
    claim.release();
    expect(await readClaim()).toEqual(theShop);
  });
});

describe('claims between real processes', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  /** A process that runs until killed, and its claim as it would write it. */
  async function liveProcess(): Promise<{ child: ChildProcess; claim: ClaimRecord }> {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    return { child, claim: { pid: child.pid!, by: 'the shop on port 3000', startTicks: startTicksOf(child.pid!), bootId: currentBootId() } };
  }

  it('refuses while the holder runs, and takes the claim over once it was killed', async () => {
    const { child, claim } = await liveProcess();
    await writeClaim(claim);
    expect(() => claimDatabaseDir(databaseDir, 'npm run seed')).toThrow(`open by process ${child.pid} (the shop on port 3000)`);
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
    claimDatabaseDir(databaseDir, 'npm run seed').release();
  });

  it('lets exactly one of several processes claiming at the same instant win, over a stale claim, and frees it at its exit', async () => {
    await writeClaim({ ...theShop, pid: 2 ** 22 + 1 });
    const at = Date.now() + 4_000;
    const contenders = Array.from({ length: 5 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/claim-contender.ts', databaseDir, String(at)], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      children.push(child);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const outcome = new Promise<string>((resolve) => {
        let out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(out.trim());
        });
        child.once('exit', () => resolve(out.trim()));
      });
      return { child, exited, outcome };
    });
    // Every contender answers while the winner still holds the claim; then the winner lets go.
    const outcomes = await Promise.all(contenders.map((contender) => contender.outcome));
    for (const { child } of contenders) child.stdin!.end();
    await Promise.all(contenders.map((contender) => contender.exited));
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o !== 'won'))
      expect(outcome).toMatch(/^refused: The embedded database is open by process \d+ \(contender \d+/);
    // The winner exited: its claim went with it, and nothing else was left behind.
    expect(readdirSync(workDir)).toEqual([]);
  });
});
