import { VAT_RATES_BP } from '../invoicing/invoice-amounts';
import type { AccountingDocument } from './accounting-document';

export type RateTotals = { vatRateBp: number; netCents: number; vatCents: number; grossCents: number };

/** What a period owes in VAT, rate by rate: invoices less credit notes. */
export type VatSummary = {
  invoices: number;
  creditNotes: number;
  /** Every French rate (5.5 %, 10 %, 20 %) even at zero, then any other rate a document carries, lowest first. */
  rates: RateTotals[];
  total: Omit<RateTotals, 'vatRateBp'>;
};

/** The rates a set of documents is reported in: the French ones always, so a file's columns do not depend on its content. */
export function reportedRates(documents: readonly AccountingDocument[]): number[] {
  const rates = new Set<number>(VAT_RATES_BP);
  for (const document of documents) for (const rate of document.rates) rates.add(rate.vatRateBp);
  return [...rates].sort((a, b) => a - b);
}

/** A document's column at that rate; zeros when it sold nothing at it. */
export function amountsAt(document: AccountingDocument, vatRateBp: number): RateTotals {
  const rate = document.rates.find((column) => column.vatRateBp === vatRateBp);
  return { vatRateBp, netCents: rate?.netCents ?? 0, vatCents: rate?.vatCents ?? 0, grossCents: rate?.grossCents ?? 0 };
}

/** Sums the documents' columns as stored (credit notes are negative). */
export function vatSummary(documents: readonly AccountingDocument[]): VatSummary {
  const rates = reportedRates(documents).map((vatRateBp) => {
    const columns = documents.map((document) => amountsAt(document, vatRateBp));
    return {
      vatRateBp,
      netCents: columns.reduce((sum, column) => sum + column.netCents, 0),
      vatCents: columns.reduce((sum, column) => sum + column.vatCents, 0),
      grossCents: columns.reduce((sum, column) => sum + column.grossCents, 0),
    };
  });
  return {
    invoices: documents.filter((document) => document.kind === 'invoice').length,
    creditNotes: documents.filter((document) => document.kind === 'credit_note').length,
    rates,
    total: {
      netCents: rates.reduce((sum, rate) => sum + rate.netCents, 0),
      vatCents: rates.reduce((sum, rate) => sum + rate.vatCents, 0),
      grossCents: rates.reduce((sum, rate) => sum + rate.grossCents, 0),
    },
  };
}
