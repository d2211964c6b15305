import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { refundReturn, type ReturnDeps } from './refund-return';
import { orderReturnsQuery, refundBody, refundOutcomeSchema, returnIdParams, staffOrderReturnsSchema } from './schemas';
import { cancelReturn, orderNotFound, receiveReturn, staffOrderReturns } from './staff-returns';

const tags = ['admin-returns'];
// Collaborators run the orders desk, returns included (spec back-office section 6).
const config = { access: 'staff' } as const;
const done = z.null().describe('Done');
const stepErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** The guard (staff/access.ts) has let only a signed-in staff member through. */
const staffId = async (request: FastifyRequest) => (await request.currentStaff())!.id;

/** The returns of an order on the orders desk, and what staff do to them (ADR 29). */
export const adminReturnRoutes: FastifyPluginAsyncZod<ReturnDeps> = async (app, deps) => {
  app.get(
    '/returns',
    {
      config,
      schema: {
        tags,
        summary: 'An order’s returns, oldest first, with what each refund gives (or would give) back',
        querystring: orderReturnsQuery,
        response: { 200: staffOrderReturnsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const found = await staffOrderReturns(deps.db, request.query.order, requestLocale(request));
      if (!found) throw orderNotFound();
      return found;
    },
  );

  app.post(
    '/returns/:id/receive',
    {
      config,
      schema: {
        tags,
        summary: 'Marquer comme reçu: the parcel arrived; the customer is mailed',
        params: returnIdParams,
        response: { 204: done, ...stepErrors },
      },
    },
    async (request, reply) => {
      await receiveReturn(deps.db, request.params.id, await staffId(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/returns/:id/cancel',
    {
      config,
      schema: { tags, summary: 'Annuler le retour: only before its parcel arrived', params: returnIdParams, response: { 204: done, ...stepErrors } },
    },
    async (request, reply) => {
      await cancelReturn(deps.db, request.params.id, await staffId(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/returns/:id/refund',
    {
      config,
      schema: {
        tags,
        summary:
          'Rembourser: puts the inspected units back on sale and refunds the return once (a retry asks again for a refund still pending); 503 or 502 when the provider did not make it, the refund kept to try again',
        params: returnIdParams,
        body: refundBody,
        response: { 200: refundOutcomeSchema, ...stepErrors, 502: errorSchema, 503: errorSchema },
      },
    },
    async (request) => refundReturn(deps, request.params.id, request.body.restock, await staffId(request)),
  );
};
