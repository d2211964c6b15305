import { HOUR_MS } from './paris-calendar';
import type { TimeWindow } from './sales-periods';

/**
 * The bins of the sales summaries (ADR 50): whole UTC hours for the sold orders, UTC days for the
 * products sold, counted from the Unix epoch, as the database's `date_bin` counts them from
 * 2000-01-01 00:00 UTC, a whole number of days later. A Paris day starts on a whole UTC hour
 * (Paris is one or two hours ahead), so every day of the dashboard is a run of whole hours; a
 * window that ends inside a bin (now, "yesterday until 14:35") is read from the orders for
 * that part.
 */
export const SALES_HOUR_MS = HOUR_MS;
export const PRODUCT_SALES_DAY_MS = 24 * HOUR_MS;

const binStart = (ms: number, binMs: number) => Math.floor(ms / binMs) * binMs;

/**
 * The bins a cut falls inside (not at their start), clipped to the first and last cuts: the
 * summary cannot tell on which side of the cut their orders lie, so those orders are read one
 * by one. `start` is the bin's own start, which the summary's rows are keyed by.
 */
export type CutBin = TimeWindow & { start: Date };

export function binsCutInside(cuts: readonly Date[], binMs: number): CutBin[] {
  if (cuts.length < 2) return [];
  const first = cuts[0]!.getTime();
  const last = cuts.at(-1)!.getTime();
  const starts = [
    ...new Set(
      cuts
        .map((cut) => cut.getTime())
        .filter((ms) => ms % binMs !== 0)
        .map((ms) => binStart(ms, binMs)),
    ),
  ];
  return starts
    .sort((a, b) => a - b)
    .map((start) => ({ start: new Date(start), from: new Date(Math.max(start, first)), to: new Date(Math.min(start + binMs, last)) }))
    .filter((bin) => bin.from < bin.to);
}

/**
 * A window as the summary answers it: the whole bins inside it, from `whole.from` to
 * `whole.to` (none when the two are equal), and its ends that no whole bin covers, read from the
 * orders.
 */
export type SplitWindow = { whole: TimeWindow; edges: TimeWindow[] };

export function splitWindow({ from, to }: TimeWindow, binMs: number): SplitWindow {
  const first = Math.ceil(from.getTime() / binMs) * binMs;
  const last = binStart(to.getTime(), binMs);
  if (first >= last) return { whole: { from: to, to }, edges: from < to ? [{ from, to }] : [] };
  const edges = [...(from.getTime() < first ? [{ from, to: new Date(first) }] : []), ...(last < to.getTime() ? [{ from: new Date(last), to }] : [])];
  return { whole: { from: new Date(first), to: new Date(last) }, edges };
}
