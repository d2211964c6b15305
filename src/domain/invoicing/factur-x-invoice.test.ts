import { FormatFactoryService, InvoiceService, type Invoice } from '@e-invoice-eu/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ciiFacts, en16931Violations } from '../../../tests/helpers/factur-x';
import { homeAddress } from '../../../tests/helpers/orders';
import { DEMO_SETTINGS } from '../../db/seed/demo-settings';
import { SETTING_KEYS } from '../settings';
import { partialCreditNoteAmounts } from './credit-note-amounts';
import { FACTUR_X_FORMAT, facturXInvoice, withCiiPrecedingInvoice } from './factur-x-invoice';
import { computeInvoiceAmounts, negated, negatedRate, VAT_RATES_BP, type InvoiceAmounts, type InvoiceAmountsInput } from './invoice-amounts';
import type { InvoiceDocument } from './invoice-document';
import { computeNetInvoiceAmounts, type NetInvoiceAmountsInput } from './net-invoice-amounts';

const silent = { log: () => {}, warn: () => {}, error: () => {} };
const seller = Object.fromEntries(SETTING_KEYS.company.map((key) => [key, DEMO_SETTINGS[key]]));
const camille = { ...homeAddress, lastName: 'Lefèvre-Œuvray' };

/** An invoice as the shop stores it, from VAT-inclusive lines (the amounts of invoice-amounts.ts). */
function invoiceOf(input: InvoiceAmountsInput, paid = true): InvoiceDocument {
  return documentOf(computeInvoiceAmounts(input), paid);
}

/** An invoice as the shop stores it, from its amounts; a person's, paid by card unless `paid` is false. */
function documentOf(amounts: InvoiceAmounts, paid = true): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'F-2026-000042',
    corrects: null,
    orderNumber: 'C-2026-000017',
    issuedAt: new Date('2026-03-14T09:00:00Z'),
    soldOn: '2026-03-10',
    paymentMeans: paid ? 'card' : null,
    paidOn: paid ? '2026-03-10' : null,
    billingAddress: camille,
    deliveryAddress: { ...camille, firstName: 'Louis', line1: '3 place Bellecour', line2: '' },
    buyerCompany: null,
    buyerVatNumber: null,
    dueOn: null,
    lines: amounts.lines,
    subtotalGrossCents: amounts.subtotalGrossCents,
    discountCents: amounts.discountCents,
    shippingCents: amounts.shippingCents,
    feeCents: 0,
    vatBreakdown: amounts.rates,
    totalNetCents: amounts.totalNetCents,
    totalVatCents: amounts.totalVatCents,
    totalGrossCents: amounts.totalGrossCents,
    seller,
  };
}

/** Its credit note as cancelInvoice stores it: every amount negated, quoting it; refunded when `refundedOn` (a cancelled order). */
function creditNoteOf(invoice: InvoiceDocument, refundedOn: string | null = null): InvoiceDocument {
  return {
    ...invoice,
    kind: 'credit_note',
    number: 'F-2026-000043',
    corrects: { number: invoice.number, issuedOn: '2026-03-14', whole: true },
    paymentMeans: refundedOn ? 'card' : null,
    paidOn: refundedOn,
    lines: invoice.lines.map((line) => ({ ...line, unitNetCents: negated(line.unitNetCents), lineNetCents: negated(line.lineNetCents) })),
    discountCents: negated(invoice.discountCents),
    shippingCents: negated(invoice.shippingCents),
    vatBreakdown: invoice.vatBreakdown.map(negatedRate),
    totalNetCents: negated(invoice.totalNetCents),
    totalVatCents: negated(invoice.totalVatCents),
    totalGrossCents: negated(invoice.totalGrossCents),
  };
}

/** The order of invoicing.api.test.ts: a sweat-shirt at 20 %, two books at 5.5 %, 8.30 off, 6.99 shipping; 81.69 paid. */
const mixed: InvoiceAmountsInput = {
  lines: [
    { description: 'Sweat-shirt Montagne – Forêt – XL', reference: 'SW-MONT', unitGrossCents: 5900, quantity: 1, vatRateBp: 2000 },
    { description: 'Livre Le tricot', reference: 'LIV-01', unitGrossCents: 1200, quantity: 2, vatRateBp: 550 },
  ],
  shippingCents: 699,
  discount: { type: 'fixed', value: 830 },
};

/** Through the library's own generation, which first checks its input against its JSON schema (throwing on any error). */
const validatedCii = async (invoice: Invoice) =>
  ciiFacts((await new InvoiceService(silent).generate(invoice, { format: 'CII', lang: 'fr-fr' })) as string);

/** The same CII without that check (it compiles the whole schema each time: too slow for hundreds of runs). */
async function cii(invoice: Invoice) {
  const format = new FormatFactoryService().createFormatService('CII', silent);
  format.fillInvoiceDefaults(invoice);
  return ciiFacts((await format.generate(invoice, { format: 'cii', lang: 'fr-fr' })) as string);
}

const vat = (id: string, percent: string) => ({ 'cbc:ID': id, 'cbc:Percent': percent, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });

describe('facturXInvoice', () => {
  it('is the EN 16931 profile of Factur-X', () => {
    expect(new FormatFactoryService().info(FACTUR_X_FORMAT).customizationID).toBe('urn:cen.eu:en16931:2017');
  });

  it('states a paid invoice with two VAT rates, a discount and shipping as the PDF prints it, and its sums hold', async () => {
    const json = facturXInvoice(invoiceOf(mixed))['ubl:Invoice'];
    expect(json).toMatchObject({
      'cbc:ID': 'F-2026-000042',
      'cbc:IssueDate': '2026-03-14',
      'cbc:InvoiceTypeCode': '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:Note': ['SAS au capital de 20 000 €, RCS Lyon 912 345 675'],
      'cac:OrderReference': { 'cbc:ID': 'C-2026-000017' },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': '2026-03-10', 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': 'Louis Lefèvre-Œuvray' } } },
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '48' }],
      'cac:PaymentTerms': { 'cbc:Note': 'Payée le 10/03/2026 par carte bancaire.' },
    });
    expect(json['cac:BillingReference']).toBeUndefined();
    expect(json['cac:AccountingSupplierParty']['cac:Party']).toMatchObject({
      'cac:PostalAddress': {
        'cbc:StreetName': '14 rue des Canuts',
        'cbc:CityName': 'Lyon',
        'cbc:PostalZone': '69004',
        'cac:Country': { 'cbc:IdentificationCode': 'FR' },
      },
      'cac:PartyTaxScheme': [{ 'cbc:CompanyID': 'FR65912345675' }],
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Atelier Lumière', 'cbc:CompanyID': '912345675', 'cbc:CompanyID@schemeID': '0002' },
    });
    expect(json['cac:AccountingCustomerParty']['cac:Party']).toMatchObject({
      'cac:PostalAddress': {
        'cbc:StreetName': '27 rue de la République',
        'cbc:AdditionalStreetName': 'Bâtiment B',
        'cac:Country': { 'cbc:IdentificationCode': 'FR' },
      },
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Camille Lefèvre-Œuvray' },
    });
    // Lines as printed: net unit price and net line amount, rounded per line.
    expect(json['cac:InvoiceLine']).toMatchObject([
      {
        'cbc:InvoicedQuantity': '1',
        'cbc:LineExtensionAmount': '49.17',
        'cac:Price': { 'cbc:PriceAmount': '49.17' },
        'cac:Item': {
          'cbc:Name': 'Sweat-shirt Montagne – Forêt – XL',
          'cac:SellersItemIdentification': { 'cbc:ID': 'SW-MONT' },
          'cac:ClassifiedTaxCategory': vat('S', '20'),
        },
      },
      {
        'cbc:InvoicedQuantity': '2',
        // 2 x 11.37: the line multiplies out as printed.
        'cbc:LineExtensionAmount': '22.74',
        'cac:Price': { 'cbc:PriceAmount': '11.37' },
        'cac:Item': { 'cac:ClassifiedTaxCategory': vat('S', '5.5') },
      },
    ]);
    // Per rate, the discount share and the shipping without VAT: 22.74 - 2.27 = 20.47 at 5.5 %,
    // 49.17 - 4.92 + 5.83 = 50.08 at 20 %, the bases worked back from what was paid, to the cent.
    expect(
      json['cac:AllowanceCharge']!.map((entry) => [
        entry['cbc:ChargeIndicator'],
        entry['cbc:AllowanceChargeReason'],
        entry['cbc:Amount'],
        entry['cac:TaxCategory']['cbc:Percent'],
      ]),
    ).toEqual([
      ['false', 'Remise', '2.27', '5.5'],
      ['false', 'Remise', '4.92', '20'],
      ['true', 'Livraison', '5.83', '20'],
    ]);
    expect(json['cac:TaxTotal'][0]).toMatchObject({
      'cbc:TaxAmount': '11.14',
      'cac:TaxSubtotal': [
        { 'cbc:TaxableAmount': '20.47', 'cbc:TaxAmount': '1.13', 'cac:TaxCategory': vat('S', '5.5') },
        { 'cbc:TaxableAmount': '50.08', 'cbc:TaxAmount': '10.01', 'cac:TaxCategory': vat('S', '20') },
      ],
    });
    expect(json['cac:LegalMonetaryTotal']).toMatchObject({
      'cbc:LineExtensionAmount': '71.91',
      'cbc:AllowanceTotalAmount': '7.19',
      'cbc:ChargeTotalAmount': '5.83',
      'cbc:TaxExclusiveAmount': '70.55',
      'cbc:TaxInclusiveAmount': '81.69',
      'cbc:PrepaidAmount': '81.69',
      'cbc:PayableAmount': '0.00',
    });

    const facts = await validatedCii(facturXInvoice(invoiceOf(mixed)));
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts.totals.grand).toBe(8169);
  });

  it('states a credit note with type 381, the invoice it cancels by number and date (BT-25, BT-26) and positive amounts, its own being stored negated', async () => {
    const invoice = invoiceOf(mixed);
    const json = facturXInvoice(creditNoteOf(invoice))['ubl:Invoice'];
    const original = facturXInvoice(invoice)['ubl:Invoice'];
    expect(json).toMatchObject({
      'cbc:ID': 'F-2026-000043',
      'cbc:InvoiceTypeCode': '381',
      'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': 'F-2026-000042', 'cbc:IssueDate': '2026-03-14' } }],
      'cbc:Note': ['Avoir annulant la facture N° F-2026-000042 du 14/03/2026\nSAS au capital de 20 000 €, RCS Lyon 912 345 675'],
      'cac:PaymentTerms': { 'cbc:Note': 'Montants remboursés ou à déduire de la facture annulée.' },
    });
    // The same amounts as the invoice, all positive; not refunded (Annuler on the desk): all of it is due back.
    expect(json['cac:InvoiceLine']).toEqual(original['cac:InvoiceLine']);
    expect(json['cac:AllowanceCharge']).toEqual(original['cac:AllowanceCharge']);
    expect(json['cac:TaxTotal']).toEqual(original['cac:TaxTotal']);
    expect(json['cac:PaymentMeans']).toBeUndefined();
    expect(json['cac:LegalMonetaryTotal']).toMatchObject({ 'cbc:TaxInclusiveAmount': '81.69', 'cbc:PayableAmount': '81.69' });
    expect(json['cac:LegalMonetaryTotal']['cbc:PrepaidAmount']).toBeUndefined();

    // The library's own check of its JSON schema, then the CII as the shop has it written (the preceding invoice given both ways).
    await validatedCii(facturXInvoice(creditNoteOf(invoice)));
    const facts = await cii(withCiiPrecedingInvoice(facturXInvoice(creditNoteOf(invoice))));
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts).toMatchObject({ typeCode: '381', precedingInvoice: 'F-2026-000042', precedingInvoiceDate: '20260314' });
    expect(facts.notes[0]).toMatch(/^Avoir annulant la facture N° F-2026-000042 du 14\/03\/2026\n/);
  });

  it('states a refunded credit note as settled: refunded by card, the whole amount prepaid, nothing left due', async () => {
    const json = facturXInvoice(creditNoteOf(invoiceOf(mixed), '2026-03-20'))['ubl:Invoice'];
    expect(json).toMatchObject({
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '48' }],
      'cac:PaymentTerms': { 'cbc:Note': 'Remboursé le 20/03/2026 par carte bancaire : 81,69\u00a0€. Reste dû : 0,00\u00a0€.' },
      'cac:LegalMonetaryTotal': { 'cbc:TaxInclusiveAmount': '81.69', 'cbc:PrepaidAmount': '81.69', 'cbc:PayableAmount': '0.00' },
    });
    const facts = await cii(withCiiPrecedingInvoice(facturXInvoice(creditNoteOf(invoiceOf(mixed), '2026-03-20'))));
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts.totals).toMatchObject({ grand: 8169, prepaid: 8169, due: 0 });
  });

  it('states a partial credit note with a return fee kept: the fee a line of negative quantity at its positive price, the sums holding', async () => {
    const invoice = invoiceOf(mixed);
    const sold = computeInvoiceAmounts(mixed);
    const amounts = partialCreditNoteAmounts({
      invoice: { ...sold, rates: sold.rates },
      earlier: [],
      returned: [{ line: 0, quantity: 1 }],
      shippingCents: 0,
      feeCents: 599,
    });
    const credit: InvoiceDocument = {
      ...creditNoteOf(invoice, '2026-03-20'),
      corrects: { number: invoice.number, issuedOn: '2026-03-14', whole: false },
      lines: amounts.lines,
      subtotalGrossCents: -5900,
      discountCents: amounts.discountCents,
      shippingCents: 0,
      feeCents: 599,
      vatBreakdown: amounts.rates,
      totalNetCents: amounts.totalNetCents,
      totalVatCents: amounts.totalVatCents,
      totalGrossCents: amounts.totalGrossCents,
    };
    const json = facturXInvoice(credit)['ubl:Invoice'];
    expect(
      json['cac:InvoiceLine']!.map((line) => [
        line['cac:Item']['cbc:Name'],
        line['cbc:InvoicedQuantity'],
        line['cac:Price']['cbc:PriceAmount'],
        line['cbc:LineExtensionAmount'],
      ]),
    ).toEqual([
      ['Sweat-shirt Montagne – Forêt – XL', '1', '49.17', '49.17'],
      ['Frais de retour', '-1', '4.99', '-4.99'],
    ]);
    expect(json['cbc:Note']![0]).toMatch(/^Avoir partiel sur la facture N° F-2026-000042 du 14\/03\/2026\n/);
    await validatedCii(facturXInvoice(credit));
    const facts = await cii(withCiiPrecedingInvoice(facturXInvoice(credit)));
    expect(en16931Violations(facts)).toEqual([]);
    // 59.00 - 5.90 of discount - 5.99 of fee = 47.11 refunded, nothing left due.
    expect(facts.totals).toMatchObject({ grand: 4711, prepaid: 4711, due: 0 });
  });

  it('leaves an unpaid invoice due in full, payable on receipt', () => {
    const json = facturXInvoice(invoiceOf(mixed, false))['ubl:Invoice'];
    expect(json['cac:LegalMonetaryTotal']).toMatchObject({ 'cbc:PayableAmount': '81.69' });
    expect(json['cac:PaymentTerms']).toEqual({ 'cbc:Note': 'Paiement à réception de la facture.' });
  });

  /** A typed invoice to a business: prices without VAT, 5 % off, shipping, to pay by transfer within 30 days. */
  const wholesale: NetInvoiceAmountsInput = {
    lines: [
      { description: 'Sweat-shirt Montagne', reference: 'SW-MONT', unitNetCents: 1250, quantity: 10, vatRateBp: 2000 },
      { description: 'Livre Le tricot', unitNetCents: 1000, quantity: 3, vatRateBp: 550 },
    ],
    shippingNetCents: 1500,
    discount: { type: 'rate', value: 5 },
  };
  const businessInvoice = (): InvoiceDocument => ({
    ...documentOf(computeNetInvoiceAmounts(wholesale), false),
    orderNumber: null,
    deliveryAddress: null,
    buyerCompany: 'Boutique Canut SARL',
    buyerVatNumber: 'FR44732829320',
    dueOn: '2026-04-13',
    paymentMeans: 'transfer',
  });

  it('states a business invoice: the buyer’s legal name and VAT number (BT-44, BT-48), the due date (BT-9), the IBAN to pay into (BT-84) and the legal mentions', async () => {
    const json = facturXInvoice(businessInvoice())['ubl:Invoice'];
    expect(json['cbc:DueDate']).toBe('2026-04-13');
    expect(json['cac:AccountingCustomerParty']['cac:Party']).toMatchObject({
      'cac:PartyTaxScheme': { 'cbc:CompanyID': 'FR44732829320', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Boutique Canut SARL' },
      'cac:Contact': { 'cbc:Name': 'Camille Lefèvre-Œuvray' },
    });
    expect(json['cac:PaymentMeans']).toEqual([
      {
        'cbc:PaymentMeansCode': '30',
        'cac:PayeeFinancialAccount': { 'cbc:ID': 'FR7630006000011234567890189', 'cac:FinancialInstitutionBranch': { 'cbc:ID': 'BNPAFRPP' } },
      },
    ]);
    const terms = json['cac:PaymentTerms']!['cbc:Note']!.split('\n');
    expect(terms[0]).toBe('À payer par virement au plus tard le 13/04/2026.');
    expect(terms[1]).toBe('IBAN FR76 3000 6000 0112 3456 7890 189 – BIC BNPAFRPP');
    expect(terms[2]).toMatch(
      /trois fois le taux d’intérêt légal.*indemnité forfaitaire pour frais de recouvrement de 40,00\u00a0€ \(art\. L441-10 du Code de commerce\)/,
    );
    // Typed without VAT, the bases are the lines' amounts exactly: no rounding adjustment.
    expect(json['cac:AllowanceCharge']!.map((entry) => entry['cbc:AllowanceChargeReason'])).toEqual(['Remise', 'Remise', 'Livraison']);

    const facts = await validatedCii(facturXInvoice(businessInvoice()));
    expect(en16931Violations(facts)).toEqual([]);
    expect(facts).toMatchObject({
      buyer: { name: 'Boutique Canut SARL', vatNumber: 'FR44732829320' },
      dueDate: '20260413',
      paymentMeans: '30',
      payeeIban: 'FR7630006000011234567890189',
    });
  });

  it('states a transfer without the seller’s IBAN as a payment to a bank account (42), which EN 16931 lets go without one', async () => {
    const invoice = businessInvoice();
    const json = facturXInvoice({ ...invoice, seller: { ...invoice.seller, iban: '', bic: '' } })['ubl:Invoice'];
    expect(json['cac:PaymentMeans']).toEqual([{ 'cbc:PaymentMeansCode': '42' }]);
    expect(json['cac:PaymentTerms']!['cbc:Note']).not.toContain('IBAN');
    expect(en16931Violations(await cii(facturXInvoice({ ...invoice, seller: { ...invoice.seller, iban: '' } })))).toEqual([]);
  });

  it('keeps the EN 16931 sums and the total paid for any invoice the shop can issue, typed VAT included or not, and for its credit note', async () => {
    const lineArbitrary = fc.record({
      description: fc.constant('Article'),
      unitGrossCents: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      vatRateBp: fc.constantFrom(...VAT_RATES_BP),
    });
    const discount = fc.oneof(
      fc.constant(null),
      fc.record({ type: fc.constant('rate' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 20_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2_000 }),
        discount,
        async (lines, shippingCents, rule) => {
          const netLines = lines.map(({ unitGrossCents, ...line }) => ({ ...line, unitNetCents: unitGrossCents }));
          const typedNet = documentOf(computeNetInvoiceAmounts({ lines: netLines, shippingNetCents: shippingCents, discount: rule }), false);
          const invoice = invoiceOf({ lines, shippingCents, discount: rule });
          for (const document of [invoice, creditNoteOf(invoice), typedNet]) {
            const facts = await cii(withCiiPrecedingInvoice(facturXInvoice(document)));
            expect(en16931Violations(facts)).toEqual([]);
            expect(facts.totals.grand).toBe(Math.abs(document.totalGrossCents));
          }
        },
      ),
      { numRuns: 100 },
    );
    // About 10 ms a run: the project's bound for a test leaves a busy machine room.
  });
});
