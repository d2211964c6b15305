import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { invoices } from '../../../db/schema';
import type { InvoiceSummary, SortDirection } from '../../../domain/invoicing/invoice-lists';

/**
 * One query shape for both invoice lists (staff and customer): an invoice with the number of
 * the credit note that cancelled it (and of the invoice that restored it), or a credit note
 * with the number of the invoice it corrects and whether it cancels it or gives back part of it
 * (a return). Several credit notes of one invoice quote one another in a chain (repo.ts
 * creditNotesOf), walked by short recursive subqueries on the indexed link: a page is one
 * query plus its count.
 */

const restoration = alias(invoices, 'restoration');

/** The head of a credit note's chain: the invoice it corrects (`what` is a column of that invoice). */
export const correctedInvoice = (what: 'number' | 'cancelled_at') => sql`(with recursive up(id, quoted) as (
    select c.id, c.credit_for_invoice_id from invoices c where c.id = ${invoices.id}
    union all select p.id, p.credit_for_invoice_id from invoices p join up on p.id = up.quoted
  ) select ${sql.raw(`h.${what}`)} from up join invoices h on h.id = up.id where up.quoted is null)`;

/** The credit note that cancelled an invoice: the last of its chain. */
const cancellingNumber = sql<string | null>`case when ${invoices.cancelledAt} is not null then (with recursive down(id, depth) as (
    select c.id, 1 from invoices c where c.credit_for_invoice_id = ${invoices.id}
    union all select n.id, down.depth + 1 from invoices n join down on n.credit_for_invoice_id = down.id
  ) select l.number from down join invoices l on l.id = down.id order by down.depth desc limit 1) end`;

/** A credit note that gives back part of its invoice: a later one follows it, or the invoice is still live. */
const partialCredit = sql<boolean>`(${invoices.kind} = 'credit_note' and (
    exists (select 1 from invoices nx where nx.credit_for_invoice_id = ${invoices.id}) or ${correctedInvoice('cancelled_at')} is null))`;

const relatedNumber = sql<string | null>`case when ${invoices.kind} = 'credit_note' then ${correctedInvoice('number')} else ${cancellingNumber} end`;

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
  relatedNumber,
  partial: partialCredit,
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
  relatedNumber: string | null;
  partial: boolean;
  email: string;
  orderId: number | null;
  sentAt: Date | null;
  restoredByNumber: string | null;
};

/** What both lists show of a row. */
export function toSummary(row: SummaryRow): InvoiceSummary {
  const { id, number, kind, issuedAt, totalCents, customerName, orderNumber, cancelledAt, relatedNumber, partial } = row;
  return {
    id,
    number,
    kind,
    issuedAt: issuedAt.toISOString(),
    totalCents,
    customerName,
    orderNumber,
    cancelled: cancelledAt !== null,
    relatedNumber,
    partial,
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
