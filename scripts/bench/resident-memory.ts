import { readFileSync } from 'node:fs';

/** A process's resident memory in MB, all its threads included (Linux: /proc/<pid>/status). */
export type ResidentMemory = { rssMb: number; peakMb: number };

export function residentMemoryOf(pid: number): ResidentMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

export const shownMemory = ({ rssMb, peakMb }: ResidentMemory) => `${Math.round(rssMb)} MB resident (peak so far ${Math.round(peakMb)} MB)`;
