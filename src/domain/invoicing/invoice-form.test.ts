import { describe, expect, it } from 'vitest';
import { manualInvoiceSchema } from './invoice-form';

const valid = {
  customer: {
    firstName: 'Camille',
    lastName: 'Durand',
    email: 'camille.durand@exemple.fr',
    phone: '06 12 34 56 78',
    line1: '27 rue de la République',
    city: 'Lyon',
    zip: '69002',
    country: 'FR',
  },
  orderNumber: 'AT001234',
  lines: [{ description: 'T-shirt Marine', quantity: 2, unitPriceCents: 2990 }],
};

const firstIssue = (input: unknown) => {
  const result = manualInvoiceSchema.safeParse(input);
  return result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('manualInvoiceSchema', () => {
  it('takes 20 % VAT, no discount and no shipping by default', () => {
    const parsed = manualInvoiceSchema.parse(valid);
    expect(parsed.lines[0]).toMatchObject({ vatRateBp: 2000, reference: '' });
    expect(parsed).toMatchObject({ discount: { type: 'none' }, shippingCents: 0 });
  });

  it.each([
    ['an order number without a digit', { orderNumber: 'ABC' }, 'orderNumber', 'invoices:validation.orderNumberInvalid'],
    ['the country placeholder', { customer: { ...valid.customer, country: 'Pays *' } }, 'customer.country', 'addresses:validation.countryRequired'],
    ['a phone without a digit', { customer: { ...valid.customer, phone: '+' } }, 'customer.phone', 'addresses:validation.phoneDigit'],
    ['a zip without a digit', { customer: { ...valid.customer, zip: 'abc' } }, 'customer.zip', 'addresses:validation.zipDigit'],
    ['an invalid e-mail', { customer: { ...valid.customer, email: 'camille' } }, 'customer.email', 'addresses:validation.emailInvalid'],
    ['a 7 % VAT', { lines: [{ ...valid.lines[0], vatRateBp: 700 }] }, 'lines.0.vatRateBp', 'invoices:validation.vatRateInvalid'],
    ['half a unit', { lines: [{ ...valid.lines[0], quantity: 1.5 }] }, 'lines.0.quantity', 'invoices:validation.quantityInvalid'],
    [
      'a price in euros with cents',
      { lines: [{ ...valid.lines[0], unitPriceCents: 29.9 }] },
      'lines.0.unitPriceCents',
      'invoices:validation.priceInvalid',
    ],
    ['no line', { lines: [] }, 'lines', 'invoices:validation.linesMissing'],
    ['a 120 % discount', { discount: { type: 'rate', value: 120 } }, 'discount.value', 'invoices:validation.discountRateInvalid'],
    ['a negative shipping', { shippingCents: -1 }, 'shippingCents', 'invoices:validation.shippingInvalid'],
    [
      'a line over 21 474 836,47 € (215 x 100 000,00 €)',
      { lines: [valid.lines[0], { ...valid.lines[0], quantity: 215, unitPriceCents: 10_000_000 }] },
      'lines.1.unitPriceCents',
      'invoices:validation.lineTooLarge',
    ],
    [
      'lines that together pass 21 474 836,47 €, on the line that passes it',
      { lines: [1, 2, 3].map(() => ({ ...valid.lines[0], quantity: 100, unitPriceCents: 10_000_000 })) },
      'lines.2.unitPriceCents',
      'invoices:validation.totalTooLarge',
    ],
    [
      'a line typed without VAT that passes 21 474 836,47 € once VAT is added (200 x 100 000,00 € + 20 %)',
      { prices: 'net', lines: [{ ...valid.lines[0], quantity: 200, unitPriceCents: 10_000_000 }] },
      'lines.0.unitPriceCents',
      'invoices:validation.lineTooLarge',
    ],
    ['prices neither with nor without VAT', { prices: 'ttc' }, 'prices', 'back:businessInvoice.validation.pricesInvalid'],
    [
      'a VAT number of no EU country',
      { company: 'Canut SARL', vatNumber: 'XX12', dueOn: '2026-04-30' },
      'vatNumber',
      'back:businessInvoice.validation.vatNumberCountry',
    ],
    [
      'a French VAT number whose key does not match its SIREN',
      { company: 'Canut SARL', vatNumber: 'FR00912345675', dueOn: '2026-04-30' },
      'vatNumber',
      'back:businessInvoice.validation.vatNumberCheckDigit',
    ],
    [
      'a German VAT number of 8 digits',
      { company: 'Canut GmbH', vatNumber: 'DE12345678', dueOn: '2026-04-30' },
      'vatNumber',
      'back:businessInvoice.validation.vatNumberCountryFormat',
    ],
    [
      'a VAT number without a company name',
      { vatNumber: 'FR65912345675', dueOn: '2026-04-30' },
      'company',
      'back:businessInvoice.validation.companyMissing',
    ],
    ['a business invoice with no due date that is not paid', { company: 'Canut SARL' }, 'dueOn', 'back:businessInvoice.validation.dueOnMissing'],
    [
      'a due date before the sale',
      { company: 'Canut SARL', soldOn: '2026-04-10', dueOn: '2026-04-09' },
      'dueOn',
      'back:businessInvoice.validation.dueOnBeforeSale',
    ],
    ['a due date that is no date', { dueOn: '30/04/2026' }, 'dueOn', 'invoices:validation.dateInvalid'],
    [
      'shipping that takes the total past 21 474 836,47 €',
      { lines: [{ ...valid.lines[0], quantity: 214, unitPriceCents: 10_000_000 }], shippingCents: 7_483_648 },
      'shippingCents',
      'invoices:validation.totalTooLarge',
    ],
  ])('refuses %s, naming the field', (_label, change, path, message) => {
    expect(firstIssue({ ...valid, ...change })).toEqual({ path, message });
  });

  it('takes an invoice of exactly 21 474 836,47 €, the most its amounts can hold', () => {
    const lines = [{ ...valid.lines[0], quantity: 214, unitPriceCents: 10_000_000 }];
    expect(firstIssue({ ...valid, lines, shippingCents: 7_483_647 })).toBeNull();
  });

  it('takes no order number (an invoice for no order of the shop), trimmed to empty', () => {
    expect(manualInvoiceSchema.parse({ ...valid, orderNumber: ' ' }).orderNumber).toBe('');
    const { orderNumber: _none, ...without } = valid;
    expect(manualInvoiceSchema.parse(without).orderNumber).toBe('');
  });

  it('accepts 5.5 and 10 % and both kinds of discount', () => {
    for (const vatRateBp of [550, 1000, 2000]) expect(firstIssue({ ...valid, lines: [{ ...valid.lines[0], vatRateBp }] })).toBeNull();
    expect(firstIssue({ ...valid, discount: { type: 'rate', value: 15 } })).toBeNull();
    expect(firstIssue({ ...valid, discount: { type: 'fixed', value: 500 } })).toBeNull();
  });

  it('takes a business buyer: its name, its VAT number kept compact in capitals, prices without VAT and a due date', () => {
    const parsed = manualInvoiceSchema.parse({
      ...valid,
      company: ' Canut SARL ',
      vatNumber: 'fr 65 912 345 675',
      prices: 'net',
      dueOn: '2026-04-30',
    });
    expect(parsed).toMatchObject({ company: 'Canut SARL', vatNumber: 'FR65912345675', prices: 'net', dueOn: '2026-04-30' });
    // Any EU member's number in its format, Greece's as EL.
    expect(firstIssue({ ...valid, company: 'Athens SA', vatNumber: 'EL123456789', dueOn: '2026-04-30' })).toBeNull();
    // Paid already: nothing is due, so no due date is needed.
    expect(firstIssue({ ...valid, company: 'Canut SARL', paymentMeans: 'transfer', paidOn: '2026-04-02' })).toBeNull();
  });

  it('takes prices VAT included and no business buyer by default', () => {
    expect(manualInvoiceSchema.parse(valid)).toMatchObject({ prices: 'gross', company: '', vatNumber: '' });
  });
});
