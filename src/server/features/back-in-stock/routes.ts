import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { translatorFor } from '../../../i18n/instance';
import { HttpError, requestLocale } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { refusalError } from './failures';
import { alertBody, confirmBody, messageSchema } from './schemas';
import { confirmAlert, requestAlert } from './service';

const tags = ['back-in-stock'];
/** Per IP, like the newsletter's sign-up: enough for a person who mistypes, too few to sign up a list of strangers. */
const formRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const backInStockRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/store/back-in-stock',
    {
      config: formRateLimit,
      schema: {
        tags,
        summary:
          'Asks to be mailed once when a sold-out colour x size is back: active at once for the signed-in customer’s own address, otherwise after its confirmation link (double opt-in); the same answer for any address',
        body: alertBody,
        response: { 202: messageSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const customer = await request.currentCustomer();
      const outcome = await db.transaction((tx) => requestAlert(tx, { ...request.body, locale, customer }));
      if ('refused' in outcome) throw refusalError(outcome.refused);
      // A visitor hears the same whether the address already waits or not.
      const message = outcome.accepted === 'waiting' ? 'errors:backInStock.waiting' : 'errors:backInStock.asked';
      return reply.status(202).send({ message: translatorFor(locale)(message) });
    },
  );

  // Not rate-limited, like the newsletter's: a 256-bit code cannot be guessed.
  app.post(
    '/store/back-in-stock/confirm',
    {
      schema: {
        tags,
        summary: 'Activates the request of a confirmation link (posted by the page, never done by opening the link)',
        body: confirmBody,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      if (!(await db.transaction((tx) => confirmAlert(tx, request.body.code)))) {
        throw new HttpError(400, 'invalid_code', 'errors:backInStock.confirmationInvalid');
      }
      return { message: translatorFor(requestLocale(request))('errors:backInStock.confirmed') };
    },
  );
};
