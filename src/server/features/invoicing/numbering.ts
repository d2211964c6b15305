import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { invoiceSequences } from '../../../db/schema';
import { formatInvoiceNumber, invoiceYear } from '../../../domain/invoicing/invoice-number';

export type InvoiceNumber = { year: number; sequence: number; number: string };

/**
 * The next invoice number of the issue year (Europe/Paris), from the year's counter row
 * (GUIDE 3.8). Taking it writes that row, which stays locked until the caller's transaction
 * ends: a concurrent issue waits for it, then reads the committed count, so numbers never
 * collide; a rolled-back issue rolls the count back too, so no number is ever skipped. (A
 * PostgreSQL sequence would skip: nextval is never rolled back.) Call it inside the invoice's
 * own transaction, as late as possible, so the row is held briefly.
 */
export async function takeInvoiceNumber(tx: Transaction, issuedAt: Date): Promise<InvoiceNumber> {
  const year = invoiceYear(issuedAt);
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSequences.year, set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  const sequence = row!.lastNumber;
  return { year, sequence, number: formatInvoiceNumber(year, sequence) };
}
