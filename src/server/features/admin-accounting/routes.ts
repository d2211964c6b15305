import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { AccountingDocument } from '../../../domain/accounting/accounting-document';
import { invoicesCsv, vatSummaryCsv } from '../../../domain/accounting/accounting-csv';
import { readPeriod, periodWindow, type AccountingPeriod } from '../../../domain/accounting/accounting-period';
import { accountingFiles } from '../../../domain/accounting/export-files';
import { fecText, sirenOf } from '../../../domain/accounting/fec';
import { iso885915 } from '../../../domain/accounting/iso-8859-15';
import { vatSummary } from '../../../domain/accounting/vat-summary';
import { HttpError } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { sellerSettings } from '../invoicing/repo';
import { documentsIssuedIn } from './repo';
import { accountingSummarySchema, periodQuery } from './schemas';

export type AccountingDeps = { db: Database };

const tags = ['admin-accounting'];
// The books are the administrators' alone.
const config = { access: 'admin' } as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The period asked for, or its refusal answered once here: 400 naming the field, in the staff member's language. */
function periodOf(query: { from: string; to: string }): AccountingPeriod {
  const reading = readPeriod(query.from, query.to);
  if (!reading.ok) throw new HttpError(400, 'invalid_period', `back:accounting.errors.${reading.refusal.reason}`, reading.refusal.field);
  return reading.period;
}

async function sirenIn(db: Database): Promise<string | null> {
  return sirenOf((await sellerSettings(db))['id company']);
}

/** A file to save, never cached: the books change with every document issued. */
const download = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply.type(type).header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${name}"`).send(body);

/** The two spreadsheets of a period, each at /accounting/<its key>. */
const CSV_FILES = {
  invoices: {
    summary: 'The invoices and credit notes of the period as a CSV file for French spreadsheets (factures-YYYY-MM.csv)',
    write: invoicesCsv,
  },
  vat: { summary: 'The VAT summary per rate of the period as a CSV file for French spreadsheets (tva-YYYY-MM.csv)', write: vatSummaryCsv },
} satisfies Record<string, { summary: string; write: (documents: AccountingDocument[]) => string }>;

/** The accountant's files for a period of Paris days (beyond the spec): what was invoiced and credited, read as issued. */
export const adminAccountingRoutes: FastifyPluginAsyncZod<AccountingDeps> = async (app, { db }) => {
  app.get(
    '/accounting/summary',
    {
      config,
      schema: {
        tags,
        summary: 'The VAT per rate of the invoices and credit notes issued in the period, their count, and the names of its files',
        querystring: periodQuery,
        response: { 200: accountingSummarySchema, ...errors },
      },
    },
    async (request) => {
      const period = periodOf(request.query);
      const documents = await documentsIssuedIn(db, periodWindow(period));
      return { period, ...vatSummary(documents), files: accountingFiles(period, await sirenIn(db)) };
    },
  );

  for (const file of ['invoices', 'vat'] as const) {
    const { summary, write } = CSV_FILES[file];
    app.get(
      `/accounting/${file}`,
      {
        config,
        schema: {
          tags,
          summary,
          querystring: periodQuery,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV: semicolons, decimal commas, UTF-8 with a byte order mark'), ...errors },
        },
      },
      async (request, reply) => {
        const period = periodOf(request.query);
        const csv = write(await documentsIssuedIn(db, periodWindow(period)));
        return download(reply, 'text/csv; charset=utf-8', accountingFiles(period, null)[file], csv);
      },
    );
  }

  app.get(
    '/accounting/fec',
    {
      config,
      schema: {
        tags,
        summary:
          'The sales journal of the period as a FEC file (article A47 A-1 LPF), named <SIREN>FEC<last day>.txt; 409 without a SIREN in the settings',
        querystring: periodQuery,
        produces: ['text/plain'],
        response: { 200: z.string().describe('Tab-separated, ISO 8859-15'), ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const siren = await sirenIn(db);
      if (!siren) throw new HttpError(409, 'siren_missing', 'back:accounting.errors.sirenMissing');
      const text = fecText(await documentsIssuedIn(db, periodWindow(period)));
      return download(reply, 'text/plain; charset=iso-8859-15', accountingFiles(period, siren).fec!, Buffer.from(iso885915(text)));
    },
  );
};
