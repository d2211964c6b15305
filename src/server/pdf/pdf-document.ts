import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { AddressSnapshot } from '../../db/schema';
import { countryName } from '../../domain/addresses/countries';
import { formatPhone } from '../../domain/addresses/phone';
import type { Locale } from '../../domain/locale';

/** DejaVu covers every French letter (œ, Œ, ÿ, the typographic apostrophe and spaces); PDF/A wants the font embedded. */
const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * A PDF the shop prints (invoices, packing slips), with its two fonts registered as
 * 'regular' and 'bold', and the whole file once `doc.end()` has been called.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; file: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', path.join(fontsDir, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(fontsDir, 'DejaVuSans-Bold.ttf'));
  return { doc, file };
}

/** An address as printed on the shop's documents, the country named in the document's language, the phone in pairs of digits. */
export function addressLines(address: AddressSnapshot, locale: Locale): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.line1,
    address.line2,
    `${address.zip} ${address.city}`,
    countryName(address.country, locale),
    address.email,
    formatPhone(address.phone),
  ].filter((line) => line.trim() !== '');
}

/** A column of a table on an A4 page with 50 pt margins. */
export type PdfColumn = { x: number; width: number; align: 'left' | 'right' };

const LEFT = 50;
const RIGHT = 545;

/** One row of a table: each cell in its column, the next row below the tallest cell. */
export function tableRow(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  cells: string[],
  font: 'regular' | 'bold',
  size: number,
  gap: number,
): void {
  doc.font(font).fontSize(size);
  const y = doc.y;
  let bottom = y;
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    doc.text(cell, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = LEFT;
  doc.y = bottom + gap;
}

/** A thin line across the page, under a table's heading or last row. */
export function tableRule(doc: PDFKit.PDFDocument, gap: number): void {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).stroke();
  doc.y += gap;
}
