import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Transaction } from '../../../db/client';
import { HttpError } from '../../errors';
import type { PdfLog } from './invoice-file';
import { takeInvoiceNumber } from './numbering';
import { insertInvoice, sellerSettings, type InvoiceLineRow, type InvoiceRow, type NewInvoice, type NewInvoiceLine } from './repo';

/** What every issuing function shares: the options, the refusals and the write itself (issue.ts, credit-notes.ts). */

export type IssuedInvoice = InvoiceRow & { lines: InvoiceLineRow[] };

/** What an issuing action answers: the document, committed, and whether its PDF is written yet (ADR 32). */
export type Issued = IssuedInvoice & { pdfStored: boolean };

export type IssueOptions = {
  /** The staff member who issued it; null when the shop did (automatic invoicing at payment). */
  staffId: number | null;
  /** Where the PDFs are kept: `invoicesDir(env.DATA_DIR)`. */
  invoicesDir: string;
  now?: Date;
  /** Where a PDF that could not be written after the commit is reported. */
  log?: PdfLog;
};

/** The folder of the invoice PDFs under the shop's data folder. */
export function invoicesDir(dataDir: string): string {
  return path.resolve(dataDir, 'invoices');
}

export const invoicingError = (status: number, code: string, key: string, field?: string) =>
  new HttpError(status, code, `invoices:errors.${key}`, field);

/** What an invoice says besides its amounts: a credit note and a restored invoice copy them from the invoice. */
const PARTY_COLUMNS = [
  'orderId',
  'orderNumber',
  'customerId',
  'billingAddress',
  'deliveryAddress',
  'buyerCompany',
  'buyerVatNumber',
  'locale',
  'soldOn',
  'paymentMeans',
  'paidOn',
  'dueOn',
] as const satisfies readonly (keyof InvoiceRow & keyof NewInvoice)[];

export type InvoiceParties = Pick<NewInvoice, (typeof PARTY_COLUMNS)[number]>;

export function partiesOf(invoice: InvoiceRow): InvoiceParties {
  return Object.fromEntries(PARTY_COLUMNS.map((column) => [column, invoice[column]])) as InvoiceParties;
}

export type InvoiceContent = Omit<NewInvoice, 'number' | 'year' | 'sequence' | 'fileName' | 'issuedAt' | 'createdByStaffId'>;

/**
 * Takes the number last, so the year's counter row stays locked only for the insert, and
 * records the seller's mentions as they are now: the PDF, rendered after the commit, is a
 * function of the stored rows alone (see invoice-file.ts).
 */
export async function write(tx: Transaction, content: InvoiceContent, lines: NewInvoiceLine[], options: IssueOptions): Promise<IssuedInvoice> {
  const issuedAt = options.now ?? new Date();
  const seller = await sellerSettings(tx);
  const { year, sequence, number } = await takeInvoiceNumber(tx, issuedAt);
  // Unguessable, so knowing an invoice number is not enough to find its file.
  const fileName = `${number}-${randomBytes(12).toString('hex')}.pdf`;
  return insertInvoice(
    tx,
    // No staff member: the shop issued it at payment (the only caller without one).
    { ...content, number, year, sequence, seller, fileName, issuedAt, createdByStaffId: options.staffId, automatic: options.staffId === null },
    lines,
  );
}
