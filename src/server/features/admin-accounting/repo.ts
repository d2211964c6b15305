import { and, asc, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices } from '../../../db/schema';
import type { AccountingDocument } from '../../../domain/accounting/accounting-document';
import type { TimeWindow } from '../../../domain/sales/sales-periods';
import { correctedInvoice, customerName } from '../invoicing/summaries';

/**
 * The invoices and credit notes issued in the window, in the order they were issued (numbers
 * are taken in that order), with their columns as stored: one query, the credit notes' invoice
 * found by the short walk up their chain.
 */
export async function documentsIssuedIn(db: DbOrTx, window: TimeWindow): Promise<AccountingDocument[]> {
  const rows = await db
    .select({
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      correctsNumber: sql<string | null>`case when ${invoices.kind} = 'credit_note' then ${correctedInvoice('number')} end`,
      orderNumber: invoices.orderNumber,
      // A business invoice's buyer is the company; the person who ordered is still there by e-mail.
      buyerName: sql<string>`coalesce(${invoices.buyerCompany}, ${customerName})`,
      buyerEmail: sql<string>`${invoices.billingAddress} ->> 'email'`,
      paymentMeans: invoices.paymentMeans,
      paidOn: invoices.paidOn,
      vatBreakdown: invoices.vatBreakdown,
      totalNetCents: invoices.totalNetCents,
      totalVatCents: invoices.totalVatCents,
      totalGrossCents: invoices.totalGrossCents,
    })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, window.from), lt(invoices.issuedAt, window.to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.year), asc(invoices.sequence));
  return rows.map(({ vatBreakdown, ...row }) => ({
    ...row,
    rates: vatBreakdown.map(({ vatRateBp, netCents, vatCents, grossCents }) => ({ vatRateBp, netCents, vatCents, grossCents })),
  }));
}
