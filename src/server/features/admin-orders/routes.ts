import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, langQuery } from '../catalogue/schemas';
import { orderIdParams } from '../orders/schemas';
import { requestLocale } from '../../errors';
import { csvFileName, csvWords } from './csv-words';
import { translatorFor } from '../../../i18n/instance';
import { renderPackingSlip } from './packing-slip';
import { refundDue } from './refund';
import { exportStaffOrders, listStaffOrders, openStaffOrder, orderToShip } from './repo';
import { ordersCsv } from '../../../domain/orders/orders-csv';
import {
  cancellationBody,
  cancellationSchema,
  correctionBody,
  noteBody,
  shipmentBody,
  staffOrderDetailSchema,
  staffOrderPageSchema,
  staffOrderQuery,
  statusChangeBody,
} from './schemas';
import { actorOf, orderNotFound, type ActingStaff } from './locked-order';
import { addNote, confirmOrder, correctStatus, deliverOrder, hideOrder, shipOrder, showOrder, type DeskDeps } from './order-actions';
import { cancelOrder, previewCancellation } from './cancellation';
import { changeStatus } from './status-change';

const tags = ['admin-orders'];
// Collaborators run the orders desk too (spec back-office section 6).
const config = { access: 'staff' } as const;
const done = z.null().describe('Done');
/** The guard (staff/access.ts) has let only a signed-in staff member through. */
const acting = async (request: FastifyRequest): Promise<ActingStaff> => {
  const { id, role } = (await request.currentStaff())!;
  return { id, role };
};
const changeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const moneyErrors = { ...changeErrors, 502: errorSchema, 503: errorSchema };

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
      const staff = await acting(request);
      const order = await openStaffOrder(deps.db, request.params.id, staff.id, actorOf(staff.role), requestLocale(request));
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
      const pdf = await renderPackingSlip(found.order, found.locale, await deps.catalogue.settings());
      const name = `${translatorFor(found.locale)('back:packingSlip.fileName')}-${found.order.number}.pdf`;
      return reply.type('application/pdf').header('cache-control', 'no-store').header('content-disposition', `inline; filename="${name}"`).send(pdf);
    },
  );

  const noContent = { 204: done, ...changeErrors };

  app.post(
    '/orders/:id/confirm',
    { config, schema: { tags, summary: 'Confirmer: a pending order goes to processing', params: orderIdParams, response: noContent } },
    async (request, reply) => {
      await confirmOrder(deps, request.params.id, await acting(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/orders/:id/cancellation',
    {
      config,
      schema: {
        tags,
        summary: 'What Rejeter / Annuler would do now: the refund, the units put back on sale, the invoice a credit note cancels',
        params: orderIdParams,
        response: { 200: cancellationSchema, ...changeErrors },
      },
    },
    async (request) => previewCancellation(deps, request.params.id, await acting(request)),
  );

  for (const path of ['/orders/:id/reject', '/orders/:id/cancel'] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary:
            'Rejeter (pending) or Annuler (processing), before the goods leave: stock back on sale, invoice cancelled by a credit note, the paid amount refunded once. `refundCents` is the refund the staff member confirmed: 409 cancellation_changed if it is no longer what would be refunded',
          params: orderIdParams,
          body: cancellationBody,
          response: { 200: cancellationSchema, ...moneyErrors },
        },
      },
      async (request) => cancelOrder(deps, request.params.id, request.body.refundCents, await acting(request)),
    );
  }

  app.post(
    '/orders/:id/ship',
    {
      config,
      schema: {
        tags,
        summary: 'Expédier: carrier and tracking number; the customer is mailed the tracking link',
        params: orderIdParams,
        body: shipmentBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await shipOrder(deps, request.params.id, request.body, await acting(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:id/deliver',
    {
      config,
      schema: { tags, summary: 'Livrée: the customer is mailed; the 14-day withdrawal period starts', params: orderIdParams, response: noContent },
    },
    async (request, reply) => {
      await deliverOrder(deps, request.params.id, await acting(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:id/correct',
    {
      config,
      schema: {
        tags,
        summary: 'Corriger le statut (administrators): one step back, with a reason written in the timeline; moves no money, stock nor invoice',
        params: orderIdParams,
        body: correctionBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await correctStatus(deps, request.params.id, request.body.status, request.body.reason, await acting(request));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      config,
      schema: {
        tags,
        summary: 'Modifier le statut: the forward steps only (shipped needs carrier and trackingNumber, cancelled the confirmed refundCents)',
        params: orderIdParams,
        body: statusChangeBody,
        response: { 204: done, ...moneyErrors },
      },
    },
    async (request, reply) => {
      await changeStatus(deps, request.params.id, request.body, await acting(request));
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
          'Rembourser: asks the provider again for the refunds still pending, or refunds in full an order paid after its stock was gone; 503 while the provider is out of reach',
        params: orderIdParams,
        response: { 204: done, ...moneyErrors },
      },
    },
    async (request, reply) => {
      await refundDue(deps, request.params.id, await acting(request));
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
        response: noContent,
      },
    },
    async (request, reply) => {
      await addNote(deps, request.params.id, request.body.note, await acting(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/orders/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Supprimer: takes the order off the staff list (the "Masquées" view keeps it); a pending or unshipped paid order stays until dealt with',
        params: orderIdParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await hideOrder(deps, request.params.id, await acting(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:id/show',
    { config, schema: { tags, summary: 'Réafficher: a hidden order comes back on the staff list', params: orderIdParams, response: noContent } },
    async (request, reply) => {
      await showOrder(deps, request.params.id, await acting(request));
      return reply.status(204).send(null);
    },
  );
};
