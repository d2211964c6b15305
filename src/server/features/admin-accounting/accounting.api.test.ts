import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { ciiFacts, embeddedFacturX } from '../../../../tests/helpers/factur-x';
import { homeAddress, insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import type { AccountingSummary } from '../../../domain/accounting/export-files';
import { SETTING_KEYS } from '../../../domain/settings';
import { cancelInvoice, invoicesDir, issueInvoiceForOrder, issueManualInvoice, type Issued } from '../invoicing/issue';

/** The accountant's files, read from invoices and credit notes issued at known instants. */

let t: TestApp;
let administrator: string;
let collaborator: string;
const january: Issued[] = [];
let lateJanuaryUtc: Issued;

const FEC_HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

const issueOptions = (now: string) => ({ staffId: null, invoicesDir: invoicesDir(t.dataDir), now: new Date(now) });

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);

  // January 2026 in Paris (UTC+1): an order at two rates with a discount and shipping, a typed invoice at the two reduced rates, the order's invoice cancelled by a credit note.
  const order = await insertOrder(t.db, {
    status: 'processing',
    billing: { firstName: 'Zoé', lastName: 'Lefèvre' },
    lines: [
      { unitPriceCents: 3990, quantity: 3 },
      { name: 'Livre de patrons', unitPriceCents: 1899, vatRateBp: 550 },
    ],
    discountCents: 500,
  });
  january.push(await issueInvoiceForOrder(t.db, order.id, issueOptions('2026-01-05T09:00:00Z')));
  january.push(
    await issueManualInvoice(
      t.db,
      {
        customer: homeAddress,
        lines: [
          { description: 'Atelier couture', quantity: 2, unitPriceCents: 4500, vatRateBp: 1000 },
          { description: 'Patron imprimé', quantity: 1, unitPriceCents: 1233, vatRateBp: 550 },
          { description: 'Retouche', quantity: 1, unitPriceCents: 1999, vatRateBp: 2000 },
        ],
        shippingCents: 490,
        paymentMeans: 'transfer',
        paidOn: '2026-01-12',
      },
      { ...issueOptions('2026-01-12T15:00:00Z'), staffId: null },
    ),
  );
  january.push(await cancelInvoice(t.db, january[0]!.id, issueOptions('2026-01-20T10:00:00Z')));
  // 22:30 UTC on 31 January is 23:30 in Paris, still January; 23:30 UTC is already 1 February in Paris.
  january.push(await issueManualInvoice(t.db, typedInvoice(2990), issueOptions('2026-01-31T22:30:00Z')));
  lateJanuaryUtc = await issueManualInvoice(t.db, typedInvoice(1590), issueOptions('2026-01-31T23:30:00Z'));
});
afterAll(() => t?.close());

function typedInvoice(unitGrossCents: number) {
  return { customer: homeAddress, lines: [{ description: 'Tote bag', quantity: 1, unitPriceCents: unitGrossCents, vatRateBp: 2000 }] };
}

const get = (url: string, cookie = administrator): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { cookie } });
const JANUARY = 'from=2026-01-01&to=2026-01-31';

const summary = async (query: string) => {
  const response = await get(`/accounting/summary?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccountingSummary>();
};

/** The FEC as its reader decodes it: ISO 8859-15, one row per line, the fields split on tabs. */
function fecRows(response: LightMyRequestResponse): string[][] {
  const text = new TextDecoder('iso-8859-15').decode(response.rawPayload);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((row) => row.split('\t'));
}

const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  return Number(amount.replace(',', ''));
};

/** A CSV as a French spreadsheet reads it: the byte order mark, then rows of semicolon-separated cells. */
function csvRows(response: LightMyRequestResponse): string[][] {
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return response.body
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((row) => row.split(';'));
}

describe('the sales journal (FEC)', () => {
  it('has exactly the columns article A47 A-1 lists, balanced entries per document and in total, credit notes reversed, named by SIREN and closing day', async () => {
    const response = await get(`/accounting/fec?${JANUARY}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=iso-8859-15');
    expect(response.headers['content-disposition']).toBe('attachment; filename="912345675FEC20260131.txt"');

    const [header, ...rows] = fecRows(response);
    expect(header!.join('\t')).toBe(FEC_HEADER);
    expect(rows.every((row) => row.length === 18)).toBe(true);
    const column = (row: string[], name: string) => row[header!.indexOf(name)]!;

    // One entry per document of January, in the order of issue, numbered by the document.
    const entries = new Map<string, string[][]>();
    for (const row of rows) entries.set(column(row, 'EcritureNum'), [...(entries.get(column(row, 'EcritureNum')) ?? []), row]);
    expect([...entries.keys()]).toEqual(january.map((document) => document.number));
    for (const [number, lines] of entries) {
      const debit = lines.reduce((sum, line) => sum + cents(column(line, 'Debit')), 0);
      const credit = lines.reduce((sum, line) => sum + cents(column(line, 'Credit')), 0);
      expect(debit, `entry ${number}`).toBe(credit);
      expect(debit).toBeGreaterThan(0);
    }
    const totalDebit = rows.reduce((sum, row) => sum + cents(column(row, 'Debit')), 0);
    expect(totalDebit).toBe(rows.reduce((sum, row) => sum + cents(column(row, 'Credit')), 0));

    // The order's invoice debits the customer; its credit note credits the customer the same amount and quotes it.
    const [invoice, , creditNote] = january;
    const customerLine = (number: string) => entries.get(number)!.find((line) => column(line, 'CompteNum') === '411')!;
    expect(cents(column(customerLine(invoice!.number), 'Debit'))).toBe(invoice!.totalGrossCents);
    expect(cents(column(customerLine(creditNote!.number), 'Credit'))).toBe(invoice!.totalGrossCents);
    expect(column(customerLine(creditNote!.number), 'EcritureLib')).toBe(`Avoir ${creditNote!.number} Zoé Lefèvre (facture ${invoice!.number})`);
    expect(new Set(rows.map((row) => column(row, 'CompteNum')))).toEqual(new Set(['411', '707', '44571']));
    expect(column(customerLine(january[3]!.number), 'EcritureDate')).toBe('20260131');
  });

  it('without a SIREN in the site settings the page is told so, and the FEC is refused in the staff member’s language', async () => {
    const [saved] = await t.db.select().from(settings).where(eq(settings.key, 'id company'));
    await t.db.update(settings).set({ value: '' }).where(eq(settings.key, 'id company'));
    try {
      expect((await summary(JANUARY)).files.fec).toBeNull();
      const refused = await get(`/accounting/fec?${JANUARY}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: { code: 'siren_missing', message: 'Renseignez d’abord le SIREN de la société dans les paramètres du site : le nom du FEC le porte.' },
      });
    } finally {
      await t.db.update(settings).set({ value: saved!.value }).where(eq(settings.key, 'id company'));
    }
  });
});

describe('the VAT per rate', () => {
  it('is the sum of what the documents’ Factur-X XML states, rate by rate (credit notes deducted), on the page and in the file', async () => {
    const fromXml = new Map<string, { basis: number; vat: number }>();
    for (const document of january) {
      const pdf = await get(`/invoices/${document.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      const facts = ciiFacts(await embeddedFacturX(pdf.rawPayload));
      expect(facts.number).toBe(document.number);
      // A Factur-X credit note (381) states positive amounts.
      const sign = facts.typeCode === '381' ? -1 : 1;
      for (const rate of facts.vat) {
        const sum = fromXml.get(rate.rate) ?? { basis: 0, vat: 0 };
        fromXml.set(rate.rate, { basis: sum.basis + sign * rate.basisCents, vat: sum.vat + sign * rate.cents });
      }
    }
    expect([...fromXml.keys()].sort()).toEqual(['10', '20', '5.5']);

    const read = await summary(JANUARY);
    expect(read).toMatchObject({ period: { from: '2026-01-01', to: '2026-01-31' }, invoices: 3, creditNotes: 1 });
    for (const rate of read.rates) {
      const xml = fromXml.get(String(rate.vatRateBp / 100)) ?? { basis: 0, vat: 0 };
      expect({ rate: rate.vatRateBp, net: rate.netCents, vat: rate.vatCents }).toEqual({ rate: rate.vatRateBp, net: xml.basis, vat: xml.vat });
    }

    const file = await get(`/accounting/vat?${JANUARY}`);
    expect(file.headers['content-disposition']).toBe('attachment; filename="tva-2026-01.csv"');
    const rows = csvRows(file);
    expect(rows[0]).toEqual(['Taux de TVA', 'Base HT', 'TVA', 'TTC']);
    const euros = (value: { basis: number; vat: number }) => [value.basis, value.vat].map((amount) => (amount / 100).toFixed(2).replace('.', ','));
    expect(rows.slice(1, 4)).toEqual(
      ['5.5', '10', '20'].map((rate) => [`${rate.replace('.', ',')}\u00a0%`, ...euros(fromXml.get(rate)!), expect.any(String)]),
    );
  });
});

describe('the invoices and credit notes CSV', () => {
  it('lists the period’s documents in Paris days: 22:30 UTC on 31 January is January’s, 23:30 UTC is February’s', async () => {
    const response = await get(`/accounting/invoices?${JANUARY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="factures-2026-01.csv"');
    const [header, ...rows] = csvRows(response);
    const column = (row: string[], name: string) => row[header!.indexOf(name)]!;
    expect(rows.map((row) => column(row, 'Numéro'))).toEqual(january.map((document) => document.number));
    expect(rows.map((row) => column(row, 'Date'))).toEqual(['05/01/2026', '12/01/2026', '20/01/2026', '31/01/2026']);

    // The credit note: negative amounts, the invoice it corrects.
    const credit = rows[2]!;
    expect(column(credit, 'Type')).toBe('Avoir');
    expect(column(credit, 'Facture corrigée')).toBe(january[0]!.number);
    expect(column(credit, 'Total TTC')).toBe(`-${(january[0]!.totalGrossCents / 100).toFixed(2).replace('.', ',')}`);
    expect(column(rows[1]!, 'Moyen de paiement')).toBe('virement');

    const february = await get('/accounting/invoices?from=2026-02-01&to=2026-02-28');
    expect(february.headers['content-disposition']).toBe('attachment; filename="factures-2026-02.csv"');
    expect(
      csvRows(february)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([lateJanuaryUtc.number]);
  });

  it('any range of days is named by its first and last day', async () => {
    const response = await get('/accounting/invoices?from=2026-01-10&to=2026-01-20');
    expect(response.headers['content-disposition']).toBe('attachment; filename="factures-2026-01-10_2026-01-20.csv"');
    expect(
      csvRows(response)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([january[1]!.number, january[2]!.number]);
  });
});

describe('a business invoice', () => {
  it('names its buyer by the company, in the CSV and in the FEC, the person who ordered beside it by e-mail', async () => {
    const issued = await issueManualInvoice(
      t.db,
      {
        customer: { ...homeAddress, firstName: 'Inès', lastName: 'Achat' },
        company: 'Boutique Canut SARL',
        vatNumber: 'FR44732829320',
        prices: 'net',
        lines: [{ description: 'Sweat-shirt Montagne', quantity: 10, unitPriceCents: 1250, vatRateBp: 2000 }],
        dueOn: '2026-04-09',
      },
      issueOptions('2026-03-10T10:00:00Z'),
    );
    const query = 'from=2026-03-01&to=2026-03-31';
    const [header, row] = csvRows(await get(`/accounting/invoices?${query}`));
    expect(row![header!.indexOf('Numéro')]).toBe(issued.number);
    expect(row![header!.indexOf('Client')]).toBe('Boutique Canut SARL');
    const [fecHeader, ...entries] = fecRows(await get(`/accounting/fec?${query}`));
    const labels = entries.map((entry) => entry[fecHeader!.indexOf('EcritureLib')]!);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label.startsWith(`Facture ${issued.number} Boutique Canut SARL`), label).toBe(true);
  });
});

describe('an empty period', () => {
  it('says so, and every file still downloads with its header line', async () => {
    const query = 'from=2025-06-01&to=2025-06-30';
    expect(await summary(query)).toMatchObject({
      invoices: 0,
      creditNotes: 0,
      total: { netCents: 0, vatCents: 0, grossCents: 0 },
      files: { invoices: 'factures-2025-06.csv', vat: 'tva-2025-06.csv', fec: '912345675FEC20250630.txt' },
    });
    expect(csvRows(await get(`/accounting/invoices?${query}`))).toHaveLength(1);
    expect(fecRows(await get(`/accounting/fec?${query}`))).toEqual([FEC_HEADER.split('\t')]);
  });
});

describe('who may export, and what', () => {
  it.each(['summary', 'invoices', 'vat', 'fec'])('/accounting/%s: a collaborator gets 403, nobody signed in 401', async (file) => {
    const refused = await get(`/accounting/${file}?${JANUARY}`, collaborator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Cette action est réservée aux administrateurs.');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/accounting/${file}?${JANUARY}` })).statusCode).toBe(401);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-31', 'from', 'Saisissez une date complète : jour, mois et année.'],
    ['from=2026-03-31&to=2026-03-01', 'to', 'La période se termine le jour de son début ou après.'],
    ['from=2020-01-01&to=2026-01-01&lang=en', 'to', 'A period lasts 24 months at most, the longest a financial year lasts.'],
  ])('refuses %s naming the field, in the staff member’s language', async (query, field, message) => {
    const response = await get(`/accounting/fec?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_period', message, field } });
  });

  it('a missing day is a 400 naming it', async () => {
    const response = await get('/accounting/summary?from=2026-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('to');
  });
});
