import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { returnRequestSchema } from '../../../domain/orders/return-request';
import { HttpError, requestLocale } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { orderIdParams } from '../orders/schemas';
import { requireCustomer } from '../sessions/plugin';
import { orderIdOfLink } from '../withdrawal/repo';
import { customerOrderReturns, customersOrder, linkedOrder, orderNotFound, requestReturn } from './customer-returns';
import { customerOrderReturnsSchema } from './schemas';

const tags = ['returns'];
const linkParams = z.object({ token: z.string().min(1, 'orders:returns.errors.linkInvalid').max(128, 'orders:returns.errors.linkInvalid') });
const linkInvalid = () => new HttpError(404, 'order_link_invalid', 'orders:returns.errors.linkInvalid');
const answers = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * A customer's returns of one of their orders (storefront /commande/{id}/retour), found through
 * the session only: another customer's order answers 404. A guest reaches the same through a
 * mailed order link (/retour/{token}): the link opens that one order, until it expires.
 */
export const returnRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/store/orders/:id/returns',
    {
      schema: {
        tags,
        summary: 'The order’s returns, and what may still be returned (until the end of the 30th day after delivery)',
        params: orderIdParams,
        response: { 200: customerOrderReturnsSchema, ...answers },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const found = await customerOrderReturns(db, customersOrder(customer.id, request.params.id), requestLocale(request));
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
        response: { 201: customerOrderReturnsSchema, ...answers },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      return reply.status(201).send(await requestReturn(db, customersOrder(customer.id, request.params.id), request.body, requestLocale(request)));
    },
  );

  app.get(
    '/store/returns/links/:token',
    {
      schema: {
        tags,
        summary: 'The returns of the order a mailed order link opens (no account needed)',
        params: linkParams,
        response: { 200: customerOrderReturnsSchema, ...answers },
      },
    },
    async (request) => {
      const orderId = await orderIdOfLink(db, request.params.token, new Date());
      const found = orderId === null ? null : await customerOrderReturns(db, linkedOrder(orderId), requestLocale(request));
      if (!found) throw linkInvalid();
      return found;
    },
  );

  app.post(
    '/store/returns/links/:token',
    {
      schema: {
        tags,
        summary: 'Asks to return units of the order a mailed order link opens (no account needed)',
        params: linkParams,
        body: returnRequestSchema,
        response: { 201: customerOrderReturnsSchema, ...answers },
      },
    },
    async (request, reply) => {
      const orderId = await orderIdOfLink(db, request.params.token, new Date());
      if (orderId === null) throw linkInvalid();
      return reply.status(201).send(await requestReturn(db, linkedOrder(orderId), request.body, requestLocale(request)));
    },
  );
};
