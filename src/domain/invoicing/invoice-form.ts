import { z } from 'zod';
import { addressFieldsSchema } from '../addresses/address-schema';
import { compactVatNumber, vatNumberRefusal, type VatNumberRefusal } from '../business-numbers/vat-numbers';
import { INT32_MAX } from '../decimal-id';
import { plainText } from '../plain-text';
import { computeInvoiceAmounts, STANDARD_VAT_RATE_BP, VAT_RATES_BP, type InvoiceAmounts } from './invoice-amounts';
import { computeNetInvoiceAmounts, grossFromNet } from './net-invoice-amounts';

/**
 * The invoice creation form (back-office spec section 5), one definition for the page and the
 * API. Messages are catalogue keys: `addresses` for the customer's address-style fields (the
 * same sentences as every address form; the spec's swapped first/last name messages are not
 * copied), `invoices` for the rest, but the business buyer's, which are the back office's
 * (`back:businessInvoice`).
 *
 * Prices are typed VAT included (`prices: 'gross'`, the default), like every price of the shop
 * and of its orders: the invoice works the amounts without VAT out of them, rounding once per
 * rate, as an order's invoice does. Or without VAT (`prices: 'net'`), as businesses quote each
 * other: the spec's formula, quantity x unit price x (1 + VAT), rounded once per rate
 * (net-invoice-amounts.ts). The unit prices, the fixed discount and the shipping are all typed
 * the chosen way.
 *
 * A business buyer is a company name, with its VAT number when it has one: the invoice then
 * carries the mentions French law asks between businesses (late-payment penalties, the 40 €
 * recovery indemnity) and needs a due date unless it is already paid.
 */
const message = (key: string) => `invoices:validation.${key}`;
/** A business buyer's messages are the back office's: the `invoices` catalogue is downloaded by every storefront page. */
const businessMessage = (key: string) => `back:businessInvoice.validation.${key}`;

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
  /** VAT included or not, as the invoice's `prices` says. */
  unitPriceCents: wholeCents(0, 'priceInvalid'),
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

export const PRICES = ['gross', 'net'] as const;
export type Prices = (typeof PRICES)[number];

type AmountFields = {
  prices: Prices;
  lines: { quantity: unknown; unitPriceCents: unknown; vatRateBp: unknown }[];
  shippingCents: unknown;
};

/**
 * Each line (quantity x unit price), then the running total of the lines and the shipping,
 * within MAX_INVOICE_CENTS, VAT included (prices typed without VAT count with their VAT, the
 * shipping at the standard rate). Named on the price of the line that passes it (or the
 * shipping), so the form shows the message beside what to change. A discount only lowers the total.
 */
const amountsWithinLimit = z.superRefine<AmountFields>(({ prices, lines, shippingCents }, ctx) => {
  const gross = (cents: number, rateBp: unknown) =>
    prices === 'net' ? grossFromNet(cents, typeof rateBp === 'number' ? rateBp : STANDARD_VAT_RATE_BP) : cents;
  let total = 0;
  for (const [index, { quantity, unitPriceCents, vatRateBp }] of lines.entries()) {
    if (typeof quantity !== 'number' || typeof unitPriceCents !== 'number') continue;
    const lineCents = gross(quantity * unitPriceCents, vatRateBp);
    total += lineCents;
    const tooLarge = lineCents > MAX_INVOICE_CENTS ? 'lineTooLarge' : total > MAX_INVOICE_CENTS ? 'totalTooLarge' : null;
    if (tooLarge) return ctx.addIssue({ code: 'custom', path: ['lines', index, 'unitPriceCents'], message: message(tooLarge) });
  }
  if (typeof shippingCents === 'number' && total + gross(shippingCents, STANDARD_VAT_RATE_BP) > MAX_INVOICE_CENTS)
    ctx.addIssue({ code: 'custom', path: ['shippingCents'], message: message('totalTooLarge') });
});

const VAT_NUMBER_MESSAGES: Record<VatNumberRefusal, string> = {
  format: 'vatNumberInvalid',
  country: 'vatNumberCountry',
  countryFormat: 'vatNumberCountryFormat',
  checkDigit: 'vatNumberCheckDigit',
};

type BusinessFields = { company: string; vatNumber: string; dueOn?: string; soldOn?: string; paidOn?: string };

/**
 * A VAT number names a company: it needs the company's name. A business invoice not yet paid
 * needs its due date (a mention French law asks between businesses), which cannot come before
 * the sale.
 */
const businessBuyer = z.superRefine<BusinessFields>(({ company, vatNumber, dueOn, soldOn, paidOn }, ctx) => {
  if (vatNumber !== '' && company === '') ctx.addIssue({ code: 'custom', path: ['company'], message: businessMessage('companyMissing') });
  if (company !== '' && !dueOn && !paidOn) ctx.addIssue({ code: 'custom', path: ['dueOn'], message: businessMessage('dueOnMissing') });
  if (dueOn && soldOn && dueOn < soldOn) ctx.addIssue({ code: 'custom', path: ['dueOn'], message: businessMessage('dueOnBeforeSale') });
});

export const manualInvoiceSchema = z
  .object({
    customer: addressFieldsSchema,
    /** A business buyer's legal name; empty for a person. */
    company: z
      .string({ error: businessMessage('companyTooLong') })
      .trim()
      .max(120, businessMessage('companyTooLong'))
      .check(plainText)
      .default(''),
    /** The business buyer's EU VAT number, checked (a French one by its key), kept compact. */
    vatNumber: z
      .string({ error: businessMessage('vatNumberInvalid') })
      .max(30, businessMessage('vatNumberInvalid'))
      .transform(compactVatNumber)
      .superRefine((vat, ctx) => {
        const refusal = vat === '' ? null : vatNumberRefusal(vat);
        if (refusal) ctx.addIssue({ code: 'custom', message: businessMessage(VAT_NUMBER_MESSAGES[refusal]) });
      })
      .default(''),
    prices: z.enum(PRICES, { error: businessMessage('pricesInvalid') }).default('gross'),
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
    /** The day payment is due; the law asks it of an invoice between businesses. */
    dueOn: isoDay.optional(),
  })
  .check(amountsWithinLimit)
  .check(businessBuyer);

export type ManualInvoiceInput = z.input<typeof manualInvoiceSchema>;
export type ManualInvoice = z.output<typeof manualInvoiceSchema>;

/**
 * The amounts of a typed invoice: the form's live preview and the issued invoice both come
 * from here, so what the page shows is what the server issues.
 */
export function manualInvoiceAmounts(
  form: Pick<ManualInvoice, 'prices' | 'discount' | 'shippingCents'> & {
    lines: Pick<ManualInvoice['lines'][number], 'description' | 'reference' | 'quantity' | 'unitPriceCents' | 'vatRateBp'>[];
  },
): InvoiceAmounts {
  const discount = form.discount.type === 'none' ? null : form.discount;
  if (form.prices === 'net') {
    const lines = form.lines.map(({ unitPriceCents, ...line }) => ({ ...line, unitNetCents: unitPriceCents }));
    return computeNetInvoiceAmounts({ lines, shippingNetCents: form.shippingCents, discount });
  }
  const lines = form.lines.map(({ unitPriceCents, ...line }) => ({ ...line, unitGrossCents: unitPriceCents }));
  return computeInvoiceAmounts({ lines, shippingCents: form.shippingCents, discount });
}
