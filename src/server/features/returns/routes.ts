import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { returnRequestSchema } from '../../../domain/orders/return-request';
import { errorSchema } from '../catalogue/schemas';
import { orderIdParams } from '../orders/schemas';
import { requireCustomer } from '../sessions/plugin';
import { customerOrderReturns, orderNotFound, requestReturn } from './customer-returns';
import { customerOrderReturnsSchema } from './schemas';

const tags = ['returns'];

/**
 * The signed-in customer's returns of one of their orders (storefront /commande/{id}/retour).
 * The customer comes from the session only: another customer's order answers 404.
 */
export const returnRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/store/orders/:id/returns',
    {
      schema: {
        tags,
        summary: 'The order’s returns, and what may still be returned (until the end of the 30th day after delivery)',
        params: orderIdParams,
        response: { 200: customerOrderReturnsSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const found = await customerOrderReturns(db, customer.id, request.params.id);
      if (!found) throw orderNotFound();
      return found;
    },
  );

  app.post(
    '/store/orders/:id/returns',
    {
      // The session is checked before the body: a visitor who is not signed in learns nothing about the rules.
      onRequest: async (request) => void (await requireCustomer(request)),
      schema: {
        tags,
        summary: 'Asks to return units of a delivered order (status requested); the customer is mailed what to send back and where',
        params: orderIdParams,
        body: returnRequestSchema,
        response: { 201: customerOrderReturnsSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const returns = await requestReturn(db, customer.id, request.params.id, request.body);
      return reply.status(201).send(returns);
    },
  );
};
