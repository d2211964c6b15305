import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { HttpError } from '../../errors';
import { invoiceIdParams, invoicePageSchema, invoiceSummarySchema, pageQuery } from '../admin-invoices/schemas';
import { errorSchema } from '../catalogue/schemas';
import { sendPdf } from '../invoicing/pdf-reply';
import { requireCustomer } from '../sessions/plugin';
import { hideCustomerInvoice, isCustomerInvoice, listCustomerInvoices } from './repo';

const tags = ['invoices'];
const notFound = () => new HttpError(404, 'invoice_not_found', 'invoices:errors.invoiceNotFound');

/**
 * The signed-in customer's invoices (/factures). The customer comes from the session only;
 * another customer's invoice answers 404, like one that does not exist (GUIDE 3.3).
 */
export const customerInvoiceRoutes: FastifyPluginAsyncZod<{ db: Database; invoicesDir: string }> = async (app, { db, invoicesDir }) => {
  // Before the input is validated: a visitor who is not signed in learns nothing.
  app.addHook('onRequest', async (request) => {
    await requireCustomer(request);
  });

  app.get(
    '/store/invoices',
    {
      schema: {
        tags,
        summary: 'The customer’s invoices and credit notes, newest first, 10 a page (the ones they removed left out)',
        querystring: pageQuery,
        response: { 200: invoicePageSchema(invoiceSummarySchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listCustomerInvoices(db, (await requireCustomer(request)).id, request.query.page),
  );

  app.get(
    '/store/invoices/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The PDF of one of the customer’s invoices (application/pdf)',
        params: invoiceIdParams,
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      if (!(await isCustomerInvoice(db, customer.id, request.params.id))) throw notFound();
      return sendPdf(reply, db, request.params.id, invoicesDir);
    },
  );

  app.delete(
    '/store/invoices/:id',
    {
      schema: {
        tags,
        summary: 'Removes the invoice from the customer’s list; the shop keeps the invoice itself',
        params: invoiceIdParams,
        response: { 204: z.null().describe('Removed from the list'), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      if (!(await hideCustomerInvoice(db, customer.id, request.params.id, new Date()))) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
