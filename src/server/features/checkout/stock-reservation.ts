import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { stock } from '../../../db/schema';
import type { StockCause } from '../../../domain/stock/stock-movements';
import { stockCauseSettings } from '../../../db/stock-cause';

/**
 * Taking and giving back the stock orders hold (ADR 11). Each variant is one conditional
 * update that can never take it below zero: concurrent buyers of the last units queue on the
 * stock row, and each sees what the previous one left. Every transaction touches stock rows
 * in the same order (product, colour, size), so two of them sharing variants cannot deadlock.
 */

export type HeldLine = { productId: number | null; colorId: number | null; sizeId: number | null; quantity: number };

type Move<T> = { productId: number; colorId: number; sizeId: number; take: number; give: number; line: T | null };

/** One move per variant, in lock order; a line whose product, colour or size was deleted holds nothing any more. */
function movesInLockOrder<T extends HeldLine>(take: readonly T[], give: readonly HeldLine[]): Move<T>[] {
  const moves = new Map<string, Move<T>>();
  const add = (line: HeldLine, kind: 'take' | 'give', own: T | null) => {
    if (line.productId === null || line.colorId === null || line.sizeId === null) return;
    const key = `${line.productId}/${line.colorId}/${line.sizeId}`;
    const move = moves.get(key) ?? { productId: line.productId, colorId: line.colorId, sizeId: line.sizeId, take: 0, give: 0, line: null };
    move[kind] += line.quantity;
    move.line ??= own;
    moves.set(key, move);
  };
  for (const line of give) add(line, 'give', null);
  for (const line of take) add(line, 'take', line);
  return [...moves.values()].sort((a, b) => a.productId - b.productId || a.colorId - b.colorId || a.sizeId - b.sizeId);
}

const variantIs = (move: Move<unknown>) => and(eq(stock.productId, move.productId), eq(stock.colorId, move.colorId), eq(stock.sizeId, move.sizeId));

export type StockTaken<T> = { ok: true } | { ok: false; line: T; left: number };

/**
 * Takes the lines' quantities from the stock, after giving back `givingBack` (the lines of an
 * order this one replaces) in the same pass, each variant's movement recorded with `cause`.
 * On the first variant the stock cannot cover, stops and says which line and how many units it
 * could have: the caller rolls its transaction back, so nothing moved before stays moved.
 */
export async function takeStock<T extends HeldLine>(
  db: DbOrTx,
  lines: readonly T[],
  cause: StockCause,
  givingBack: readonly HeldLine[] = [],
): Promise<StockTaken<T>> {
  // The cause is named by the first write that moves a row, not by a statement of its own.
  let labelled = false;
  for (const move of movesInLockOrder(lines, givingBack)) {
    const net = move.take - move.give;
    if (net === 0) continue;
    const update = db
      .update(stock)
      .set({ quantity: sql`${stock.quantity} - ${net}` })
      .where(net > 0 ? and(variantIs(move), gte(stock.quantity, net)) : variantIs(move));
    const returned = { quantity: stock.quantity };
    const moved: { quantity: number }[] = labelled
      ? await update.returning(returned)
      : await update.from(sql`(${stockCauseSettings(cause)}) as cause`).returning(returned);
    labelled ||= moved.length > 0;
    if (moved.length === 0 && net > 0) {
      const [row] = await db.select({ quantity: stock.quantity }).from(stock).where(variantIs(move));
      return { ok: false, line: move.line!, left: Math.max(0, (row?.quantity ?? 0) + move.give) };
    }
  }
  return { ok: true };
}

/** The products whose stock moving the lines' quantities touches: what the in-memory catalogue reads again (`stockChanged`). */
export function productsOf(...lineLists: (readonly HeldLine[])[]): number[] {
  return [...new Set(lineLists.flat().flatMap((line) => (line.productId === null ? [] : [line.productId])))];
}

/** Puts the lines' quantities back into the stock, each variant's movement recorded with `cause`. */
export async function giveBackStock(db: DbOrTx, lines: readonly HeldLine[], cause: StockCause): Promise<void> {
  await takeStock(db, [], cause, lines);
}
