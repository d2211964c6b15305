import { z } from 'zod';
import { centsFromEuros } from '../money';
import type { AddressField } from '../addresses/address-schema';
import { DEFAULT_COUNTRY } from '../addresses/countries';
import { STANDARD_VAT_RATE_BP, type InvoiceAmounts } from './invoice-amounts';
import {
  invoiceLineSchema,
  manualInvoiceAmounts,
  manualInvoiceSchema,
  type ManualInvoiceInput,
  type PaymentMeans,
  type Prices,
} from './invoice-form';

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
  /** In euros as typed ('29,90'), VAT included or not as the form's `prices` says. */
  unitPrice: string;
  vatRateBp: string;
};

export const DISCOUNT_TYPES = ['none', 'rate', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export type InvoiceFormValues = {
  customer: Record<AddressField, string>;
  /** A business buyer's name and VAT number; empty for a person. */
  company: string;
  vatNumber: string;
  orderNumber: string;
  /** Whether the unit prices, the fixed discount and the shipping are typed VAT included ('gross') or not ('net'). */
  prices: Prices;
  lines: InvoiceFormLine[];
  discountType: DiscountType;
  /** A whole percent for 'rate', euros (as `prices` says) for 'fixed'. */
  discountValue: string;
  /** Euros (as `prices` says); empty means none. */
  shipping: string;
  soldOn: string;
  paymentMeans: PaymentMeans | '';
  paidOn: string;
  dueOn: string;
};

export function blankInvoiceLine(key: number): InvoiceFormLine {
  return { key, description: '', reference: '', quantity: '1', unitPrice: '', vatRateBp: String(STANDARD_VAT_RATE_BP) };
}

/** An empty form: one line at 20 % (the spec's default), a customer in France, prices VAT included, no discount. */
export function blankInvoiceForm(): InvoiceFormValues {
  return {
    customer: { firstName: '', lastName: '', line1: '', line2: '', zip: '', city: '', country: DEFAULT_COUNTRY, phone: '', email: '' },
    company: '',
    vatNumber: '',
    orderNumber: '',
    prices: 'gross',
    lines: [blankInvoiceLine(0)],
    discountType: 'none',
    discountValue: '',
    shipping: '',
    soldOn: '',
    paymentMeans: '',
    paidOn: '',
    dueOn: '',
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
    company: values.company,
    vatNumber: values.vatNumber,
    orderNumber: values.orderNumber,
    prices: values.prices,
    lines: values.lines.map((line) => ({
      description: line.description,
      reference: line.reference,
      quantity: typedNumber(line.quantity),
      unitPriceCents: centsFromEuros(line.unitPrice),
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
    ...(values.dueOn ? { dueOn: values.dueOn } : {}),
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
  prices: manualInvoiceSchema.shape.prices,
  lines: z.array(invoiceLineSchema.pick({ quantity: true, unitPriceCents: true, vatRateBp: true })).min(1),
  discount: manualInvoiceSchema.shape.discount,
  shippingCents: manualInvoiceSchema.shape.shippingCents,
});

/** The amounts the invoice will carry, or null while a quantity, a price, the discount or the shipping is not valid yet. */
export function invoiceFormPreview(values: InvoiceFormValues): InvoiceAmounts | null {
  const result = amountsSchema.safeParse(manualInvoiceInput(values));
  if (!result.success) return null;
  const { prices, lines, discount, shippingCents } = result.data;
  return manualInvoiceAmounts({
    prices,
    lines: lines.map((line, i) => ({ ...line, description: values.lines[i]!.description, reference: '' })),
    discount,
    shippingCents,
  });
}
