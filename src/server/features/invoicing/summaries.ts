import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { invoices } from '../../../db/schema';
import type { InvoiceSummary, SortDirection } from '../../../domain/invoicing/invoice-lists';

/**
 * One query shape for both invoice lists (staff and customer): an invoice with the number of
 * the credit note that cancelled it (and of the invoice that restored it), or a credit note
 * with the number of the invoice it cancels. Self-joins on indexed keys, so a page is one
 * query plus its count.
 */

const creditNote = alias(invoices, 'credit_note');
const quoted = alias(invoices, 'quoted');
const restoration = alias(invoices, 'restoration');

export const customerName = sql<string>`(${invoices.billingAddress} ->> 'firstName') || ' ' || (${invoices.billingAddress} ->> 'lastName')`;

const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  issuedAt: invoices.issuedAt,
  totalCents: invoices.totalGrossCents,
  customerName,
  orderNumber: invoices.orderNumber,
  cancelledAt: invoices.cancelledAt,
  creditNoteNumber: creditNote.number,
  quotedNumber: quoted.number,
  // The staff's list shows these too; the customer's drops them.
  email: sql<string>`${invoices.billingAddress} ->> 'email'`,
  orderId: invoices.orderId,
  sentAt: invoices.sentAt,
  restoredByNumber: restoration.number,
};

export type SummaryRow = {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: Date;
  totalCents: number;
  customerName: string;
  orderNumber: string | null;
  cancelledAt: Date | null;
  creditNoteNumber: string | null;
  quotedNumber: string | null;
  email: string;
  orderId: number | null;
  sentAt: Date | null;
  restoredByNumber: string | null;
};

/** What both lists show of a row. */
export function toSummary(row: SummaryRow): InvoiceSummary {
  const { id, number, kind, issuedAt, totalCents, customerName, orderNumber, cancelledAt, creditNoteNumber, quotedNumber } = row;
  return {
    id,
    number,
    kind,
    issuedAt: issuedAt.toISOString(),
    totalCents,
    customerName,
    orderNumber,
    cancelled: cancelledAt !== null,
    relatedNumber: creditNoteNumber ?? quotedNumber,
  };
}

export type PageRequest = {
  where: SQL | undefined;
  sort: 'date' | 'amount';
  dir: SortDirection;
  window: { offset: number; limit: number };
};

/** A page of invoices: the rows and how many match, in two queries whatever the page. */
export async function invoicePage(
  db: DbOrTx,
  { where, sort, dir, window }: PageRequest,
): Promise<{ rows: SummaryRow[]; total: number; hasMore: boolean }> {
  const by = dir === 'asc' ? asc : desc;
  const key = sort === 'amount' ? invoices.totalGrossCents : invoices.issuedAt;
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(invoices)
      .leftJoin(creditNote, eq(creditNote.creditForInvoiceId, invoices.id))
      .leftJoin(quoted, eq(quoted.id, invoices.creditForInvoiceId))
      .leftJoin(restoration, eq(restoration.restoredFromInvoiceId, invoices.id))
      .where(where)
      // The number breaks ties (numbers are issued in order), so pages never repeat nor skip one.
      .orderBy(by(key), by(invoices.year), by(invoices.sequence))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { rows, total, hasMore: window.offset + rows.length < total };
}
