import { centsToDecimal } from '../money';
import { parisDay } from '../pricing/paris-day';
import type { AccountingDocument } from './accounting-document';
import type { AccountingPeriod } from './accounting-period';
import { vatRateLabel } from '../invoicing/invoice-amounts';

/**
 * The sales journal as a "fichier des écritures comptables" (FEC): the 18 columns of article
 * A47 A-1 of the Livre des procédures fiscales, in its order and spelling, one line per account
 * movement, fields separated by tabs, dates YYYYMMDD, amounts with a decimal comma.
 */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

export type FecColumn = (typeof FEC_COLUMNS)[number];
export type FecLine = Record<FecColumn, string>;

const SEPARATOR = '\t';

/**
 * The accounts of the French chart of accounts (PCG) a sale moves: the customers' account, sales
 * of goods (the shop sells clothing it makes or buys, not services: 707, shipping included as
 * the invoices include it in each rate's base), and VAT collected.
 */
export const SALES_JOURNAL = { code: 'VE', label: 'Journal des ventes' };
export const FEC_ACCOUNTS = {
  customers: { number: '411', label: 'Clients' },
  goods: { number: '707', label: 'Ventes de marchandises' },
  vatCollected: { number: '44571', label: 'TVA collectée' },
} as const;

/** 2026-10-31 -> 20261031. */
const fecDate = (day: string) => day.replaceAll('-', '');

/** Amounts are never negative in a FEC: the side says the direction. 1234,50. */
const fecAmount = (cents: number) => centsToDecimal(cents).replace('.', ',');

/** A field may hold neither the separator nor a line break. */
const field = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

/**
 * One balanced entry per document, numbered by the document's own number (sequential without
 * gaps, shared by invoices and credit notes, so the entries keep that sequence whatever period is
 * exported). Each movement is written as debit minus credit: the customer owes the gross amount,
 * sales are credited the net and VAT collected the VAT of each rate. A credit note, whose
 * amounts are stored negative, comes out reversed. Gross = net + VAT in every rate and the
 * total is the rates' sum (how invoices are issued), so every entry balances.
 */
export function fecEntry(document: AccountingDocument): FecLine[] {
  const day = fecDate(parisDay(document.issuedAt));
  const what = document.kind === 'invoice' ? 'Facture' : 'Avoir';
  const corrects = document.correctsNumber ? ` (facture ${document.correctsNumber})` : '';
  const label = field(`${what} ${document.number} ${document.buyerName}${corrects}`);
  const line = (account: { number: string; label: string }, debitMinusCredit: number, detail = ''): FecLine => ({
    JournalCode: SALES_JOURNAL.code,
    JournalLib: SALES_JOURNAL.label,
    EcritureNum: document.number,
    EcritureDate: day,
    CompteNum: account.number,
    CompteLib: account.label,
    CompAuxNum: '',
    CompAuxLib: '',
    PieceRef: document.number,
    PieceDate: day,
    EcritureLib: detail ? `${label} - ${detail}` : label,
    Debit: fecAmount(Math.max(debitMinusCredit, 0)),
    Credit: fecAmount(Math.max(-debitMinusCredit, 0)),
    EcritureLet: '',
    DateLet: '',
    // Issued documents are final from their issue (they are never edited), and the entry follows from them.
    ValidDate: day,
    // Amounts are in euros, the accounting currency: no foreign currency to state.
    Montantdevise: '',
    Idevise: '',
  });
  const rates = [...document.rates].sort((a, b) => a.vatRateBp - b.vatRateBp);
  // A rate's line at zero says nothing; the customer's line stays, so even a document of 0,00 has its entry.
  const rateLines = rates.flatMap((rate) => {
    const percent = vatRateLabel(rate.vatRateBp, 'fr');
    return [
      ...(rate.netCents !== 0 ? [line(FEC_ACCOUNTS.goods, -rate.netCents, `HT ${percent}`)] : []),
      ...(rate.vatCents !== 0 ? [line(FEC_ACCOUNTS.vatCollected, -rate.vatCents, `TVA ${percent}`)] : []),
    ];
  });
  return [line(FEC_ACCOUNTS.customers, document.totalGrossCents), ...rateLines];
}

/** The journal's text: the column names, then each document's entry in the order they were issued; CRLF line ends. */
export function fecText(documents: readonly AccountingDocument[]): string {
  const lines = [
    FEC_COLUMNS.join(SEPARATOR),
    ...documents.flatMap(fecEntry).map((line) => FEC_COLUMNS.map((column) => line[column]).join(SEPARATOR)),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The SIREN in the company identifier the site settings keep (a SIREN of 9 digits or a SIRET of
 * 14, whose first 9 are the SIREN; spaces allowed); null when there is none.
 */
export function sirenOf(companyId: string | undefined): string | null {
  const digits = (companyId ?? '').replace(/\s+/g, '');
  return /^(\d{9}|\d{14})$/.test(digits) ? digits.slice(0, 9) : null;
}

/** The name the standard gives the file: SIREN, "FEC", the closing date of the period. 912345675FEC20261031.txt. */
export function fecFileName(siren: string, period: AccountingPeriod): string {
  return `${siren}FEC${fecDate(period.to)}.txt`;
}
