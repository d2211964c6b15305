import { z } from 'zod';
import { INT32_MAX } from './decimal-id';

/** A row id in a JSON body (a 32-bit PostgreSQL integer, see ./decimal-id.ts); `message` (a catalogue key) for every refusal when the form names its own. */
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
