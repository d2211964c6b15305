import { z } from 'zod';

/**
 * Every row id of the shop is a PostgreSQL `serial` / `integer`: 32 bits, signed. A larger
 * number sent by a client must be refused by the schema, never reach a query (where it fails
 * the statement, a 500) nor name nothing by accident.
 */
export const INT32_MAX = 2_147_483_647;

/** A row id in a JSON body; `message` (a catalogue key) for every refusal when the form names its own. */
export function rowId(message?: string) {
  return z
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .positive(message)
    .max(INT32_MAX, message);
}

/** A row id in a URL (a path parameter or a query value): digits, read as a number, bounded the same way. */
export const rowIdParam = z.coerce.number().int().positive().max(INT32_MAX);

/** The `:id` of a route's path. */
export const idParams = z.object({ id: rowIdParam });

/**
 * A URL id written in plain decimal digits (no sign, no leading zero, no exponent), or null:
 * for URLs read outside a schema (a list page's section, a provider's metadata).
 */
export function parseDecimalId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT32_MAX ? id : null;
}
