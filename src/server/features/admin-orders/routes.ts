import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, langQuery } from '../catalogue/schemas';
import { orderIdParams } from '../orders/schemas';
import { requestLocale } from '../../errors';
import { csvFileName, csvWords } from './csv-words';
import { translatorFor } from '../../../i18n/instance';
import { renderPackingSlip } from './packing-slip';
import { refundOrder } from './refund';
import { exportStaffOrders, listStaffOrders, openStaffOrder, orderToShip } from './repo';
import { ordersCsv } from '../../../domain/orders/orders-csv';
import { noteBody, staffOrderDetailSchema, staffOrderPageSchema, staffOrderQuery, statusChangeBody } from './schemas';
import { addNote, changeStatus, hideOrder, orderNotFound, type DeskDeps } from './status-change';

const tags = ['admin-orders'];
// Collaborators run the orders desk too (spec back-office section 6).
const config = { access: 'staff' } as const;
const done = z.null().describe('Done');
/** The guard (staff/access.ts) has let only a signed-in staff member through. */
const staffId = async (request: FastifyRequest) => (await request.currentStaff())!.id;
const changeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The staff's orders desk: the list, an order, and what staff do to it (spec back-office sections 2 and 4). */
export const adminOrderRoutes: FastifyPluginAsyncZod<DeskDeps> = async (app, deps) => {
  app.get(
    '/orders',
    {
      config,
      schema: {
        tags,
        summary: 'Orders, 10 a page, filtered, searched and sorted; orders awaiting payment only when asked for',
        querystring: staffOrderQuery,
        response: { 200: staffOrderPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listStaffOrders(deps.db, request.query),
  );

  app.get(
    '/orders/export',
    {
      config,
      schema: {
        tags,
        summary: 'The list as filtered and sorted on the desk, every page, as a CSV file in the staff member’s language',
        querystring: staffOrderQuery.omit({ page: true }).extend(langQuery.shape),
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark'), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const csv = ordersCsv(await exportStaffOrders(deps.db, request.query), locale, csvWords(locale));
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${csvFileName(locale, new Date())}"`)
        .send(csv);
    },
  );

  app.get(
    '/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One order, its addresses, lines and payment; opening it marks it consulted (the badge goes down)',
        params: orderIdParams,
        response: { 200: staffOrderDetailSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const order = await openStaffOrder(deps.db, request.params.id, await staffId(request));
      if (!order) throw orderNotFound();
      return order;
    },
  );

  app.get(
    '/orders/:id/packing-slip',
    {
      config,
      schema: {
        tags,
        summary: 'The packing slip as a PDF, in the language the customer ordered in; reading it does not mark the order consulted',
        params: orderIdParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF'), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const found = await orderToShip(deps.db, request.params.id);
      if (!found) throw orderNotFound();
      const { settings } = await deps.catalogue.snapshot();
      const pdf = await renderPackingSlip(found.order, found.locale, settings);
      const name = `${translatorFor(found.locale)('back:packingSlip.fileName')}-${found.order.number}.pdf`;
      return reply.type('application/pdf').header('cache-control', 'no-store').header('content-disposition', `inline; filename="${name}"`).send(pdf);
    },
  );

  app.post(
    '/orders/:id/confirm',
    {
      config,
      schema: { tags, summary: 'Confirmer: a pending order goes to processing', params: orderIdParams, response: { 204: done, ...changeErrors } },
    },
    async (request, reply) => {
      await changeStatus(deps, request.params.id, 'confirm', await staffId(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:id/reject',
    {
      config,
      schema: {
        tags,
        summary: 'Rejeter: cancels a pending or processing order; its stock goes back on sale and, if paid, its refund is recorded as due',
        params: orderIdParams,
        response: { 204: done, ...changeErrors },
      },
    },
    async (request, reply) => {
      await changeStatus(deps, request.params.id, 'cancelled', await staffId(request));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      config,
      schema: { tags, summary: 'Modifier le statut', params: orderIdParams, body: statusChangeBody, response: { 204: done, ...changeErrors } },
    },
    async (request, reply) => {
      await changeStatus(deps, request.params.id, request.body.status, await staffId(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:id/refund',
    {
      config,
      schema: {
        tags,
        summary:
          'Rembourser: gives a cancelled paid order’s money back through its payment provider (done at cancelling when the provider answers); 503 while the provider is out of reach',
        params: orderIdParams,
        response: { 204: done, ...changeErrors, 502: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      await refundOrder(deps, request.params.id, await staffId(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:id/notes',
    {
      config,
      schema: {
        tags,
        summary: 'An internal note in the order’s timeline, signed by the staff member; customers never see it',
        params: orderIdParams,
        body: noteBody,
        response: { 204: done, ...changeErrors },
      },
    },
    async (request, reply) => {
      await addNote(deps, request.params.id, request.body.note, await staffId(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Supprimer: takes the order off the staff list; the order itself is kept',
        params: orderIdParams,
        response: { 204: done, ...changeErrors },
      },
    },
    async (request, reply) => {
      await hideOrder(deps, request.params.id, await staffId(request));
      return reply.status(204).send(null);
    },
  );
};
