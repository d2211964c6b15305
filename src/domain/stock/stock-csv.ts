import { csvFile, typedCell } from '../csv/csv-file';
import type { Locale } from '../locale';
import { orderDateTimeLabel } from '../orders/order-date';
import type { StockMovement, StockMovementReason } from './stock-movements';

/** One variant's stock as the export writes it, named in the staff member's language. */
export type StockFileRow = { reference: string; colorName: string; sizeName: string; quantity: number };

/**
 * The stock as a CSV file, one line per variant, in the four columns the import reads
 * (reference, colour, size, quantity): counted and typed over, it goes back in as it is.
 */
export function stockCsv(rows: readonly StockFileRow[], locale: Locale, columns: readonly [string, string, string, string]): string {
  return csvFile(
    [columns, ...rows.map((row) => [typedCell(row.reference), typedCell(row.colorName), typedCell(row.sizeName), String(row.quantity)])],
    locale,
  );
}

export type MovementsCsvWords = {
  columns: readonly [date: string, color: string, size: string, before: string, after: string, reason: string, by: string, order: string];
  reasons: Record<StockMovementReason, string>;
  theShop: string;
  formerMember: string;
};

/** Who made a movement, as the history says it: a staff member, else the shop (checkouts, payments, expiries). */
export function movementAuthor(movement: Pick<StockMovement, 'staffName' | 'reason'>, words: { theShop: string; formerMember: string }): string {
  if (movement.staffName) return movement.staffName;
  return STAFF_REASONS.has(movement.reason) ? words.formerMember : words.theShop;
}

/** Reasons only a staff member's action causes: without a name, the member was deleted since. */
const STAFF_REASONS: ReadonlySet<StockMovementReason> = new Set(['cancellation', 'return_restocked', 'product_form', 'import']);

/** A product's history as a CSV file, newest first, times in Europe/Paris. */
export function movementsCsv(movements: readonly StockMovement[], locale: Locale, words: MovementsCsvWords): string {
  return csvFile(
    [
      words.columns,
      ...movements.map((movement) => [
        orderDateTimeLabel(movement.at),
        typedCell(movement.colorName),
        typedCell(movement.sizeName),
        String(movement.before),
        String(movement.after),
        words.reasons[movement.reason],
        typedCell(movementAuthor(movement, words)),
        movement.orderNumber ?? '',
      ]),
    ],
    locale,
  );
}
