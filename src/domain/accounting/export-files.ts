import { periodSlug, type AccountingPeriod } from './accounting-period';
import type { VatSummary } from './vat-summary';
import { fecFileName } from './fec';

/** The three files of a period, named by it: factures-2026-10.csv, tva-2026-10.csv, 912345675FEC20261031.txt. */
export type AccountingFiles = {
  invoices: string;
  vat: string;
  /** Null while the site settings hold no SIREN: the FEC's name and the law need it. */
  fec: string | null;
};

export function accountingFiles(period: AccountingPeriod, siren: string | null): AccountingFiles {
  const slug = periodSlug(period);
  return { invoices: `factures-${slug}.csv`, vat: `tva-${slug}.csv`, fec: siren ? fecFileName(siren, period) : null };
}

/** What the accounting page shows of a period: its VAT per rate, its documents' count and its files. */
export type AccountingSummary = VatSummary & { period: AccountingPeriod; files: AccountingFiles };
