import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountingDocument } from './accounting-document';
import { FEC_COLUMNS, fecEntry, fecFileName, fecText, sirenOf } from './fec';

const invoice: AccountingDocument = {
  kind: 'invoice',
  number: 'F-2026-000012',
  issuedAt: new Date('2026-10-31T23:30:00Z'),
  correctsNumber: null,
  orderNumber: 'CMD-1042',
  buyerName: 'Zoé Lefèvre',
  buyerEmail: 'zoe@exemple.fr',
  paymentMeans: 'card',
  paidOn: '2026-11-01',
  rates: [
    { vatRateBp: 2000, netCents: 5829, vatCents: 1166, grossCents: 6995 },
    { vatRateBp: 550, netCents: 948, vatCents: 52, grossCents: 1000 },
  ],
  totalNetCents: 6777,
  totalVatCents: 1218,
  totalGrossCents: 7995,
};

const creditNote: AccountingDocument = {
  ...invoice,
  kind: 'credit_note',
  number: 'F-2026-000013',
  correctsNumber: 'F-2026-000012',
  rates: invoice.rates.map((rate) => ({
    vatRateBp: rate.vatRateBp,
    netCents: -rate.netCents,
    vatCents: -rate.vatCents,
    grossCents: -rate.grossCents,
  })),
  totalNetCents: -6777,
  totalVatCents: -1218,
  totalGrossCents: -7995,
};

const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);

describe('FEC entries', () => {
  it('an invoice: the customer debited the gross, sales and VAT credited per rate, dated in Paris (23:30 UTC on 31 October is 1 November)', () => {
    const lines = fecEntry(invoice);
    expect(lines.map((line) => [line.CompteNum, line.Debit, line.Credit, line.EcritureLib])).toEqual([
      ['411', '79,95', '0,00', 'Facture F-2026-000012 Zoé Lefèvre'],
      ['707', '0,00', '9,48', 'Facture F-2026-000012 Zoé Lefèvre - HT 5,5\u00a0%'],
      ['44571', '0,00', '0,52', 'Facture F-2026-000012 Zoé Lefèvre - TVA 5,5\u00a0%'],
      ['707', '0,00', '58,29', 'Facture F-2026-000012 Zoé Lefèvre - HT 20\u00a0%'],
      ['44571', '0,00', '11,66', 'Facture F-2026-000012 Zoé Lefèvre - TVA 20\u00a0%'],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({
        JournalCode: 'VE',
        EcritureNum: 'F-2026-000012',
        PieceRef: 'F-2026-000012',
        EcritureDate: '20261101',
        PieceDate: '20261101',
        ValidDate: '20261101',
      });
    }
  });

  it('a credit note is the reverse entry and quotes the invoice it corrects', () => {
    expect(fecEntry(creditNote).map((line) => [line.CompteNum, line.Debit, line.Credit])).toEqual([
      ['411', '0,00', '79,95'],
      ['707', '9,48', '0,00'],
      ['44571', '0,52', '0,00'],
      ['707', '58,29', '0,00'],
      ['44571', '11,66', '0,00'],
    ]);
    expect(fecEntry(creditNote)[0]!.EcritureLib).toBe('Avoir F-2026-000013 Zoé Lefèvre (facture F-2026-000012)');
  });

  it('leaves out a rate’s lines at zero, but an invoice of 0,00 keeps its customer line', () => {
    const free = {
      ...invoice,
      rates: [{ vatRateBp: 2000, netCents: 0, vatCents: 0, grossCents: 0 }],
      totalNetCents: 0,
      totalVatCents: 0,
      totalGrossCents: 0,
    };
    expect(fecEntry(free).map((line) => [line.CompteNum, line.Debit, line.Credit])).toEqual([['411', '0,00', '0,00']]);
  });

  it('every entry balances, whatever the amounts and signs of its rates', () => {
    const rate = fc.record({
      vatRateBp: fc.constantFrom(550, 1000, 2000),
      netCents: fc.integer({ min: -1e7, max: 1e7 }),
      vatCents: fc.integer({ min: -2e6, max: 2e6 }),
    });
    fc.assert(
      fc.property(fc.array(rate, { maxLength: 3 }), (columns) => {
        const rates = columns.map((column) => ({ ...column, grossCents: column.netCents + column.vatCents }));
        const document = { ...invoice, rates, totalGrossCents: rates.reduce((sum, column) => sum + column.grossCents, 0) };
        const lines = fecEntry(document);
        const debit = lines.reduce((sum, line) => sum + cents(line.Debit), 0);
        const credit = lines.reduce((sum, line) => sum + cents(line.Credit), 0);
        expect(debit).toBe(credit);
        expect(lines.every((line) => !line.Debit.startsWith('-') && !line.Credit.startsWith('-'))).toBe(true);
      }),
    );
  });
});

describe('the FEC file', () => {
  it('has the 18 columns of article A47 A-1 in their order, tab-separated, then one line per movement', () => {
    const rows = fecText([invoice, creditNote]).split('\r\n');
    expect(rows[0]).toBe(
      'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise',
    );
    expect(FEC_COLUMNS).toHaveLength(18);
    expect(rows.at(-1)).toBe('');
    expect(rows.slice(1, -1)).toHaveLength(10);
    expect(rows.slice(1, -1).every((row) => row.split('\t').length === 18)).toBe(true);
  });

  it('an empty period is the header line alone', () => {
    expect(fecText([])).toBe(`${FEC_COLUMNS.join('\t')}\r\n`);
  });

  it('keeps tabs and line breaks a buyer typed out of the fields', () => {
    const [line] = fecEntry({ ...invoice, buyerName: 'Zoé\tLe\nfèvre' });
    expect(line!.EcritureLib).toBe('Facture F-2026-000012 Zoé Le fèvre');
  });

  it('is named by the SIREN and the closing day of the period', () => {
    expect(fecFileName('912345675', { from: '2026-10-01', to: '2026-10-31' })).toBe('912345675FEC20261031.txt');
    expect(sirenOf('912 345 675')).toBe('912345675');
    expect(sirenOf('912 345 675 00014')).toBe('912345675');
    expect(sirenOf('')).toBeNull();
    expect(sirenOf('91234567')).toBeNull();
  });
});
