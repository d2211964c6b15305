import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { addressInputSchema } from '../../../domain/addresses/address-schema';
import { HttpError } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { requireCustomer } from '../sessions/plugin';
import { createAddress, deleteAddress, findAddress, listAddresses, makeDefault, updateAddress } from './repo';
import { addressIdParams, addressListSchema, addressSchema, defaultBodySchema } from './schemas';

const tags = ['addresses'];
const notFound = () => new HttpError(404, 'address_not_found', 'addresses:errors.notFound');

/**
 * The signed-in customer's address book. The customer comes from the session only; an
 * address id of another customer answers 404, the same as an id that does not exist.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Before the input is validated: a visitor who is not signed in learns nothing about the rules.
  app.addHook('onRequest', async (request) => {
    await requireCustomer(request);
  });

  app.get(
    '/store/addresses',
    { schema: { tags, summary: 'The customer’s addresses', response: { 200: addressListSchema, 401: errorSchema } } },
    async (request) => {
      const customer = await requireCustomer(request);
      return listAddresses(db, customer.id);
    },
  );

  app.post(
    '/store/addresses',
    {
      schema: {
        tags,
        summary: 'Adds an address; the first one becomes the default delivery and billing address',
        body: addressInputSchema,
        response: { 201: addressSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const outcome = await createAddress(db, customer.id, request.body);
      if ('refused' in outcome) throw new HttpError(400, outcome.refused, 'addresses:errors.bookFull');
      return reply.status(201).send(outcome.created);
    },
  );

  app.get(
    '/store/addresses/:id',
    {
      schema: {
        tags,
        summary: 'One of the customer’s addresses',
        params: addressIdParams,
        response: { 200: addressSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const address = await findAddress(db, customer.id, request.params.id);
      if (!address) throw notFound();
      return address;
    },
  );

  app.put(
    '/store/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Replaces an address; a default flag set to true takes that default from the previous address',
        params: addressIdParams,
        body: addressInputSchema,
        response: { 200: addressSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const address = await updateAddress(db, customer.id, request.params.id, request.body);
      if (!address) throw notFound();
      return address;
    },
  );

  app.delete(
    '/store/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an address; deleting a default leaves no default of that kind',
        params: addressIdParams,
        response: { 204: z.null().describe('Deleted'), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      if (!(await deleteAddress(db, customer.id, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/store/addresses/:id/default',
    {
      schema: {
        tags,
        summary: 'Makes the address the default delivery or billing address; answers the whole book',
        params: addressIdParams,
        body: defaultBodySchema,
        response: { 200: addressListSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      if (!(await makeDefault(db, customer.id, request.params.id, request.body.kind))) throw notFound();
      return listAddresses(db, customer.id);
    },
  );
};
