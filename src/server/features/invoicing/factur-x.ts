import type { Invoice, Logger } from '@e-invoice-eu/core';
import { FACTUR_X_FORMAT, withCiiPrecedingInvoice } from '../../../domain/invoicing/factur-x-invoice';
import { withPdfAMetadata, type PdfAMetadata } from './pdf-a-metadata';

// Loaded with the first invoice, not at start-up: the library and the spreadsheet reader it
// bundles take 0.6 to 1 s to load here, which every start of the shop would otherwise pay.
let library: Promise<typeof import('@e-invoice-eu/core')> | undefined;

// It logs only about spreadsheets and deprecated input, neither of which we send.
const silent: Logger = { log: () => {}, warn: () => {}, error: () => {} };

/**
 * Our PDF/A-3 with the invoice's Factur-X XML embedded as `factur-x.xml` by @e-invoice-eu/core
 * (its own PDF rendering is not used), then its information dictionary and its XMP metadata
 * written over the library's (pdf-a-metadata.ts: one packet, UTF-8, the same title and
 * producer as the dictionary). Called
 * through its format service rather than `InvoiceService.generate`: that one compiles the
 * library's whole JSON schema with ajv on every call (about 220 ms of CPU here, blocking the
 * event loop) to check input whose shape our types already fix; the unit tests of
 * `facturXInvoice` run its output through that check.
 */
export async function withFacturX(pdf: Buffer, facturX: Invoice, metadata: PdfAMetadata): Promise<Buffer> {
  const { FormatFactoryService } = await (library ??= import('@e-invoice-eu/core'));
  const factory = new FormatFactoryService();
  const format = factory.createFormatService(FACTUR_X_FORMAT, silent);
  const invoice = withCiiPrecedingInvoice(facturX);
  format.fillInvoiceDefaults(invoice);
  const file = await format.generate(invoice, {
    format: factory.normalizeFormat(FACTUR_X_FORMAT),
    lang: 'fr-fr',
    pdf: { buffer: pdf, filename: `${invoice['ubl:Invoice']['cbc:ID']}.pdf`, mimetype: 'application/pdf' },
  });
  return withPdfAMetadata(file as Uint8Array, metadata);
}
