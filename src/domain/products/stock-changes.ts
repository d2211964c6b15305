import type { StockEntry } from '../catalogue/types';

/**
 * How a saved product form changes the stock table (ADR 15). `stock.quantity` is what is free
 * to sell: orders awaiting payment have already taken their units out of it (ADR 11). So the
 * form never writes a number over it: for a row it showed, it sends the quantity it showed
 * and the one typed, and the difference is added to what is left now. Units checkouts took or
 * gave back while the form was open stay counted.
 */

/** A row as the form sends it: `shown` is the quantity it showed, null for a row added since. */
export type SubmittedStockRow = { colorId: number; sizeId: number; quantity: number; shown: number | null };

export type StockChange =
  /** Add `delta` (maybe negative) to the row; `index` is the submitted row, for the message. */
  | { kind: 'adjust'; colorId: number; sizeId: number; delta: number; index: number }
  | { kind: 'insert'; colorId: number; sizeId: number; quantity: number; index: number }
  /** A variant the form no longer has: no longer offered. Orders keep their own copy of what they bought. */
  | { kind: 'remove'; colorId: number; sizeId: number };

/**
 * The changes, in the order every transaction locks stock rows (colour, then size, within one
 * product; ADR 11), so a save and a checkout sharing variants cannot deadlock. `conflict` names
 * a submitted row the form cannot have seen as it is: a row it showed that is gone, or a new
 * row that exists already; only a concurrent save does that, and the version check catches
 * it first, so this is the last guard.
 */
export function planStockChanges(
  current: readonly StockEntry[],
  submitted: readonly SubmittedStockRow[],
): { changes: StockChange[] } | { conflict: number } {
  const key = (row: { colorId: number; sizeId: number }) => `${row.colorId}/${row.sizeId}`;
  const existing = new Map(current.map((row) => [key(row), row]));
  const changes: StockChange[] = [];
  const kept = new Set<string>();
  for (const [index, row] of submitted.entries()) {
    const { colorId, sizeId } = row;
    const there = existing.get(key(row));
    if ((row.shown === null) !== (there === undefined)) return { conflict: index };
    kept.add(key(row));
    if (row.shown === null) changes.push({ kind: 'insert', colorId, sizeId, quantity: row.quantity, index });
    else if (row.quantity !== row.shown) changes.push({ kind: 'adjust', colorId, sizeId, delta: row.quantity - row.shown, index });
  }
  for (const row of current) if (!kept.has(key(row))) changes.push({ kind: 'remove', colorId: row.colorId, sizeId: row.sizeId });
  return { changes: changes.sort((a, b) => a.colorId - b.colorId || a.sizeId - b.sizeId) };
}
