import type { Messages } from '../types';
import type fr from '../fr/back-accounting';

/** English twin of ../fr/back-accounting.ts. */
export default {
  intro:
    'Your accountant’s files for a period: invoices and credit notes, the VAT summary per rate and the sales journal in the FEC layout. Every document appears as it was issued, on its issue date in Paris time.',
  periodForm: 'Choose the period',
  from: 'From',
  to: 'To',
  show: 'Show this period',
  months: 'Change month',
  previousMonth: 'Previous month ({{month}})',
  nextMonth: 'Next month ({{month}})',
  range: 'From {{from}} to {{to}}',
  loading: 'Reading the invoices and credit notes of the period…',
  loadFailed: 'The amounts could not be loaded.',
  retry: 'Try again',
  invoiceCount_one: '{{count}} invoice',
  invoiceCount_other: '{{count, number}} invoices',
  creditNoteCount_one: '{{count}} credit note',
  creditNoteCount_other: '{{count, number}} credit notes',
  documents: '{{invoices}} and {{creditNotes}} issued in the period.',
  empty: 'No invoice or credit note was issued in this period. The files still download, with their header line alone.',
  vatTitle: 'VAT per rate',
  vatCaption: 'VAT of the period per rate, invoices less credit notes',
  rate: 'Rate',
  net: 'Net',
  vat: 'VAT',
  gross: 'Gross',
  total: 'Total',
  filesTitle: 'Files',
  invoicesFile: 'Invoices and credit notes (CSV)',
  vatFile: 'VAT summary (CSV)',
  fecFile: 'Sales journal (FEC)',
  csvHint:
    'The CSV files open as they are in a French spreadsheet (semicolons, decimal commas). Credit notes are negative and quote the invoice they correct.',
  fecHint:
    'The FEC follows article A47 A-1 of the French Livre des procédures fiscales: one balanced entry per invoice or credit note, debiting customers (411) and crediting sales of goods (707) and VAT collected (44571), rate by rate.',
  sirenMissing: 'The FEC’s name carries the company’s SIREN, which the site settings do not give yet.',
  toSettings: 'Enter the SIREN in the site settings',
  errors: {
    notADay: 'Enter a whole date: day, month and year.',
    endBeforeStart: 'The period ends on the day it starts or later.',
    tooLong: 'A period lasts 24 months at most, the longest a financial year lasts.',
    sirenMissing: 'Enter the company’s SIREN in the site settings first: the FEC’s name carries it.',
  },
} satisfies Messages<typeof fr>;
