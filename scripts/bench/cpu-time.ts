import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond = 0;

/**
 * CPU time (user + system, all its threads) a process of this machine has used since it
 * started, in ms, from /proc/<pid>/stat; null when no such process is visible here (it ended,
 * or it runs on another machine), or when `command` is given and the process runs another one
 * (a pid another machine reported may name anything here). process.cpuUsage() sees only the
 * process that calls it.
 */
export function cpuMsOf(pid: number, command?: string): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  if (command !== undefined && stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== command) return null;
  // /proc counts in clock ticks (USER_HZ): asked once rather than assumed to be 100.
  ticksPerSecond ||= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  // The command name, field 2, is in parentheses and may hold spaces: count the fields after
  // it, from the state (field 3); utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
