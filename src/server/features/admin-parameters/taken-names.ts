import { ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { nameTaken } from './refusals';

/** A field of a form and the column that must not hold its value twice. */
export type UniqueField = { field: string; column: PgColumn; value: string };

/**
 * Refuses a name another row already has, case ignored ("marine" is "Marine"), naming the
 * first field at fault; `exceptId` is the row being renamed. One query whatever the number of fields.
 */
export async function refuseTakenNames(db: DbOrTx, table: PgTable, id: PgColumn, fields: UniqueField[], exceptId?: number): Promise<void> {
  const selection = Object.fromEntries(
    fields.map(({ field, column, value }) => [field, sql<boolean>`coalesce(bool_or(lower(${column}) = lower(${value})), false)`]),
  );
  const [taken] = await db
    .select(selection)
    .from(table)
    .where(exceptId === undefined ? undefined : ne(id, exceptId));
  const first = fields.find(({ field }) => taken?.[field] === true);
  if (first) throw nameTaken(first.field);
}

/** The same refusal when two administrators raced for one name and the database's unique index decided. */
export async function withUniqueName<T>(write: () => Promise<T>, constraint: string, field: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw nameTaken(field);
    throw error;
  }
}
