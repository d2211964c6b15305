import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { ciiFacts, embeddedFacturX, en16931Violations } from '../../../../tests/helpers/factur-x';
import { homeAddress } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { invoices, settings } from '../../../db/schema';
import { DEMO_SETTINGS } from '../../../db/seed/demo-settings';
import { SETTING_KEYS } from '../../../domain/settings';

let t: TestApp;
let administrator: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values(SETTING_KEYS.company.map((key) => ({ key, value: DEMO_SETTINGS[key] })));
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'fr'): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}?lang=${lang}`, headers: { cookie: administrator }, ...(payload ? { payload } : {}) });

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

const invoiceCount = () => t.db.$count(invoices);

/** A wholesale order typed without VAT, to pay by transfer by the end of April. */
const business = {
  customer: { ...homeAddress, firstName: 'Inès', lastName: 'Achat' },
  company: 'Boutique Canut SARL',
  vatNumber: 'fr 44 732 829 320',
  prices: 'net',
  lines: [
    { description: 'Sweat-shirt Montagne', reference: 'SW-MONT', quantity: 10, unitPriceCents: 1250 },
    { description: 'Livre Le tricot', quantity: 3, unitPriceCents: 1000, vatRateBp: 550 },
  ],
  discount: { type: 'rate', value: 5 },
  shippingCents: 1500,
  soldOn: '2026-03-31',
  paymentMeans: 'transfer',
  dueOn: '2026-04-30',
};

describe('a business invoice from the creation form', () => {
  it('is issued from prices without VAT, with the buyer’s company and VAT number, the due date, the shop’s bank details and the legal mentions, in its PDF and its XML', async () => {
    const response = await call('POST', '/invoices', business);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();

    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    // 20 %: 125.00 - 6.25 (5 %) + 15.00 = 133.75, VAT 26.75; 5.5 %: 30.00 - 1.50 = 28.50, VAT 1.57 (1.5675).
    expect(row).toMatchObject({
      buyerCompany: 'Boutique Canut SARL',
      buyerVatNumber: 'FR44732829320',
      dueOn: '2026-04-30',
      totalNetCents: 16225,
      totalVatCents: 2832,
      totalGrossCents: 19057,
    });

    const pdf = await call('GET', `/invoices/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const printed of [
      'Boutique Canut SARL',
      'Inès Achat',
      'N° TVA intracommunautaire : FR44732829320',
      'Date d’échéance : 30/04/2026',
      'À payer par virement au plus tard le 30/04/2026.',
      'IBAN FR76 3000 6000 0112 3456 7890 189 – BIC BNPAFRPP',
      'trois fois le taux d’intérêt légal',
      'indemnité forfaitaire pour frais de recouvrement de 40,00 €',
      'Pas d’escompte pour paiement anticipé.',
      // Unit prices as typed, without VAT.
      '12,50 €',
      'Total TTC 190,57 €',
    ])
      expect(text).toContain(printed);

    const facts = ciiFacts(await embeddedFacturX(pdf.rawPayload));
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts).toMatchObject({
      buyer: { name: 'Boutique Canut SARL', vatNumber: 'FR44732829320' },
      dueDate: '20260430',
      paymentMeans: '30',
      payeeIban: 'FR7630006000011234567890189',
      totals: { taxBasis: 16225, tax: 2832, grand: 19057, due: 19057 },
    });
    // Typed without VAT, each rate's base is its lines less the discount plus the shipping: no rounding adjustment.
    expect(facts.allowances.map((entry) => entry.reason)).toEqual(['Remise', 'Remise']);
    expect(facts.paymentTerms).toContain('L441-10');

    // Issued is issued: the database refuses any change of the buyer or the due date.
    await expect(t.db.update(invoices).set({ buyerVatNumber: 'FR65912345675' }).where(eq(invoices.id, id))).rejects.toThrow();
    await expect(t.db.update(invoices).set({ dueOn: '2026-05-31' }).where(eq(invoices.id, id))).rejects.toThrow();
  });

  it('its credit note names the same company and VAT number, and nothing is due from the buyer on it', async () => {
    const issued = (await call('POST', '/invoices', business)).json<{ id: number }>();
    const cancelled = await call('POST', `/invoices/${issued.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    const { id } = cancelled.json<{ id: number }>();
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ kind: 'credit_note', buyerCompany: 'Boutique Canut SARL', buyerVatNumber: 'FR44732829320', dueOn: null });
    const facts = ciiFacts(await embeddedFacturX((await call('GET', `/invoices/${id}/pdf`)).rawPayload));
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts).toMatchObject({ typeCode: '381', buyer: { name: 'Boutique Canut SARL', vatNumber: 'FR44732829320' } });
    expect(facts.dueDate).toBeUndefined();
  });

  it('a person’s invoice typed VAT included reads as before: no company, no mentions, payable on receipt', async () => {
    const response = await call('POST', '/invoices', {
      customer: homeAddress,
      lines: [{ description: 'Retouche sur mesure', quantity: 1, unitPriceCents: 2400 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const text = await pdfText((await call('GET', `/invoices/${id}/pdf`)).rawPayload);
    expect(text).toContain('Paiement à réception de la facture.');
    expect(text).not.toContain('N° TVA intracommunautaire : FR44');
    expect(text).not.toContain('recouvrement');
    expect(text).toContain('Total TTC 24,00 €');
  });
});

describe('refusals, beside their field, in the administrator’s language, issuing nothing', () => {
  it.each([
    [
      'a VAT number of no EU country',
      { vatNumber: 'XX12' },
      'vatNumber',
      'Ce numéro ne commence pas par le code d’un pays de l’Union européenne (la Grèce s’écrit EL, l’Irlande du Nord XI)',
      'This number does not start with the code of a European Union country (Greece is EL, Northern Ireland XI)',
    ],
    [
      'a French VAT number whose key does not match its SIREN',
      { vatNumber: 'FR00912345675' },
      'vatNumber',
      'La clé de ce numéro de TVA (les deux caractères après FR) ne correspond pas au SIREN qui la suit : vérifiez-le',
      'The key of this VAT number (the two characters after FR) does not match the SIREN that follows it: check it',
    ],
    [
      'a VAT number without a company',
      { company: '' },
      'company',
      'Saisissez la raison sociale de l’entreprise à qui appartient ce numéro de TVA',
      'Type the name of the company this VAT number belongs to',
    ],
    [
      'a business invoice not paid and with no due date',
      { dueOn: undefined },
      'dueOn',
      'Une facture à une entreprise porte sa date d’échéance : saisissez-la, ou la date de paiement si elle est déjà payée',
      'An invoice to a business carries its due date: type it, or the payment date if it is already paid',
    ],
    [
      'prices typed some third way',
      { prices: 'ttc' },
      'prices',
      'Dites si les prix sont saisis TTC ou HT',
      'Say whether prices are typed with or without VAT',
    ],
  ])('%s', async (_what, change, field, fr, en) => {
    const count = await invoiceCount();
    for (const [lang, message] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const response = await call('POST', '/invoices', { ...business, ...change }, lang);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ field, message });
    }
    expect(await invoiceCount()).toBe(count);
  });

  it('an invoice to pay by transfer while the shop has no IBAN: 409 on the payment means; once paid, it needs none', async () => {
    await t.db.update(settings).set({ value: '' }).where(eq(settings.key, 'iban'));
    try {
      const count = await invoiceCount();
      const response = await call('POST', '/invoices', business);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'bank_details_missing',
        field: 'paymentMeans',
        message:
          'Une facture à payer par virement imprime l’IBAN de la boutique, qui n’est pas renseigné : saisissez-le dans les paramètres du site, ou choisissez un autre moyen de paiement.',
      });
      expect(await invoiceCount()).toBe(count);
      const paid = await call('POST', '/invoices', { ...business, dueOn: undefined, paidOn: '2026-04-02' });
      expect(paid.statusCode, paid.body).toBe(201);
    } finally {
      await t.db.update(settings).set({ value: DEMO_SETTINGS.iban }).where(eq(settings.key, 'iban'));
    }
  });
});
