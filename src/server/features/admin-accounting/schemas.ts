import { z } from 'zod';
import { langQuery } from '../catalogue/schemas';

/** The period of every accounting call: two Paris calendar days, checked by the domain's `readPeriod`. */
export const periodQuery = z
  .object({
    from: z.string().max(10).describe('First Paris day of the period, YYYY-MM-DD'),
    to: z.string().max(10).describe('Last Paris day of the period (included), YYYY-MM-DD; 731 days at most from `from`'),
  })
  .extend(langQuery.shape);

const amounts = {
  netCents: z.number().int().describe('Net of VAT, in cents; invoices less credit notes'),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
};

export const accountingSummarySchema = z.object({
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  invoices: z.number().int().describe('Invoices issued in the period'),
  creditNotes: z.number().int().describe('Credit notes issued in the period'),
  rates: z
    .array(z.object({ vatRateBp: z.number().int().describe('The rate in basis points: 550 is 5.5 %'), ...amounts }))
    .describe('5.5, 10 and 20 % always, then any other rate a document carries'),
  total: z.object(amounts),
  files: z.object({
    invoices: z.string(),
    vat: z.string(),
    fec: z.string().nullable().describe('Null while the site settings hold no SIREN'),
  }),
});
