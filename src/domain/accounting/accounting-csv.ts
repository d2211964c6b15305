import { csvFile as csvFileIn, typedCell as typed } from '../csv/csv-file';
import { vatRateLabel } from '../invoicing/invoice-amounts';
import { PAYMENT_MEANS_LABEL } from '../invoicing/invoice-document';
import { centsToDecimal } from '../money';
import { parisDay } from '../pricing/paris-day';
import { dayLabel } from '../sales/paris-calendar';
import type { AccountingDocument } from './accounting-document';
import { amountsAt, reportedRates, vatSummary } from './vat-summary';

/**
 * The accountant's files as French spreadsheets open them without an import dialog: semicolons,
 * decimal commas, dates dd/mm/yyyy, UTF-8 with a byte order mark (without it Excel reads the
 * accents as Windows-1252), CRLF line ends. Written in French whatever the staff member's
 * language, like the invoices they sum up: they are the French books of a French company.
 */
const euros = (cents: number) => centsToDecimal(cents).replace('.', ',');

const csvFile = (rows: string[][]) => csvFileIn(rows, 'fr');

/** "HT 5,5 %", "TVA 5,5 %", "TTC 5,5 %" for each rate. */
const rateHeadings = (rates: number[]) => rates.flatMap((rate) => ['HT', 'TVA', 'TTC'].map((what) => `${what} ${vatRateLabel(rate, 'fr')}`));

/**
 * Invoices and credit notes, one row each in the order they were issued: net, VAT and gross
 * per rate then in total, as issued; a credit note's amounts are negative and it names the
 * invoice it corrects.
 */
export function invoicesCsv(documents: readonly AccountingDocument[]): string {
  const rates = reportedRates(documents);
  const header = [
    'Type',
    'Numéro',
    'Date',
    'Facture corrigée',
    'Commande',
    'Client',
    'E-mail',
    ...rateHeadings(rates),
    'Total HT',
    'Total TVA',
    'Total TTC',
    'Moyen de paiement',
    'Payé ou remboursé le',
  ];
  const rows = documents.map((document) => [
    document.kind === 'invoice' ? 'Facture' : 'Avoir',
    document.number,
    dayLabel(parisDay(document.issuedAt)),
    document.correctsNumber ?? '',
    document.orderNumber ?? '',
    typed(document.buyerName),
    typed(document.buyerEmail),
    ...rates.flatMap((rate) => {
      const column = amountsAt(document, rate);
      return [euros(column.netCents), euros(column.vatCents), euros(column.grossCents)];
    }),
    euros(document.totalNetCents),
    euros(document.totalVatCents),
    euros(document.totalGrossCents),
    document.paymentMeans ? PAYMENT_MEANS_LABEL[document.paymentMeans] : '',
    document.paidOn ? dayLabel(document.paidOn) : '',
  ]);
  return csvFile([header, ...rows]);
}

/** The VAT summary: one row per rate (invoices less credit notes), then the total. */
export function vatSummaryCsv(documents: readonly AccountingDocument[]): string {
  const summary = vatSummary(documents);
  return csvFile([
    ['Taux de TVA', 'Base HT', 'TVA', 'TTC'],
    ...summary.rates.map((rate) => [vatRateLabel(rate.vatRateBp, 'fr'), euros(rate.netCents), euros(rate.vatCents), euros(rate.grossCents)]),
    ['Total', euros(summary.total.netCents), euros(summary.total.vatCents), euros(summary.total.grossCents)],
  ]);
}
