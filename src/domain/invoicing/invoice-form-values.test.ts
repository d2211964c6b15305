import { describe, expect, it } from 'vitest';
import { manualInvoiceAmounts, manualInvoiceSchema } from './invoice-form';
import {
  blankInvoiceForm,
  blankInvoiceLine,
  invoiceFormErrors,
  invoiceFormPreview,
  manualInvoiceInput,
  type InvoiceFormValues,
} from './invoice-form-values';

const filled = (): InvoiceFormValues => ({
  ...blankInvoiceForm(),
  customer: {
    firstName: 'Camille',
    lastName: 'Durand',
    line1: '27 rue de la République',
    line2: '',
    zip: '69002',
    city: 'Lyon',
    country: 'FR',
    phone: '06 12 34 56 78',
    email: 'camille.durand@exemple.fr',
  },
  orderNumber: 'CMD-42',
  lines: [
    { ...blankInvoiceLine(0), description: 'T-shirt Canut', unitPrice: '29,90' },
    { ...blankInvoiceLine(1), description: 'Carte brodée', unitPrice: '15', vatRateBp: '550' },
  ],
  discountType: 'fixed',
  discountValue: '10',
});

describe('the invoice form', () => {
  it('empty, it names every required field with the API’s message, in the form’s order', () => {
    expect(invoiceFormErrors(blankInvoiceForm())).toEqual({
      'customer.firstName': 'addresses:validation.firstNameMissing',
      'customer.lastName': 'addresses:validation.lastNameMissing',
      'customer.line1': 'addresses:validation.line1Missing',
      'customer.zip': 'addresses:validation.zipMissing',
      'customer.city': 'addresses:validation.cityMissing',
      'customer.phone': 'addresses:validation.phoneMissing',
      'customer.email': 'addresses:validation.emailMissing',
      'lines.0.description': 'invoices:validation.descriptionMissing',
      'lines.0.unitPriceCents': 'invoices:validation.priceInvalid',
    });
    expect(Object.keys(invoiceFormErrors(blankInvoiceForm()))[0]).toBe('customer.firstName');
  });

  it('filled, it is the body the API takes: cents, basis points, no discount value when there is none, no empty optional field', () => {
    const values = filled();
    expect(invoiceFormErrors(values)).toEqual({});
    expect(manualInvoiceInput(values)).toEqual({
      customer: values.customer,
      company: '',
      vatNumber: '',
      orderNumber: 'CMD-42',
      prices: 'gross',
      lines: [
        { description: 'T-shirt Canut', reference: '', quantity: 1, unitPriceCents: 2990, vatRateBp: 2000 },
        { description: 'Carte brodée', reference: '', quantity: 1, unitPriceCents: 1500, vatRateBp: 550 },
      ],
      discount: { type: 'fixed', value: 1000 },
      shippingCents: 0,
    });
    expect(manualInvoiceInput({ ...values, discountType: 'none', discountValue: '12' }).discount).toEqual({ type: 'none' });
    expect(
      manualInvoiceInput({ ...values, company: 'Canut SARL', vatNumber: 'FR 65 912 345 675', prices: 'net', dueOn: '2026-04-30' }),
    ).toMatchObject({
      company: 'Canut SARL',
      vatNumber: 'FR 65 912 345 675',
      prices: 'net',
      dueOn: '2026-04-30',
    });
    expect(manualInvoiceInput({ ...values, soldOn: '2026-03-12', paymentMeans: 'transfer', paidOn: '2026-03-13' })).toMatchObject({
      soldOn: '2026-03-12',
      paymentMeans: 'transfer',
      paidOn: '2026-03-13',
    });
  });

  it.each([
    ['a quantity of 0', { quantity: '0' }, 'lines.1.quantity', 'invoices:validation.quantityInvalid'],
    ['an empty quantity', { quantity: '' }, 'lines.1.quantity', 'invoices:validation.quantityInvalid'],
    ['a price with three decimals', { unitPrice: '15,005' }, 'lines.1.unitPriceCents', 'invoices:validation.priceInvalid'],
    ['a negative price', { unitPrice: '-15' }, 'lines.1.unitPriceCents', 'invoices:validation.priceInvalid'],
  ])('names the line’s field for %s', (_label, change, path, message) => {
    const values = filled();
    values.lines[1] = { ...values.lines[1]!, ...change };
    expect(invoiceFormErrors(values)).toEqual({ [path]: message });
  });

  it('names the discount and the shipping when they are not amounts', () => {
    expect(invoiceFormErrors({ ...filled(), discountType: 'rate', discountValue: '12,5' })).toEqual({
      'discount.value': 'invoices:validation.discountRateInvalid',
    });
    expect(invoiceFormErrors({ ...filled(), discountValue: '' })).toEqual({ 'discount.value': 'invoices:validation.discountFixedInvalid' });
    expect(invoiceFormErrors({ ...filled(), shipping: 'gratuit' })).toEqual({ shippingCents: 'invoices:validation.shippingInvalid' });
  });
});

describe('the totals preview', () => {
  it('is what the server will issue, to the cent (the server parses the same body and calls the same function)', () => {
    const values = { ...filled(), shipping: '4,90' };
    const issued = manualInvoiceAmounts(manualInvoiceSchema.parse(manualInvoiceInput(values)));
    expect(invoiceFormPreview(values)).toEqual(issued);
    // 29.90 + 4.90 shipping at 20 %, 15.00 at 5.5 %, less 10.00 shared by the rates in proportion.
    expect(invoiceFormPreview(filled())).toMatchObject({ totalGrossCents: 3490, totalNetCents: 3042, totalVatCents: 448 });
    expect(invoiceFormPreview(filled())!.rates.map((rate) => rate.vatRateBp)).toEqual([550, 2000]);
  });

  it('typed without VAT, adds VAT to each rate’s base: 29.90 + 4.90 - 6.66 at 20 %, 15.00 - 3.34 at 5.5 %', () => {
    const values: InvoiceFormValues = { ...filled(), prices: 'net', shipping: '4,90' };
    expect(invoiceFormPreview(values)).toEqual(manualInvoiceAmounts(manualInvoiceSchema.parse(manualInvoiceInput(values))));
    // 20 %: 28.14 base, 5.63 VAT (5.628); 5.5 %: 11.66 base, 0.64 VAT (0.6413); discount 10.00 split 6.66 / 3.34.
    expect(invoiceFormPreview(values)!.rates.map((rate) => [rate.vatRateBp, rate.netCents, rate.vatCents])).toEqual([
      [550, 1166, 64],
      [2000, 2814, 563],
    ]);
    expect(invoiceFormPreview(values)).toMatchObject({ totalNetCents: 3980, totalVatCents: 627, totalGrossCents: 4607 });
  });

  it('counts a line still being described, and waits for a valid price, discount and shipping', () => {
    const values = filled();
    values.lines[0] = { ...values.lines[0]!, description: '' };
    expect(invoiceFormPreview(values)?.totalGrossCents).toBe(3490);
    values.lines[1] = { ...values.lines[1]!, unitPrice: '' };
    expect(invoiceFormPreview(values)).toBeNull();
    expect(invoiceFormPreview({ ...filled(), discountValue: 'dix' })).toBeNull();
    expect(invoiceFormPreview({ ...filled(), shipping: '-1' })).toBeNull();
  });

  it('shows each description as printed: 65 characters at most, with an ellipsis', () => {
    const values = filled();
    values.lines[0] = { ...values.lines[0]!, description: 'Sweat-shirt brodé main, coton biologique peigné, coupe ample, col rond' };
    const printed = invoiceFormPreview(values)!.lines[0]!.description;
    expect(Array.from(printed)).toHaveLength(65);
    expect(printed.endsWith('…')).toBe(true);
  });
});
