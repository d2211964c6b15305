import { z } from 'zod';
import { addressFieldsSchema } from '../addresses/address-schema';
import { INT32_MAX } from '../decimal-id';
import { plainText } from '../plain-text';
import { computeInvoiceAmounts, STANDARD_VAT_RATE_BP, VAT_RATES_BP, type InvoiceAmounts, type InvoiceLineInput } from './invoice-amounts';

/**
 * The invoice creation form (back-office spec section 5), one definition for the page and the
 * API. Messages are catalogue keys: `addresses` for the customer's address-style fields (the
 * same sentences as every address form; the spec's swapped first/last name messages are not
 * copied), `invoices` for the rest.
 *
 * Prices are typed VAT included, like every price of the shop and of its orders (GUIDE 3.1):
 * the invoice works the amounts without VAT out of them, rounding once per rate. (The spec's
 * old total, quantity x unit price x (1 + VAT), started from prices without VAT; one way of
 * computing for order and manual invoices keeps them consistent to the cent.)
 */
const message = (key: string) => `invoices:validation.${key}`;

const wholeCents = (min: number, key: string) =>
  z
    .number({ error: message(key) })
    .int(message(key))
    .min(min, message(key))
    .max(10_000_000, message(key));

export const invoiceLineSchema = z.object({
  // Cut to 65 characters with an ellipsis when the invoice is made (spec 5), not refused.
  description: z
    .string({ error: message('descriptionMissing') })
    .trim()
    .min(1, message('descriptionMissing'))
    .max(500, message('descriptionTooLong'))
    .check(plainText),
  reference: z
    .string({ error: message('invalid') })
    .trim()
    .max(60, message('invalid'))
    .check(plainText)
    .default(''),
  quantity: z
    .number({ error: message('quantityInvalid') })
    .int(message('quantityInvalid'))
    .min(1, message('quantityInvalid'))
    .max(10_000, message('quantityInvalid')),
  unitGrossCents: wholeCents(0, 'priceInvalid'),
  vatRateBp: z
    .number({ error: message('vatRateInvalid') })
    .refine((rate) => (VAT_RATES_BP as readonly number[]).includes(rate), message('vatRateInvalid'))
    .default(STANDARD_VAT_RATE_BP),
});

export const invoiceDiscountSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('none') }),
    // Whole percent, as promo codes are.
    z.object({
      type: z.literal('rate'),
      value: z
        .number({ error: message('discountRateInvalid') })
        .int(message('discountRateInvalid'))
        .min(1, message('discountRateInvalid'))
        .max(100, message('discountRateInvalid')),
    }),
    z.object({ type: z.literal('fixed'), value: wholeCents(1, 'discountFixedInvalid') }),
  ],
  { error: message('discountTypeInvalid') },
);

export const PAYMENT_MEANS = ['card', 'transfer', 'cheque', 'cash'] as const;
export type PaymentMeans = (typeof PAYMENT_MEANS)[number];

const isoDay = z.iso.date({ error: message('dateInvalid') });

/**
 * The most an invoice can carry, VAT included: its amounts are stored as 32-bit integers of
 * cents (21 474 836,47 €). A line or a total beyond it is refused with a message naming it,
 * never left to fail in the database.
 */
export const MAX_INVOICE_CENTS = INT32_MAX;

type AmountFields = { lines: { quantity: unknown; unitGrossCents: unknown }[]; shippingCents: unknown };

/**
 * Each line (quantity x unit price), then the running total of the lines and the shipping,
 * within MAX_INVOICE_CENTS. Named on the price of the line that passes it (or the shipping), so
 * the form shows the message beside what to change. A discount only lowers the total.
 */
const amountsWithinLimit = z.superRefine<AmountFields>(({ lines, shippingCents }, ctx) => {
  let total = 0;
  for (const [index, { quantity, unitGrossCents }] of lines.entries()) {
    if (typeof quantity !== 'number' || typeof unitGrossCents !== 'number') continue;
    const lineCents = quantity * unitGrossCents;
    total += lineCents;
    const tooLarge = lineCents > MAX_INVOICE_CENTS ? 'lineTooLarge' : total > MAX_INVOICE_CENTS ? 'totalTooLarge' : null;
    if (tooLarge) return ctx.addIssue({ code: 'custom', path: ['lines', index, 'unitGrossCents'], message: message(tooLarge) });
  }
  if (typeof shippingCents === 'number' && total + shippingCents > MAX_INVOICE_CENTS)
    ctx.addIssue({ code: 'custom', path: ['shippingCents'], message: message('totalTooLarge') });
});

export const manualInvoiceSchema = z
  .object({
    customer: addressFieldsSchema,
    /**
     * Empty: an invoice for no order of the shop (shown to no customer). Otherwise the number of
     * an order of the shop placed with the buyer's e-mail, which the server checks (issue.ts).
     * The spec asked for a number always; a number that names no order is now refused instead.
     */
    orderNumber: z
      .string({ error: message('orderNumberInvalid') })
      .trim()
      .max(40, message('orderNumberInvalid'))
      .refine((number) => number === '' || /\d/.test(number), message('orderNumberInvalid'))
      .check(plainText)
      .default(''),
    lines: z
      .array(invoiceLineSchema, { error: message('linesMissing') })
      .min(1, message('linesMissing'))
      .max(100, message('tooManyLines')),
    discount: invoiceDiscountSchema.default({ type: 'none' }),
    shippingCents: wholeCents(0, 'shippingInvalid').default(0),
    /** The day the goods were sold (delivered or paid); the issue day when left out. */
    soldOn: isoDay.optional(),
    paymentMeans: z.enum(PAYMENT_MEANS, { error: message('paymentMeansInvalid') }).optional(),
    paidOn: isoDay.optional(),
  })
  .check(amountsWithinLimit);

export type ManualInvoiceInput = z.input<typeof manualInvoiceSchema>;
export type ManualInvoice = z.output<typeof manualInvoiceSchema>;

/**
 * The amounts of a typed invoice: the form's live preview and the issued invoice both come
 * from here, so what the page shows is what the server issues.
 */
export function manualInvoiceAmounts(form: Pick<ManualInvoice, 'discount' | 'shippingCents'> & { lines: InvoiceLineInput[] }): InvoiceAmounts {
  return computeInvoiceAmounts({
    lines: form.lines,
    shippingCents: form.shippingCents,
    discount: form.discount.type === 'none' ? null : form.discount,
  });
}
