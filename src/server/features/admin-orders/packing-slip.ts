import type { Locale } from '../../../domain/locale';
import { orderDateLabel } from '../../../domain/orders/order-date';
import type { OrderDetail } from '../../../domain/orders/orders';
import type { Settings } from '../../../domain/settings';
import { translatorFor } from '../../../i18n/instance';
import { addressLines, pdfDocument, tableRow, tableRule } from '../../pdf/pdf-document';

const PAGE = { left: 50, width: 495 };
// Reference, article, colour, size, quantity.
const COLUMNS = [
  { x: 50, width: 90, align: 'left' },
  { x: 145, width: 200, align: 'left' },
  { x: 350, width: 80, align: 'left' },
  { x: 435, width: 50, align: 'left' },
  { x: 490, width: 55, align: 'right' },
] as const;

const row = (doc: PDFKit.PDFDocument, cells: string[], font: 'regular' | 'bold') => tableRow(doc, COLUMNS, cells, font, 10, 6);

/**
 * The packing slip that goes in the parcel: who sends it, where it goes and what is in it,
 * without prices (the parcel may be a gift), in the language the customer ordered in.
 */
export function renderPackingSlip(order: OrderDetail, locale: Locale, seller: Settings): Promise<Buffer> {
  const t = translatorFor(locale);
  const title = `${t('back:packingSlip.title')} ${order.number}`;
  const { doc, file } = pdfDocument({ size: 'A4', margin: 50, lang: locale, displayTitle: true, info: { Title: title } });

  doc
    .font('bold')
    .fontSize(14)
    .text(seller['name company'] ?? '', PAGE.left, 50);
  doc.font('regular').fontSize(9);
  for (const line of [seller['adress company'], [seller['zip company'], seller['city company']].filter(Boolean).join(' '), seller['website']])
    if (line) doc.text(line);

  doc.moveDown(1.5);
  doc.font('bold').fontSize(16).text(title);
  doc
    .font('regular')
    .fontSize(10)
    .text(t('back:packingSlip.order', { number: order.number, date: orderDateLabel(order.createdAt) }));

  doc.moveDown();
  doc.font('bold').text(t('back:packingSlip.deliverTo'));
  doc.font('regular');
  for (const line of addressLines({ ...order.delivery, line2: order.delivery.line2 ?? '' }, locale)) doc.text(line, { width: 300 });

  doc.moveDown(1.5);
  row(
    doc,
    ['reference', 'article', 'colour', 'size', 'quantity'].map((key) => t(`back:packingSlip.${key}`)),
    'bold',
  );
  tableRule(doc, 6);
  for (const line of order.lines) row(doc, [line.reference, line.name, line.colorName, line.sizeName, String(line.quantity)], 'regular');
  tableRule(doc, 6);
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  doc.font('bold').fontSize(10).text(t('back:packingSlip.items', { count }), PAGE.left, undefined, { width: PAGE.width, align: 'right' });

  doc.moveDown(2);
  doc.font('regular').text(t('back:packingSlip.thanks'), PAGE.left, undefined, { width: PAGE.width });
  doc.end();
  return file;
}
