import { readFileSync } from 'node:fs';
import { uptime } from 'node:os';

/**
 * What tells a process from a later one that was given the same pid (after it ended, or after a
 * reboot). On Linux: the boot's id and the process's start time, both from /proc; elsewhere
 * only whether a process with that pid lives, and roughly when the machine booted.
 */

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. Null when unknown (not Linux, gone). */
export function startTicksOf(pid: number, procDir = '/proc'): string | null {
  try {
    const stat = readFileSync(`${procDir}/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces and parentheses itself.
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // afterName[0] is field 3 (the state).
    const ticks = afterName[22 - 3];
    return ticks && /^\d+$/.test(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/** A random id the Linux kernel draws at each boot; null elsewhere. */
export function currentBootId(procDir = '/proc'): string | null {
  try {
    return readFileSync(`${procDir}/sys/kernel/random/boot_id`, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** When this machine booted (ms since the epoch), to the second or so: moves with the clock. */
export function bootedAt(): number {
  return Math.round(Date.now() - uptime() * 1000);
}

/** Whether a process with this pid lives (one of another user counts: it may be the shop run as another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
