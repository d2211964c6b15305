import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { StaffAccess } from '../../../domain/staff/staff';
import { manualInvoiceSchema } from '../../../domain/invoicing/invoice-form';
import { errorSchema } from '../catalogue/schemas';
import { orderIdParams } from '../orders/schemas';
import { cancelInvoice, issueInvoiceForOrder, issueManualInvoice, restoreInvoice, typedInvoiceOrder, type Issued } from '../invoicing/issue';
import { sendPdf } from '../invoicing/pdf-reply';
import { autoInvoicingSetting, saveAutoInvoicing } from '../invoicing/repo';
import { listStaffInvoices } from './repo';
import {
  autoInvoicingSchema,
  invoiceIdParams,
  invoicePageSchema,
  issuedSchema,
  staffInvoiceQuery,
  staffInvoiceSummarySchema,
  typedInvoiceOrderQuery,
  typedInvoiceOrderSchema,
} from './schemas';
import { sendInvoice } from './send';

export type InvoiceDeskDeps = { db: Database; invoicesDir: string };

const tags = ['admin-invoices'];
// Collaborators see, print, send and bill (spec back-office section 6); cancelling, restoring and the form are the administrators'.
const staff: { access: StaffAccess } = { access: 'staff' };
const admin: { access: StaffAccess } = { access: 'admin' };
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const issued = (invoice: Issued) => ({ id: invoice.id, number: invoice.number, kind: invoice.kind, pdfPending: !invoice.pdfStored });

/**
 * The actions that issue a document from an existing one, each in its own transaction
 * (src/server/features/invoicing/issue.ts): the answer is the new invoice or credit note.
 */
const ISSUING = [
  {
    url: '/orders/:id/invoice',
    config: staff,
    summary: 'Facturer: issues the invoice of a paid order (409 "Déjà facturé" when it has one)',
    params: orderIdParams,
    issue: issueInvoiceForOrder,
  },
  {
    url: '/invoices/:id/cancel',
    config: admin,
    summary: 'Annuler: issues the credit note that cancels the invoice; answers the credit note',
    params: invoiceIdParams,
    issue: cancelInvoice,
  },
  {
    url: '/invoices/:id/restore',
    config: admin,
    summary: 'Rétablir: issues a new invoice with the cancelled one’s content; answers the new invoice',
    params: invoiceIdParams,
    issue: restoreInvoice,
  },
] as const;

/** The back office's invoices (spec back-office sections 2, 4 and 7; GUIDE 3.8, ADR 12). */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<InvoiceDeskDeps> = async (app, { db, invoicesDir }) => {
  app.get(
    '/invoices',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Invoices and credit notes, 10 a page, searched and sorted',
        querystring: staffInvoiceQuery,
        response: { 200: invoicePageSchema(staffInvoiceSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listStaffInvoices(db, request.query),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The invoice’s PDF, as stored at issue (application/pdf)',
        params: invoiceIdParams,
        response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => sendPdf(reply, db, request.params.id, invoicesDir),
  );

  for (const { url, config, summary, params, issue } of ISSUING) {
    app.post(url, { config, schema: { tags, summary, params, response: { 201: issuedSchema, ...refusals } } }, async (request, reply) => {
      const staffId = (await request.currentStaff())!.id;
      return reply.status(201).send(issued(await issue(db, request.params.id, { staffId, invoicesDir, log: request.log })));
    });
  }

  app.post(
    '/invoices',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The creation form (/back/creer-une-facture): an invoice typed by an administrator, prices VAT included',
        body: manualInvoiceSchema,
        response: { 201: issuedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const staffId = (await request.currentStaff())!.id;
      return reply.status(201).send(issued(await issueManualInvoice(db, request.body, { staffId, invoicesDir, log: request.log })));
    },
  );

  app.get(
    '/invoices/typed-invoice-order',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The order a typed invoice will be attached to, for the form’s confirmation; refused as the issue would refuse it',
        querystring: typedInvoiceOrderQuery,
        response: { 200: typedInvoiceOrderSchema, ...refusals },
      },
    },
    async (request) => typedInvoiceOrder(db, request.query.orderNumber, request.query.email),
  );

  // Beyond the spec, on the invoice desk until the site settings page exists; the administrators' (ADR 12).
  const autoInvoicing = { tags, response: { 200: autoInvoicingSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema } };
  app.get(
    '/settings/auto-invoicing',
    { config: admin, schema: { ...autoInvoicing, summary: 'Whether every paid order is invoiced at payment' } },
    async () => ({ enabled: (await autoInvoicingSetting(db)).enabled }),
  );
  app.put(
    '/settings/auto-invoicing',
    { config: admin, schema: { ...autoInvoicing, summary: 'Switches automatic invoicing of paid orders on or off', body: autoInvoicingSchema } },
    async (request) => {
      await saveAutoInvoicing(db, request.body.enabled, new Date());
      return { enabled: request.body.enabled };
    },
  );

  app.post(
    '/invoices/:id/send',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Envoyer: mails the PDF to the billing address (409 when the invoice is cancelled)',
        params: invoiceIdParams,
        response: { 204: z.null().describe('Queued for delivery'), ...refusals },
      },
    },
    async (request, reply) => {
      await sendInvoice(db, request.params.id, { invoicesDir, staffId: (await request.currentStaff())!.id });
      return reply.status(204).send(null);
    },
  );
};
