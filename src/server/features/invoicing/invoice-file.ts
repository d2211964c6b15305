import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../db/client';
import { facturXInvoice } from '../../../domain/invoicing/factur-x-invoice';
import type { InvoiceDocument } from '../../../domain/invoicing/invoice-document';
import type { PaymentMeans } from '../../../domain/invoicing/invoice-form';
import { invoiceById, lockInvoice, linesOfInvoice, type InvoiceLineRow, type InvoiceRow } from './repo';
import { withFacturX } from './factur-x';
import { renderInvoicePdf } from './pdf';

/** What the PDF and its Factur-X XML say: the stored rows, and the invoice a credit note cancels. */
function invoiceDocument(invoice: InvoiceRow & { lines: InvoiceLineRow[] }, creditForNumber: string | null): InvoiceDocument {
  const breakdown = invoice.vatBreakdown;
  return {
    kind: invoice.kind,
    number: invoice.number,
    creditForNumber,
    orderNumber: invoice.orderNumber,
    issuedAt: invoice.issuedAt,
    soldOn: invoice.soldOn,
    paymentMeans: invoice.paymentMeans as PaymentMeans | null,
    paidOn: invoice.paidOn,
    billingAddress: invoice.billingAddress,
    deliveryAddress: invoice.deliveryAddress,
    lines: invoice.lines,
    subtotalGrossCents: breakdown.reduce((sum, rate) => sum + rate.goodsGrossCents, 0),
    discountCents: invoice.discountCents,
    shippingCents: invoice.shippingCents,
    vatBreakdown: breakdown,
    totalNetCents: invoice.totalNetCents,
    totalVatCents: invoice.totalVatCents,
    totalGrossCents: invoice.totalGrossCents,
    seller: invoice.seller,
  };
}

/**
 * The invoice's PDF with its Factur-X XML embedded, made from its stored rows only (amounts,
 * addresses and the seller's mentions as they were at issue), so making it again gives the same
 * document. It is made right after the invoice's transaction commits, outside it: the year's
 * counter row is not held locked while the PDF renders and the XML is embedded (together about
 * 150 ms), which would queue every other issue behind it.
 */
export async function storeInvoicePdf(
  invoice: InvoiceRow & { lines: InvoiceLineRow[] },
  creditForNumber: string | null,
  dir: string,
): Promise<string> {
  const document = invoiceDocument(invoice, creditForNumber);
  const pdf = await withFacturX(await renderInvoicePdf(document), facturXInvoice(document));
  const file = path.join(dir, invoice.fileName!);
  await mkdir(dir, { recursive: true });
  // Written aside then renamed: a reader never finds half a PDF.
  await writeFile(`${file}.part`, pdf);
  await rename(`${file}.part`, file);
  return file;
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
      const quoted = row.creditForInvoiceId === null ? null : ((await invoiceById(tx, row.creditForInvoiceId))?.number ?? null);
      return storeInvoicePdf({ ...row, lines: await linesOfInvoice(tx, row.id) }, quoted, dir);
    });
  }
}
