import { parisDay } from '../pricing/paris-day';

/** The year an invoice belongs to: its issue day's year in Europe/Paris (a New Year's Eve at 23:30 UTC is already next year). */
export function invoiceYear(issuedAt: Date): number {
  return Number(parisDay(issuedAt).slice(0, 4));
}

/** F-YYYY-NNNNNN: invoices and credit notes share one sequence per year (GUIDE 3.8). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`Invalid invoice sequence: ${sequence}`);
  return `F-${year}-${String(sequence).padStart(6, '0')}`;
}
