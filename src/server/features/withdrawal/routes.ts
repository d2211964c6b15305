import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { orders } from '../../../db/schema';
import { withdrawalLookupSchema, withdrawalSchema } from '../../../domain/orders/withdrawal-form';
import { translatorFor } from '../../../i18n/instance';
import { HttpError, requestLocale } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { orderIdParams } from '../orders/schemas';
import { requireCustomer } from '../sessions/plugin';
import { confirmWithdrawal } from './confirm';
import { lookUpWithdrawal } from './lookup';
import { customerOrder, orderIdOfLink, readWithdrawalView } from './repo';
import { linkParams, messageSchema, withdrawalReceiptSchema, withdrawalViewSchema } from './schemas';

const tags = ['withdrawal'];
const linkInvalid = () => new HttpError(404, 'withdrawal_link_invalid', 'orders:withdrawal.errors.linkInvalid');
/** Per IP: enough for a person who mistypes a number, too few to try numbers and addresses by the thousand. */
export const LOOKUP_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

/**
 * The withdrawal function (ADR 28), reached three ways: the signed-in customer's order (identity
 * from the session only: another customer's order answers 404), a mailed link (its token is
 * the authority: 256 random bits, expiring), and the lookup page, which only ever mails a link.
 * A first confirmation answers 201, a repeated one 200 with the first one's receipt.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const receiptResponses = { 200: withdrawalReceiptSchema, 201: withdrawalReceiptSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema };

  app.post(
    '/store/orders/:id/withdrawal',
    {
      // Before the input is read: a visitor who is not signed in learns nothing about the rules.
      onRequest: async (request) => void (await requireCustomer(request)),
      schema: {
        tags,
        summary: 'The signed-in customer withdraws from one of their orders; the acknowledgement is mailed to the e-mail given',
        params: orderIdParams,
        body: withdrawalSchema,
        response: { ...receiptResponses, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const receipt = await confirmWithdrawal(db, customerOrder(customer.id, request.params.id), request.body, requestLocale(request));
      return reply.status(receipt.alreadyReceived ? 200 : 201).send(receipt);
    },
  );

  // Not rate-limited, like the newsletter's links: a token cannot be guessed.
  app.get(
    '/store/withdrawals/links/:token',
    {
      schema: {
        tags,
        summary: 'The order a mailed withdrawal link opens: number, date, lines, total, and whether it may still be withdrawn from',
        params: linkParams,
        response: { 200: withdrawalViewSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const orderId = await orderIdOfLink(db, request.params.token, now);
      const view = orderId === null ? null : await readWithdrawalView(db, orderId, now, requestLocale(request));
      if (!view) throw linkInvalid();
      return view;
    },
  );

  app.post(
    '/store/withdrawals/links/:token',
    {
      schema: {
        tags,
        summary: 'Withdraws from the order a mailed link opens (no account needed); the acknowledgement is mailed to the e-mail given',
        params: linkParams,
        body: withdrawalSchema,
        response: receiptResponses,
      },
    },
    async (request, reply) => {
      const now = new Date();
      const orderId = await orderIdOfLink(db, request.params.token, now);
      if (orderId === null) throw linkInvalid();
      const receipt = await confirmWithdrawal(db, eq(orders.id, orderId), request.body, requestLocale(request), now);
      return reply.status(receipt.alreadyReceived ? 200 : 201).send(receipt);
    },
  );

  app.post(
    '/store/withdrawals/lookup',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Mails a withdrawal link to the order’s own e-mail when the number and e-mail match one that may be withdrawn from; the same answer otherwise',
        body: withdrawalLookupSchema,
        response: { 202: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await lookUpWithdrawal(db, request.body);
      return reply.status(202).send({ message: translatorFor(requestLocale(request))('orders:withdrawal.lookup.sent') });
    },
  );
};
