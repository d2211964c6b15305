import { describe, expect, it } from 'vitest';
import frOrders from '../../i18n/fr/orders';
import { ordersCsv, type CsvOrder, type OrdersCsvWords } from './orders-csv';

const words: OrdersCsvWords = {
  columns: ['Numéro', 'Date', 'Client', 'E-mail', 'Statut', 'Code promo', 'Montant (€)', 'Consultée'],
  status: frOrders.status,
  yes: 'oui',
  no: 'non',
};

const order = (overrides: Partial<CsvOrder> = {}): CsvOrder => ({
  number: 'AT000123',
  // 23:30 UTC on 31 October is 00:30 on 1 November in Paris (winter time).
  createdAt: new Date('2026-10-31T23:30:00Z'),
  customerName: 'Léa Dupont',
  email: 'lea@example.test',
  status: 'pending',
  promoCode: null,
  totalCents: 123450,
  consulted: false,
  ...overrides,
});

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('the orders desk as a CSV file', () => {
  it('writes French for French spreadsheets: semicolons, decimal commas, Paris time, a byte order mark for the accents', () => {
    const csv = ordersCsv(
      [order(), order({ number: 'AT000124', status: 'shipped', promoCode: 'BIENVENUE10', totalCents: 990, consulted: true })],
      'fr',
      words,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rows(csv)).toEqual([
      'Numéro;Date;Client;E-mail;Statut;Code promo;Montant (€);Consultée',
      'AT000123;01/11/2026 00:30;Léa Dupont;lea@example.test;En attente;;1234,50;non',
      'AT000124;01/11/2026 00:30;Léa Dupont;lea@example.test;En cours de livraison;BIENVENUE10;9,90;oui',
    ]);
  });

  it('writes commas and decimal points in English', () => {
    expect(rows(ordersCsv([order()], 'en', words))[1]).toBe('AT000123,01/11/2026 00:30,Léa Dupont,lea@example.test,En attente,,1234.50,non');
  });

  it('quotes a cell holding the separator, a quote or a line break', () => {
    const [, line] = rows(ordersCsv([order({ customerName: 'Jean "Jo"; Martin' })], 'fr', words));
    expect(line).toContain(';"Jean ""Jo""; Martin";');
  });

  it('never lets a customer’s text open as a spreadsheet formula', () => {
    const [, line] = rows(
      ordersCsv([order({ customerName: '=HYPERLINK("http://x")', email: '+33@example.test', promoCode: '@SUM(A1)' })], 'fr', words),
    );
    expect(line).toContain(`;"'=HYPERLINK(""http://x"")";'+33@example.test;`);
    expect(line).toContain(";'@SUM(A1);");
  });
});
