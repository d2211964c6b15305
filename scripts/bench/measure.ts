import autocannon from 'autocannon';
import { printFigure } from './report';

/**
 * How the bench loads a target: autocannon, in the bench's own process, with 20 connections
 * for BENCH_DURATION seconds (10 by default) after a warm-up. Several URLs share the
 * connections round-robin (autocannon's own spreading: connection i goes to URL i mod n).
 */
export const CONNECTIONS = 20;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARM_UP_S = 5;

export type Result = { name: string; rps: number; requests: number; p50: number; p99: number; errors: number; non2xx: number };

/** @types/autocannon knows one URL only; autocannon 9 takes an array too (its README, `url`). */
const load = (url: string | string[], headers: Record<string, string>, seconds: number) =>
  autocannon({ url: url as string, headers, connections: CONNECTIONS, duration: seconds });

/**
 * Warm-up: JIT, caches and connections, so the measured window is the steady state a shop
 * that has been up for a while serves. Pages are rendered by threads that each compile
 * React Router and React on their own: 2 s (about 800 cart pages) left them half-compiled.
 */
export async function warmUp(url: string | string[], headers: Record<string, string> = {}, seconds = WARM_UP_S): Promise<void> {
  await load(url, headers, seconds);
}

/** `warmUpS` 0: measured at once, e.g. so that two windows differ by one event alone. */
export async function measure(name: string, url: string | string[], headers: Record<string, string> = {}, warmUpS = WARM_UP_S): Promise<Result> {
  if (warmUpS > 0) await warmUp(url, headers, warmUpS);
  const r = await load(url, headers, DURATION_S);
  const result = {
    name,
    rps: r.requests.average,
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
  printFigure(resultLine(result));
  return result;
}

export function resultLine(r: Result): string {
  return `${r.name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors + r.non2xx > 0 ? `, ${r.errors + r.non2xx} errors` : ''}`;
}
