import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { PersonRef } from '../../../domain/customers/customer-desk';
import { customerFileOf } from '../../../domain/customers/customer-file';
import { personalDataFileName } from '../../../domain/customers/personal-data';
import { personalDataHtml } from '../../../domain/customers/personal-data-html';
import { translatorFor } from '../../../i18n/instance';
import { errorSchema } from '../catalogue/schemas';
import { listPeople } from './directory-repo';
import { erasePerson } from './erasure';
import { findPerson, readPersonRecords } from './person-repo';
import { personNotFound } from './refusals';
import { customerFileSchema, customerIdParams, exportFormat, guestBody, guestQuery, peoplePageSchema, peopleQuery } from './schemas';

const tags = ['back office: customers'];
// Both roles look customers up and export their data; erasing is for administrators (the routes' default).
const staffOnly = { access: 'staff' } as const;
const guarded = { 401: errorSchema, 403: errorSchema };
const refusals = { 400: errorSchema, ...guarded, 404: errorSchema };

/**
 * The customers desk (/back/clients, ADR 40): the list and search, a person's page, the export
 * of their data and its erasure. A guest is named by the e-mail of their orders, in the query
 * or the body, never in a path (paths are logged). Registered under `/api/admin`.
 */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (app, { db, now = () => new Date() }) => {
  const records = async (ref: PersonRef) => {
    const person = await findPerson(db, ref);
    if (!person) throw personNotFound();
    return readPersonRecords(db, person, now());
  };
  const file = async (ref: PersonRef) => {
    const { data, ...ids } = await records(ref);
    return customerFileOf(data, ids);
  };
  const download = async (reply: FastifyReply, ref: PersonRef, format: 'json' | 'html') => {
    const { data } = await records(ref);
    const name = personalDataFileName(data, new Date(data.exportedAt), format);
    const body = format === 'json' ? JSON.stringify(data, null, 2) : personalDataHtml(data, translatorFor(data.locale));
    return reply
      .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(body);
  };

  app.get(
    '/customers',
    {
      config: staffOnly,
      schema: {
        tags,
        summary: 'Customers and guests who ordered, newest first, found by name, e-mail, phone or order number',
        querystring: peopleQuery,
        response: { 200: peoplePageSchema, ...refusals },
      },
    },
    (request) => listPeople(db, request.query.q ?? '', request.query.page),
  );

  app.get(
    '/customers/guest',
    {
      config: staffOnly,
      schema: {
        tags,
        summary: "A guest's page: their orders gathered by e-mail",
        querystring: guestQuery,
        response: { 200: customerFileSchema, ...refusals },
      },
    },
    (request) => file({ kind: 'guest', email: request.query.email }),
  );

  app.get(
    '/customers/:id',
    {
      config: staffOnly,
      schema: { tags, summary: "A customer's page", params: customerIdParams, response: { 200: customerFileSchema, ...refusals } },
    },
    (request) => file({ kind: 'customer', id: request.params.id }),
  );

  const exported = { 200: z.string().describe('The file, as an attachment named for the person and the time'), ...refusals };
  app.get(
    '/customers/guest/export',
    {
      config: staffOnly,
      schema: {
        tags,
        summary: 'Everything held on a guest, as a JSON or readable HTML file',
        querystring: guestQuery.extend(exportFormat.shape),
        response: exported,
      },
    },
    (request, reply) => download(reply, { kind: 'guest', email: request.query.email }, request.query.format),
  );

  app.get(
    '/customers/:id/export',
    {
      config: staffOnly,
      schema: {
        tags,
        summary: 'Everything held on a customer, as a JSON or readable HTML file',
        params: customerIdParams,
        querystring: exportFormat,
        response: exported,
      },
    },
    (request, reply) => download(reply, { kind: 'customer', id: request.params.id }, request.query.format),
  );

  const erased = { 204: z.null().describe('Erased'), ...refusals, 409: errorSchema };
  app.post(
    '/customers/guest/erasure',
    {
      schema: {
        tags,
        summary: "Erases a guest's personal data; invoices stay as issued (409 while an order is in progress)",
        body: guestBody,
        response: erased,
      },
    },
    async (request, reply) => {
      await erasePerson(db, { kind: 'guest', email: request.body.email }, now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/customers/:id/erasure',
    {
      schema: {
        tags,
        summary: "Erases a customer's personal data and closes the account; invoices stay as issued (409 while an order is in progress)",
        params: customerIdParams,
        response: erased,
      },
    },
    async (request, reply) => {
      await erasePerson(db, { kind: 'customer', id: request.params.id }, now());
      return reply.status(204).send(null);
    },
  );
};
