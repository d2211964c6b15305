import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { StaffAccess } from '../../../domain/staff/staff';
import { HttpError } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { latestSendProgress } from './progress';
import { publishArticle } from './publish';
import { articleIdParams, sendProgressSchema } from './schemas';

const tags = ['admin-newsletters'];
// Collaborators write and publish newsletters (spec back-office section 6).
const staff: { access: StaffAccess } = { access: 'staff' };
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Publishing an article to the newsletter and following its send (spec back-office 4 and 7, ADR 20). */
export const newsletterSendRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/newsletters/:id/publish',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Publier / Publier à nouveau: sends the article to every recipient (confirmed subscribers and customers who accepted the newsletter, each address once); 409 while its previous send runs',
        params: articleIdParams,
        response: { 202: sendProgressSchema, ...refusals, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await publishArticle(db, request.params.id, (await request.currentStaff())!.id);
      return reply.status(202).send((await latestSendProgress(db, request.params.id))!);
    },
  );

  app.get(
    '/newsletters/:id/sends/latest',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The progress of the article’s latest send: sent, failed, remaining (404 when it was never sent)',
        params: articleIdParams,
        response: { 200: sendProgressSchema, ...refusals },
      },
    },
    async (request) => {
      const progress = await latestSendProgress(db, request.params.id);
      if (!progress) throw new HttpError(404, 'newsletter_send_not_found', 'back:newsletterSends.errors.neverSent');
      return progress;
    },
  );
};
