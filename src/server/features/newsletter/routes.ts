import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { translatorFor } from '../../../i18n/instance';
import { HttpError, requestLocale } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { confirmBody, messageSchema, subscribeBody, tokenParams, unsubscribeBody } from './schemas';
import { confirmSubscription, requestSubscription, unsubscribeByToken, unsubscribeEmail } from './service';

const tags = ['newsletter'];
/** Per IP: enough for a person who mistypes, too few to sign up a list of strangers. */
const formRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/store/newsletter',
    {
      config: formRateLimit,
      schema: {
        tags,
        summary: 'Asks to subscribe an address: mails it a confirmation link (double opt-in); the same answer for any address',
        body: subscribeBody,
        response: { 202: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      await db.transaction((tx) => requestSubscription(tx, { email: request.body.email, locale }));
      // The same answer for a new, a pending and a subscribed address: it tells nobody who is subscribed.
      return reply.status(202).send({ message: translatorFor(locale)('errors:newsletter.subscribed') });
    },
  );

  // Not rate-limited, like the unsubscribe links: a 256-bit code cannot be guessed.
  app.post(
    '/store/newsletter/confirm',
    {
      schema: {
        tags,
        summary: 'Subscribes the address of a confirmation link (posted by the page, never done by opening the link)',
        body: confirmBody,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      if (!(await db.transaction((tx) => confirmSubscription(tx, request.body.code)))) {
        throw new HttpError(400, 'invalid_code', 'errors:newsletter.confirmationInvalid');
      }
      return { message: translatorFor(requestLocale(request))('errors:newsletter.confirmed') };
    },
  );

  app.post(
    '/store/newsletter/unsubscribe',
    {
      config: formRateLimit,
      schema: {
        tags,
        summary: 'Unsubscribes an address; the same answer whether it was subscribed or not',
        body: unsubscribeBody,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await db.transaction((tx) => unsubscribeEmail(tx, request.body.email));
      return { message: translatorFor(requestLocale(request))('errors:newsletter.unsubscribed') };
    },
  );

  await app.register(tokenRoutes, { db });
};

/**
 * The token links of the mails. Not rate-limited: a token cannot be guessed, and one-click
 * requests come from the mail providers' servers, many subscribers behind a few addresses.
 */
const tokenRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // RFC 8058 clients POST a form body ("List-Unsubscribe=One-Click"); it says nothing the URL does not.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));

  app.post(
    '/store/newsletter/unsubscribe/:token',
    {
      // A webmail may post it from its own origin; the token is the only authority, no cookie is read.
      config: { anyOrigin: true },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058) with the token of a mail; the body is ignored',
        params: tokenParams,
        response: { 200: messageSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (!(await db.transaction((tx) => unsubscribeByToken(tx, request.params.token)))) {
        throw new HttpError(404, 'invalid_link', 'errors:newsletter.invalidLink');
      }
      return { message: translatorFor(requestLocale(request))('errors:newsletter.unsubscribed') };
    },
  );

  app.get(
    '/store/newsletter/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'The same link opened in a browser: shows the unsubscribe page, which unsubscribes with a POST',
        params: tokenParams,
      },
    },
    // Mail scanners and link previews open links: a GET must never unsubscribe anyone. The
    // page posts the token once a person is looking at it.
    async (request, reply) => reply.redirect(`/desinscription-newsletter?token=${encodeURIComponent(request.params.token)}`, 303),
  );
};
