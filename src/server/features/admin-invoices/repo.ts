import { ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { invoicePageWindow, type InvoicePage, type StaffInvoiceQuery, type StaffInvoiceSummary } from '../../../domain/invoicing/invoice-lists';
import { containing } from '../../../db/like-pattern';
import { customerName, invoicePage, toSummary } from '../invoicing/summaries';

/** The staff's invoice list: every invoice and credit note (none is ever deleted), searched and sorted; two queries. */
export async function listStaffInvoices(db: DbOrTx, query: StaffInvoiceQuery): Promise<InvoicePage<StaffInvoiceSummary>> {
  const words = query.q?.trim() ?? '';
  const pattern = containing(words);
  const where =
    words === ''
      ? undefined
      : or(
          ilike(invoices.number, pattern),
          ilike(invoices.orderNumber, pattern),
          ilike(customerName, pattern),
          ilike(sql<string>`${invoices.billingAddress} ->> 'email'`, pattern),
        );
  const { rows, total, hasMore } = await invoicePage(db, { where, sort: query.sort, dir: query.dir, window: invoicePageWindow(query.page) });
  return {
    items: rows.map((row) => ({
      ...toSummary(row),
      email: row.email,
      orderId: row.orderId,
      sent: row.sentAt !== null,
      restoredBy: row.restoredByNumber,
    })),
    total,
    hasMore,
  };
}
