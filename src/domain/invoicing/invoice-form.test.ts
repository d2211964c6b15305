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
  lines: [{ description: 'T-shirt Marine', quantity: 2, unitGrossCents: 2990 }],
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
      { lines: [{ ...valid.lines[0], unitGrossCents: 29.9 }] },
      'lines.0.unitGrossCents',
      'invoices:validation.priceInvalid',
    ],
    ['no line', { lines: [] }, 'lines', 'invoices:validation.linesMissing'],
    ['a 120 % discount', { discount: { type: 'rate', value: 120 } }, 'discount.value', 'invoices:validation.discountRateInvalid'],
    ['a negative shipping', { shippingCents: -1 }, 'shippingCents', 'invoices:validation.shippingInvalid'],
    [
      'a line over 21 474 836,47 € (215 x 100 000,00 €)',
      { lines: [valid.lines[0], { ...valid.lines[0], quantity: 215, unitGrossCents: 10_000_000 }] },
      'lines.1.unitGrossCents',
      'invoices:validation.lineTooLarge',
    ],
    [
      'lines that together pass 21 474 836,47 €, on the line that passes it',
      { lines: [1, 2, 3].map(() => ({ ...valid.lines[0], quantity: 100, unitGrossCents: 10_000_000 })) },
      'lines.2.unitGrossCents',
      'invoices:validation.totalTooLarge',
    ],
    [
      'shipping that takes the total past 21 474 836,47 €',
      { lines: [{ ...valid.lines[0], quantity: 214, unitGrossCents: 10_000_000 }], shippingCents: 7_483_648 },
      'shippingCents',
      'invoices:validation.totalTooLarge',
    ],
  ])('refuses %s, naming the field', (_label, change, path, message) => {
    expect(firstIssue({ ...valid, ...change })).toEqual({ path, message });
  });

  it('takes an invoice of exactly 21 474 836,47 €, the most its amounts can hold', () => {
    const lines = [{ ...valid.lines[0], quantity: 214, unitGrossCents: 10_000_000 }];
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
});
