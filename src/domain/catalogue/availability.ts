import type { StockEntry } from './types';

/**
 * Spec section 4: a colour (or size) chip is available when at least one stock row for it
 * has a quantity above 0; otherwise it is shown crossed out (and, unlike the spec, can still be
 * chosen to ask for a back-in-stock alert, ADR 36). When the other dimension is already chosen,
 * availability is judged for that combination.
 */
export function isColorAvailable(stock: StockEntry[], colorId: number, sizeId?: number | null): boolean {
  return stock.some((s) => s.colorId === colorId && s.quantity > 0 && (sizeId == null || s.sizeId === sizeId));
}

export function isSizeAvailable(stock: StockEntry[], sizeId: number, colorId?: number | null): boolean {
  return stock.some((s) => s.sizeId === sizeId && s.quantity > 0 && (colorId == null || s.colorId === colorId));
}

/** Whether the product is made in that size (in that colour when one is given): a stock row exists, sold out or not. */
export function isMade(stock: StockEntry[], sizeId: number, colorId?: number | null): boolean {
  return stock.some((s) => s.sizeId === sizeId && (colorId == null || s.colorId === colorId));
}

/** The add button becomes the out-of-stock message when every row is 0 or less. */
export function isInStock(stock: StockEntry[]): boolean {
  return stock.some((s) => s.quantity > 0);
}

export function quantityFor(stock: StockEntry[], colorId: number, sizeId: number): number {
  return stock.find((s) => s.colorId === colorId && s.sizeId === sizeId)?.quantity ?? 0;
}

/** Ids of the colours and sizes a product is offered in (any stock row, even at 0). */
export function offeredColorIds(stock: StockEntry[]): Set<number> {
  return new Set(stock.map((s) => s.colorId));
}

export function offeredSizeIds(stock: StockEntry[]): Set<number> {
  return new Set(stock.map((s) => s.sizeId));
}
