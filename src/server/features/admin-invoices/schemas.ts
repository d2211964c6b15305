import { z } from 'zod';
import { INVOICE_SORTS, SORT_DIRECTIONS } from '../../../domain/invoicing/invoice-lists';
import { idParams } from '../../../domain/ids';
import { plainText, searchWords } from '../../../domain/plain-text';

/** Shapes of the invoice APIs (staff and customer), for validation and the OpenAPI document. */

export const invoiceIdParams = idParams;

export const staffInvoiceQuery = z.object({
  sort: z.enum(INVOICE_SORTS).default('date').describe('Issue date or amount'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
  q: searchWords().optional().describe('Invoice number, order number, customer name or e-mail; case ignored'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based, 10 invoices a page'),
});

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string().describe('F-YYYY-NNNNNN; credit notes share the sequence'),
  kind: z.enum(['invoice', 'credit_note']),
  issuedAt: z.string().describe('ISO 8601, UTC'),
  totalCents: z.number().int().describe('VAT included; negative on a credit note'),
  customerName: z.string(),
  orderNumber: z.string().nullable(),
  cancelled: z.boolean().describe('Cancelled by a credit note ("Annulée")'),
  relatedNumber: z.string().nullable().describe('The credit note that cancelled this invoice, or the invoice this credit note corrects'),
  partial: z.boolean().describe('A credit note that gives back part of its invoice (a return’s refund); the invoice stays live'),
});

export const staffInvoiceSummarySchema = invoiceSummarySchema.extend({
  email: z.string(),
  orderId: z.number().int().nullable(),
  sent: z.boolean().describe('Sent at least once ("Envoyer à nouveau")'),
  restoredBy: z.string().nullable().describe('The invoice that restored this cancelled one ("Rétablir" is done, once only)'),
});

export const invoicePageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), hasMore: z.boolean() });

/** What an action that issues a document answers: the new invoice or credit note. */
export const issuedSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  pdfPending: z
    .boolean()
    .describe('Issued, but its PDF could not be written yet (storage full or not writable): it is made when first opened or sent (ADR 32)'),
});

export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based, 10 invoices a page') });

export const autoInvoicingSchema = z.object({
  enabled: z.boolean().describe('Every order paid from now on is invoiced at payment (ADR 12)'),
});

/** The creation form's check of the order number typed, before it asks to confirm. */
export const typedInvoiceOrderQuery = z.object({
  orderNumber: z.string().trim().min(1).max(40).check(plainText).describe('The order number typed'),
  email: z.string().trim().max(254).check(plainText).describe('The buyer’s e-mail typed: the order must have been placed with it'),
  lang: z.enum(['fr', 'en']).optional().describe('Language of the refusal (the back office’s own otherwise)'),
});

export const typedInvoiceOrderSchema = z.object({
  orderNumber: z.string(),
  buyerName: z.string().describe('The order’s billing name'),
});
