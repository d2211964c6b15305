import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { registerFromOrderSchema } from '../../../domain/accounts/schemas';
import { translatorFor } from '../../../i18n/instance';
import { requestLocale } from '../../errors';
import { RATE_LIMITS } from '../accounts/rate-limits';
import { messageSchema } from '../accounts/schemas';
import type { CatalogueStore } from '../catalogue/store';
import { errorSchema } from '../catalogue/schemas';
import { registerFromOrder } from './account-from-order';
import { checkoutVisitor } from './checkout-read';

/** The confirmation page's "create an account with this order" (the order found from the cart cookie, GUIDE 3.3). */
export const confirmationAccountRoutes: FastifyPluginAsyncZod<{ db: Database; catalogue: CatalogueStore; publicUrl: string }> = async (
  app,
  { db, catalogue, publicUrl },
) => {
  app.post(
    '/store/checkout/confirmation/account',
    {
      // Sign-up's limit: it sends the same mail.
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags: ['checkout'],
        summary: 'Create an account for the e-mail of the order the visitor’s cart paid (answers as sign-up does)',
        body: registerFromOrderSchema,
        response: { 202: messageSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await registerFromOrder(db, await checkoutVisitor(catalogue, request), request.body, publicUrl);
      return reply.status(202).send({ message: translatorFor(requestLocale(request))('account:messages.registered') });
    },
  );
};
