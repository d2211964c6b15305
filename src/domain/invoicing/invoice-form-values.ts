import { z } from 'zod';
import { centsFromEuros } from '../money';
import type { AddressField } from '../addresses/address-schema';
import { DEFAULT_COUNTRY } from '../addresses/countries';
import { STANDARD_VAT_RATE_BP, type InvoiceAmounts } from './invoice-amounts';
import { invoiceLineSchema, manualInvoiceAmounts, manualInvoiceSchema, type ManualInvoiceInput, type PaymentMeans } from './invoice-form';

/**
 * What the controls of /back/creer-une-facture hold (text as typed, amounts in euros), and how
 * it becomes the API's body. The page checks that body with the API's own schema
 * (`manualInvoiceSchema`) and previews its totals with the server's own function, so neither
 * can say something the server would not.
 */

export type InvoiceFormLine = {
  /** Stable while lines are added and removed, so React and the form's messages follow the right line. */
  key: number;
  description: string;
  reference: string;
  quantity: string;
  /** VAT included, in euros as typed: '29,90'. */
  unitPrice: string;
  vatRateBp: string;
};

export const DISCOUNT_TYPES = ['none', 'rate', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export type InvoiceFormValues = {
  customer: Record<AddressField, string>;
  orderNumber: string;
  lines: InvoiceFormLine[];
  discountType: DiscountType;
  /** A whole percent for 'rate', euros VAT included for 'fixed'. */
  discountValue: string;
  /** Euros VAT included; empty means none. */
  shipping: string;
  soldOn: string;
  paymentMeans: PaymentMeans | '';
  paidOn: string;
};

export function blankInvoiceLine(key: number): InvoiceFormLine {
  return { key, description: '', reference: '', quantity: '1', unitPrice: '', vatRateBp: String(STANDARD_VAT_RATE_BP) };
}

/** An empty form: one line at 20 % (the spec's default), a customer in France, no discount. */
export function blankInvoiceForm(): InvoiceFormValues {
  return {
    customer: { firstName: '', lastName: '', line1: '', line2: '', zip: '', city: '', country: DEFAULT_COUNTRY, phone: '', email: '' },
    orderNumber: '',
    lines: [blankInvoiceLine(0)],
    discountType: 'none',
    discountValue: '',
    shipping: '',
    soldOn: '',
    paymentMeans: '',
    paidOn: '',
  };
}

/** A count or a percent as typed; NaN for an empty box (Number('') would be 0). */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/** The API's body for what the form holds (POST /api/admin/invoices). */
export function manualInvoiceInput(values: InvoiceFormValues): ManualInvoiceInput {
  const { discountType, discountValue } = values;
  return {
    // A country the shop does not deliver to is the schema's to refuse, like every other field.
    customer: values.customer as ManualInvoiceInput['customer'],
    orderNumber: values.orderNumber,
    lines: values.lines.map((line) => ({
      description: line.description,
      reference: line.reference,
      quantity: typedNumber(line.quantity),
      unitGrossCents: centsFromEuros(line.unitPrice),
      vatRateBp: Number(line.vatRateBp),
    })),
    discount:
      discountType === 'none'
        ? { type: 'none' }
        : { type: discountType, value: discountType === 'rate' ? typedNumber(discountValue) : centsFromEuros(discountValue) },
    shippingCents: values.shipping.trim() === '' ? 0 : centsFromEuros(values.shipping),
    ...(values.soldOn ? { soldOn: values.soldOn } : {}),
    ...(values.paymentMeans ? { paymentMeans: values.paymentMeans } : {}),
    ...(values.paidOn ? { paidOn: values.paidOn } : {}),
  };
}

/**
 * One message key per invalid field (its first rule broken), keyed by the field's path as the
 * API names it in its errors ('customer.zip', 'lines.0.quantity'), in the form's order.
 */
export function invoiceFormErrors(values: InvoiceFormValues): Record<string, string> {
  const result = manualInvoiceSchema.safeParse(manualInvoiceInput(values));
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** What the totals depend on: a line's description does not change them, so a line still being described is counted. */
const amountsSchema = z.object({
  lines: z.array(invoiceLineSchema.pick({ quantity: true, unitGrossCents: true, vatRateBp: true })).min(1),
  discount: manualInvoiceSchema.shape.discount,
  shippingCents: manualInvoiceSchema.shape.shippingCents,
});

/** The amounts the invoice will carry, or null while a quantity, a price, the discount or the shipping is not valid yet. */
export function invoiceFormPreview(values: InvoiceFormValues): InvoiceAmounts | null {
  const result = amountsSchema.safeParse(manualInvoiceInput(values));
  if (!result.success) return null;
  const { lines, discount, shippingCents } = result.data;
  return manualInvoiceAmounts({ lines: lines.map((line, i) => ({ ...line, description: values.lines[i]!.description })), discount, shippingCents });
}
