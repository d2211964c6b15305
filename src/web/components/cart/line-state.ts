import type { CartLine } from '../../../domain/cart/cart';

/**
 * What the cart page says about a line. A line the visitor can still order as it is: 'ok'.
 * More in the cart than in stock (and some left): 'onlyLeft', fixed by lowering the quantity.
 * Otherwise (unpublished, or nothing left): 'unavailable', fixed only by removing it.
 */
export type LineState = 'ok' | 'onlyLeft' | 'unavailable';

export function lineState(line: Pick<CartLine, 'available' | 'quantity' | 'stockLeft'>): LineState {
  if (line.available) return 'ok';
  if (line.stockLeft > 0 && line.quantity > line.stockLeft) return 'onlyLeft';
  return 'unavailable';
}

/** The plus button adds one unit only while the stock of that colour and size allows it. */
export function canIncrease(line: Pick<CartLine, 'quantity' | 'stockLeft'>): boolean {
  return line.quantity < line.stockLeft;
}

/** Minus stops at 1: taking the last unit out is the delete button's job (the API refuses 0). */
export function canDecrease(line: Pick<CartLine, 'quantity'>): boolean {
  return line.quantity > 1;
}
