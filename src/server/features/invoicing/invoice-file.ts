import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../db/client';
import { facturXInvoice } from '../../../domain/invoicing/factur-x-invoice';
import { documentTitle, frenchDay, type InvoiceDocument } from '../../../domain/invoicing/invoice-document';
import type { PaymentMeans } from '../../../domain/invoicing/invoice-form';
import { parisDay } from '../../../domain/pricing/paris-day';
import { correctedBy, invoiceById, lockInvoice, linesOfInvoice, type InvoiceLineRow, type InvoiceRow } from './repo';
import { withFacturX } from './factur-x';
import type { PdfAMetadata } from './pdf-a-metadata';
import { renderInvoicePdf } from './pdf';
import { storageFailureOf } from '../../operations/storage';

type Corrects = InvoiceDocument['corrects'];

/** What the PDF and its Factur-X XML say: the stored rows, and the invoice a credit note corrects. */
function invoiceDocument(invoice: InvoiceRow & { lines: InvoiceLineRow[] }, corrects: Corrects): InvoiceDocument {
  const breakdown = invoice.vatBreakdown;
  return {
    kind: invoice.kind,
    number: invoice.number,
    corrects,
    orderNumber: invoice.orderNumber,
    issuedAt: invoice.issuedAt,
    soldOn: invoice.soldOn,
    paymentMeans: invoice.paymentMeans as PaymentMeans | null,
    paidOn: invoice.paidOn,
    billingAddress: invoice.billingAddress,
    deliveryAddress: invoice.deliveryAddress,
    buyerCompany: invoice.buyerCompany,
    buyerVatNumber: invoice.buyerVatNumber,
    dueOn: invoice.dueOn,
    lines: invoice.lines,
    subtotalGrossCents: breakdown.reduce((sum, rate) => sum + rate.goodsGrossCents, 0),
    discountCents: invoice.discountCents,
    shippingCents: invoice.shippingCents,
    feeCents: breakdown.reduce((sum, rate) => sum + (rate.feeCents ?? 0), 0),
    vatBreakdown: breakdown,
    totalNetCents: invoice.totalNetCents,
    totalVatCents: invoice.totalVatCents,
    totalGrossCents: invoice.totalGrossCents,
    seller: invoice.seller,
  };
}

/** The PDF's information dictionary and XMP (pdf-a-metadata.ts), from the same document. */
function pdfMetadata(document: InvoiceDocument): PdfAMetadata {
  const title = documentTitle(document);
  const seller = document.seller['name company']?.trim() ?? '';
  return {
    title,
    author: seller,
    subject: [`${title} du ${frenchDay(parisDay(document.issuedAt))}`, seller].filter(Boolean).join(', '),
    keywords: `${document.kind === 'invoice' ? 'Facture' : 'Avoir'} Factur-X`,
    createdAt: document.issuedAt,
  };
}

/**
 * The invoice's PDF with its Factur-X XML embedded, made from its stored rows only (amounts,
 * addresses and the seller's mentions as they were at issue), so making it again gives the same
 * document. It is made right after the invoice's transaction commits, outside it: the year's
 * counter row is not held locked while the PDF renders and the XML is embedded (together about
 * 150 ms), which would queue every other issue behind it.
 */
export async function storeInvoicePdf(invoice: InvoiceRow & { lines: InvoiceLineRow[] }, corrects: Corrects, dir: string): Promise<string> {
  const document = invoiceDocument(invoice, corrects);
  const pdf = await withFacturX(await renderInvoicePdf(document), facturXInvoice(document), pdfMetadata(document));
  const file = path.join(dir, invoice.fileName!);
  await mkdir(dir, { recursive: true });
  // Written aside then renamed: a reader never finds half a PDF.
  await writeFile(`${file}.part`, pdf);
  await rename(`${file}.part`, file);
  return file;
}

/** Where a PDF that could not be written after its commit is reported: the request's logger, or the worker's. */
export type PdfLog = { warn(context: object, message: string): void; error(context: object, message: string): void };

/**
 * The PDF of a document that has just been issued, written after its commit (ADR 32). The
 * document is issued whatever happens here: its number is taken and committed, so a failure
 * (the disk full or not writable, a rendering fault) is logged and answered as a PDF to be made
 * later, which `invoicePdfPath` does when the PDF is first asked for. Never throws; answers
 * whether the file is stored.
 */
export async function storeIssuedPdf(
  invoice: InvoiceRow & { lines: InvoiceLineRow[] },
  corrects: Corrects,
  dir: string,
  log?: PdfLog,
): Promise<boolean> {
  try {
    await storeInvoicePdf(invoice, corrects, dir);
    return true;
  } catch (error) {
    const context = { invoiceId: invoice.id, err: error };
    const message = 'the PDF of an issued invoice could not be written: it will be made when it is first asked for';
    if (storageFailureOf(error)) log?.warn(context, message);
    else log?.error(context, message);
    return false;
  }
}

/**
 * The path of an invoice's PDF, made now if it is missing (the shop stopped between the commit
 * and the file, or the disk refused it then); null for an unknown invoice. The routes that
 * serve or mail a PDF call this, after their own access checks.
 */
export async function invoicePdfPath(db: Database, invoiceId: number, dir: string): Promise<string | null> {
  const invoice = await invoiceById(db, invoiceId);
  if (!invoice) return null;
  const file = path.join(dir, invoice.fileName!);
  try {
    await access(file);
    return file;
  } catch {
    return db.transaction(async (tx) => {
      // Locked, so two readers at once do not both write it.
      const row = (await lockInvoice(tx, invoiceId))!;
      const corrected = row.kind === 'credit_note' ? await correctedBy(tx, row) : null;
      const corrects = corrected && { number: corrected.invoice.number, issuedOn: parisDay(corrected.invoice.issuedAt), whole: corrected.whole };
      return storeInvoicePdf({ ...row, lines: await linesOfInvoice(tx, row.id) }, corrects, dir);
    });
  }
}
