import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { invoicePageWindow, type InvoicePage } from '../../../domain/invoicing/invoice-lists';
import { invoicePage, toSummary } from '../invoicing/summaries';

/**
 * The customer's invoices and credit notes, the ones they removed from their list left out
 * (the shop keeps them, GUIDE 3.8). Every query is scoped by the customer of the session.
 */
const ownAndShown = (customerId: number) => and(eq(invoices.customerId, customerId), isNull(invoices.hiddenByCustomerAt));

/** Newest first, 10 a page. */
export async function listCustomerInvoices(db: DbOrTx, customerId: number, page: number): Promise<InvoicePage> {
  const { rows, total, hasMore } = await invoicePage(db, {
    where: ownAndShown(customerId),
    sort: 'date',
    dir: 'desc',
    window: invoicePageWindow(page),
  });
  return { items: rows.map(toSummary), total, hasMore };
}

/** Whether the invoice is the customer's and still in their list: otherwise the routes answer 404 alike. */
export async function isCustomerInvoice(db: DbOrTx, customerId: number, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), ownAndShown(customerId)));
  return row !== undefined;
}

/** "supprimer": off the customer's list; the invoice itself is kept (the trigger allows only this mark to change). */
export async function hideCustomerInvoice(db: DbOrTx, customerId: number, invoiceId: number, now: Date): Promise<boolean> {
  const hidden = await db
    .update(invoices)
    .set({ hiddenByCustomerAt: now })
    .where(and(eq(invoices.id, invoiceId), ownAndShown(customerId)))
    .returning({ id: invoices.id });
  return hidden.length > 0;
}
