import { describe, expect, it } from 'vitest';
import type { AccountingDocument } from './accounting-document';
import { invoicesCsv, vatSummaryCsv } from './accounting-csv';
import { vatSummary } from './vat-summary';

const invoice: AccountingDocument = {
  kind: 'invoice',
  number: 'F-2026-000012',
  issuedAt: new Date('2026-10-14T09:00:00Z'),
  correctsNumber: null,
  orderNumber: 'CMD-1042',
  buyerName: '=Zoé; Lefèvre',
  buyerEmail: 'zoe@exemple.fr',
  paymentMeans: 'card',
  paidOn: '2026-10-14',
  rates: [{ vatRateBp: 2000, netCents: 123456, vatCents: 24691, grossCents: 148147 }],
  totalNetCents: 123456,
  totalVatCents: 24691,
  totalGrossCents: 148147,
};
const creditNote: AccountingDocument = {
  ...invoice,
  kind: 'credit_note',
  number: 'F-2026-000013',
  issuedAt: new Date('2026-10-20T09:00:00Z'),
  correctsNumber: 'F-2026-000012',
  paymentMeans: null,
  paidOn: null,
  rates: [{ vatRateBp: 2000, netCents: -2500, vatCents: -500, grossCents: -3000 }],
  totalNetCents: -2500,
  totalVatCents: -500,
  totalGrossCents: -3000,
};

const rowsOf = (csv: string) => csv.slice(1).split('\r\n');

describe('the invoices CSV', () => {
  it('opens in French spreadsheets: byte order mark, semicolons, decimal commas, dd/mm/yyyy, CRLF', () => {
    const csv = invoicesCsv([invoice, creditNote]);
    expect(
      csv.startsWith('\uFEFFType;Numéro;Date;Facture corrigée;Commande;Client;E-mail;HT 5,5\u00a0%;TVA 5,5\u00a0%;TTC 5,5\u00a0%;HT 10\u00a0%;'),
    ).toBe(true);
    const [header, first, second, end] = rowsOf(csv);
    expect(header!.split(';').slice(-5)).toEqual(['Total HT', 'Total TVA', 'Total TTC', 'Moyen de paiement', 'Payé ou remboursé le']);
    // A buyer's name that starts like a formula is kept as text, and quoted for its semicolon.
    expect(first).toBe(
      'Facture;F-2026-000012;14/10/2026;;CMD-1042;"\'=Zoé; Lefèvre";zoe@exemple.fr;0,00;0,00;0,00;0,00;0,00;0,00;1234,56;246,91;1481,47;1234,56;246,91;1481,47;carte bancaire;14/10/2026',
    );
    expect(second).toBe(
      'Avoir;F-2026-000013;20/10/2026;F-2026-000012;CMD-1042;"\'=Zoé; Lefèvre";zoe@exemple.fr;0,00;0,00;0,00;0,00;0,00;0,00;-25,00;-5,00;-30,00;-25,00;-5,00;-30,00;;',
    );
    expect(end).toBe('');
  });

  it('an empty period is its header line alone', () => {
    expect(rowsOf(invoicesCsv([]))).toHaveLength(2);
  });
});

describe('the VAT summary', () => {
  it('sums each rate as issued, invoices less credit notes, every French rate shown', () => {
    expect(vatSummary([invoice, creditNote])).toEqual({
      invoices: 1,
      creditNotes: 1,
      rates: [
        { vatRateBp: 550, netCents: 0, vatCents: 0, grossCents: 0 },
        { vatRateBp: 1000, netCents: 0, vatCents: 0, grossCents: 0 },
        { vatRateBp: 2000, netCents: 120956, vatCents: 24191, grossCents: 145147 },
      ],
      total: { netCents: 120956, vatCents: 24191, grossCents: 145147 },
    });
    expect(rowsOf(vatSummaryCsv([invoice, creditNote]))).toEqual([
      'Taux de TVA;Base HT;TVA;TTC',
      '5,5\u00a0%;0,00;0,00;0,00',
      '10\u00a0%;0,00;0,00;0,00',
      '20\u00a0%;1209,56;241,91;1451,47',
      'Total;1209,56;241,91;1451,47',
      '',
    ]);
  });
});
