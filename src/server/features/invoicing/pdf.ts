import { vatRateLabel } from '../../../domain/invoicing/invoice-amounts';
import {
  correctionSentence,
  documentTitle,
  frenchDay,
  paymentTerms,
  sellerLegalMentions,
  type InvoiceDocument,
} from '../../../domain/invoicing/invoice-document';
import { formatPrice } from '../../../domain/money';
import type { Settings } from '../../../domain/settings';
import { addressLines, pdfDocument, tableRow, tableRule } from '../../pdf/pdf-document';

const euros = (cents: number) => formatPrice(cents, 'fr');

const rateLabel = (rateBp: number) => vatRateLabel(rateBp, 'fr');

const parisDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });

function sellerLines(seller: Settings): string[] {
  const value = (key: keyof Settings) => seller[key]?.trim() ?? '';
  const { legalForm, rcs } = sellerLegalMentions(seller);
  return [
    legalForm,
    value('adress company'),
    [value('zip company'), value('city company')].filter(Boolean).join(' '),
    value('country Company'),
    value('id company') && `SIREN ${value('id company')}`,
    rcs,
    value('vat') && `N° TVA intracommunautaire : ${value('vat')}`,
  ].filter(Boolean);
}

const PAGE = { left: 50, width: 495 };
// Description, quantity, unit price without VAT, VAT rate, line total without VAT.
const COLUMNS = [
  { x: 50, width: 215, align: 'left' },
  { x: 270, width: 40, align: 'right' },
  { x: 315, width: 85, align: 'right' },
  { x: 405, width: 50, align: 'right' },
  { x: 460, width: 85, align: 'right' },
] as const;

/** The invoice as a PDF/A-3b file, rendered once at issue and stored (never re-rendered). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // pdf-a-metadata.ts writes the dictionary again with the XMP, from the same title.
  const title = documentTitle(invoice);
  const { doc, file } = pdfDocument({
    size: 'A4',
    margin: 50,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'fr-FR',
    displayTitle: true,
    info: { Title: title, Author: invoice.seller['name company'] ?? '', Subject: title },
  });

  // Seller, then the document's title and dates.
  doc
    .font('bold')
    .fontSize(14)
    .text(invoice.seller['name company'] ?? '', PAGE.left, 50);
  doc.font('regular').fontSize(9);
  for (const line of sellerLines(invoice.seller)) doc.text(line);

  doc.moveDown(1.5);
  doc
    .font('bold')
    .fontSize(16)
    .text(invoice.kind === 'invoice' ? `FACTURE N° ${invoice.number}` : `AVOIR N° ${invoice.number}`);
  doc.font('regular').fontSize(10);
  // The invoice it corrects, by number and date (also the XML's preceding invoice reference, BT-25 and BT-26).
  if (invoice.corrects) doc.text(correctionSentence(invoice.corrects));
  doc.text(`Date d’émission : ${parisDate.format(invoice.issuedAt)}`);
  doc.text(`Date de la vente : ${frenchDay(invoice.soldOn)}`);
  if (invoice.dueOn) doc.text(`Date d’échéance : ${frenchDay(invoice.dueOn)}`);
  if (invoice.orderNumber) doc.text(`Commande N° ${invoice.orderNumber}`);

  // Buyer: billing address, and delivery address when it differs.
  doc.moveDown();
  const top = doc.y;
  doc.font('bold').text('Facturé à', PAGE.left, top);
  // A business buyer by its legal name, the person of the address as its contact, and its VAT number.
  if (invoice.buyerCompany) doc.text(invoice.buyerCompany, PAGE.left, undefined, { width: 230 });
  doc.font('regular');
  for (const line of addressLines(invoice.billingAddress, 'fr')) doc.text(line, PAGE.left, undefined, { width: 230 });
  if (invoice.buyerVatNumber) doc.text(`N° TVA intracommunautaire : ${invoice.buyerVatNumber}`, PAGE.left, undefined, { width: 230 });
  let bottom = doc.y;
  if (invoice.deliveryAddress) {
    doc.font('bold').text('Livré à', 310, top);
    doc.font('regular');
    for (const line of addressLines(invoice.deliveryAddress, 'fr')) doc.text(line, 310, undefined, { width: 235 });
    bottom = Math.max(bottom, doc.y);
  }

  // Lines.
  doc.y = bottom + 20;
  row(doc, ['Désignation', 'Qté', 'PU HT', 'TVA', 'Total HT'], 'bold');
  rule(doc);
  for (const line of invoice.lines) {
    const description = line.reference ? `${line.description}\nRéf. ${line.reference}` : line.description;
    row(doc, [description, String(line.quantity), euros(line.unitNetCents), rateLabel(line.vatRateBp), euros(line.lineNetCents)], 'regular');
  }
  rule(doc);

  // What was paid VAT included, then its breakdown per rate, then the totals.
  doc.moveDown(0.5);
  total(doc, 'Articles TTC', euros(invoice.subtotalGrossCents));
  if (invoice.discountCents !== 0) total(doc, 'Remise TTC', euros(-invoice.discountCents));
  total(doc, 'Livraison TTC', euros(invoice.shippingCents));
  // A return fee the shop kept: it counts against what the credit note gives back.
  if (invoice.feeCents !== 0) total(doc, 'Frais de retour TTC', euros(invoice.feeCents));
  doc.moveDown(0.5);
  for (const rate of invoice.vatBreakdown) {
    total(doc, `Base HT à ${rateLabel(rate.vatRateBp)}`, euros(rate.netCents));
    total(doc, `TVA à ${rateLabel(rate.vatRateBp)}`, euros(rate.vatCents));
  }
  doc.moveDown(0.5);
  total(doc, 'Total HT', euros(invoice.totalNetCents), 'bold');
  total(doc, 'Total TVA', euros(invoice.totalVatCents), 'bold');
  total(doc, 'Total TTC', euros(invoice.totalGrossCents), 'bold');

  doc.moveDown();
  doc.font('regular').fontSize(10);
  for (const paragraph of paymentTerms(invoice)) doc.text(paragraph, PAGE.left, undefined, { width: PAGE.width, paragraphGap: 4 });

  doc.end();
  return file;
}

const row = (doc: PDFKit.PDFDocument, cells: string[], font: 'regular' | 'bold') => tableRow(doc, COLUMNS, cells, font, 9, 4);
const rule = (doc: PDFKit.PDFDocument) => tableRule(doc, 4);

function total(doc: PDFKit.PDFDocument, label: string, amount: string, font: 'regular' | 'bold' = 'regular'): void {
  doc.font(font).fontSize(10);
  const y = doc.y;
  doc.text(label, 300, y, { width: 150, align: 'left' });
  doc.text(amount, 450, y, { width: 95, align: 'right' });
  doc.x = PAGE.left;
}
