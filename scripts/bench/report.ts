import os from 'node:os';

/** A target of the bench: what it says (with the figure measured), and whether it is met. */
export type Check = readonly [label: string, ok: boolean];

/** The machine's load average over 1, 5 and 15 minutes: a figure taken at load 8 on 2 cores is not one taken idle. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/**
 * Prints one figure the moment it is measured, with the load it was measured at, so that a
 * part failing later (or the run being stopped) loses nothing already measured.
 */
export function printFigure(line: string): void {
  console.log(`  ${line}  [load ${loadAverage()}]`);
}

export function printChecks(checks: readonly Check[]): void {
  for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
}

/** Where the PostgreSQL figures look for a server: named, because a bench without one silently measures less. */
export const NO_POSTGRES = 'no PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432): figure not taken';
