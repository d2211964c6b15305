import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { articleInputSchema, articlePreviewSchema } from '../../../domain/newsletters/article-input';
import { HttpError } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { countNewsletterRecipients } from './recipients';
import { deleteNewsletterArticle, insertNewsletterArticle, listNewsletterArticles, readNewsletterArticle, updateNewsletterArticle } from './repo';
import { cleanArticle, newsletterNotFound, previewArticle } from './save';
import {
  deletedNewsletterSchema,
  newsletterArticleSchema,
  newsletterIdParams,
  newsletterListQuery,
  newsletterPageSchema,
  newsletterPreviewSchema,
  savedNewsletterSchema,
  subscriberCountSchema,
} from './schemas';

const tags = ['admin-newsletters'];
// Collaborators write newsletters too (spec back-office section 6).
const config = { access: 'staff' } as const;
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const oneArticleRefusals = { ...refusals, 404: errorSchema };

/**
 * The staff's newsletter articles (spec back-office sections 2, 3, 5 and 7): the list, one
 * article, the form's save, deletion, a draft's preview as its mail, and the subscriber count
 * the list's header shows. Content is sanitised before it is stored (ADR 19).
 */
export const newsletterArticleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/newsletters',
    {
      config,
      schema: {
        tags,
        summary: 'Newsletter articles, 9 a page, newest first unless asked, searched in their title, description and author',
        querystring: newsletterListQuery,
        response: { 200: newsletterPageSchema, ...refusals },
      },
    },
    async (request) => listNewsletterArticles(db, request.query),
  );

  app.get(
    '/newsletters/subscribers/count',
    {
      config,
      schema: {
        tags,
        summary: 'How many addresses the newsletter goes to: confirmed subscribers plus confirmed customers who accepted it, each address once',
        response: { 200: subscriberCountSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ count: await countNewsletterRecipients(db) }),
  );

  app.get(
    '/newsletters/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One article, its content as sanitised HTML',
        params: newsletterIdParams,
        response: { 200: newsletterArticleSchema, ...oneArticleRefusals },
      },
    },
    async (request) => {
      const article = await readNewsletterArticle(db, request.params.id);
      if (!article) throw newsletterNotFound();
      return article;
    },
  );

  app.post(
    '/newsletters',
    {
      config,
      schema: {
        tags,
        summary:
          'Writes a new article (not sent): title, author, description and HTML content, all required; the content is sanitised, and refused when nothing is left',
        body: articleInputSchema,
        response: { 201: savedNewsletterSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const article = cleanArticle(request.body);
      const staff = (await request.currentStaff())!;
      return reply.status(201).send({ id: await insertNewsletterArticle(db, article, staff.id) });
    },
  );

  app.put(
    '/newsletters/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Saves the edition form, also for an article already sent (it may be sent again)',
        params: newsletterIdParams,
        body: articleInputSchema,
        response: { 200: savedNewsletterSchema, ...oneArticleRefusals },
      },
    },
    async (request) => {
      const article = cleanArticle(request.body);
      if (!(await updateNewsletterArticle(db, request.params.id, article))) throw newsletterNotFound();
      return { id: request.params.id };
    },
  );

  app.delete(
    '/newsletters/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes the article; refused (409) while its send runs. A finished send stays, with its mails',
        params: newsletterIdParams,
        response: { 200: deletedNewsletterSchema, ...oneArticleRefusals, 409: errorSchema },
      },
    },
    async (request) => {
      const outcome = await deleteNewsletterArticle(db, request.params.id);
      if (outcome === 'missing') throw newsletterNotFound();
      if (outcome === 'send-running') throw new HttpError(409, 'newsletter_send_running', 'back:newsletterSends.errors.deleteRunning');
      return { deleted: true as const };
    },
  );

  app.post(
    '/newsletters/preview',
    {
      config,
      schema: {
        tags,
        summary: 'A draft as its mail would look (any field may still be empty), in French or English, with a sample unsubscribe link',
        body: articlePreviewSchema,
        response: { 200: newsletterPreviewSchema, ...refusals },
      },
    },
    async (request) => previewArticle(db, request.body),
  );
};
