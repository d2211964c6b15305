import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { apiPage } from '../../../domain/orders/order-history';
import { HttpError, requestLocale } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { requireCustomer } from '../sessions/plugin';
import { findCustomerOrder, hideCustomerOrder, listCustomerOrders } from './repo';
import { customerOrderDetailSchema, orderIdParams, orderPageQuery, orderPageSchema } from './schemas';

const tags = ['orders'];
const notFound = () => new HttpError(404, 'order_not_found', 'orders:errors.notFound');

/**
 * The signed-in customer's orders. The customer comes from the session only; an order of
 * another customer answers 404, the same as an id that does not exist (GUIDE 3.3).
 */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Before the input is validated: a visitor who is not signed in learns nothing about the rules.
  app.addHook('onRequest', async (request) => {
    await requireCustomer(request);
  });

  app.get(
    '/store/orders',
    {
      schema: {
        tags,
        summary: 'The customer’s orders, newest first, 10 a page (orders awaiting payment and orders the customer removed are left out)',
        querystring: orderPageQuery,
        response: { 200: orderPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return listCustomerOrders(db, customer.id, apiPage(request.query.page));
    },
  );

  app.get(
    '/store/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of the customer’s orders: addresses, lines, amounts, and where their right of withdrawal stands',
        params: orderIdParams,
        response: { 200: customerOrderDetailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const order = await findCustomerOrder(db, customer.id, request.params.id, requestLocale(request));
      if (!order) throw notFound();
      return order;
    },
  );

  app.delete(
    '/store/orders/:id',
    {
      schema: {
        tags,
        summary: 'Removes the order from the customer’s list; the shop keeps the order itself',
        params: orderIdParams,
        response: { 204: z.null().describe('Removed from the list'), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      if (!(await hideCustomerOrder(db, customer.id, request.params.id, new Date()))) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
