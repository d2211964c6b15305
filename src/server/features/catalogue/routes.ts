import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productQuerySchema, listProducts, listSearchResults, searchQuerySchema } from '../../../domain/catalogue/listing';
import { searchTerms } from '../../../domain/catalogue/search';
import { localizeColor, localizedCollections, toProductDetail } from '../../../domain/catalogue/localize';
import { localizeSettings } from '../../../domain/settings';
import { HttpError, requestLocale } from '../../errors';
import type { CatalogueSnapshot } from '../../../domain/catalogue/types';
import type { CatalogueStore } from './store';
import { errorSchema, langQuery, productDetailSchema, productPageSchema } from './schemas';
import { idParams } from '../../../domain/ids';

const tags = ['catalogue'];

/** Catalogue answers are pre-serialized and shared; this sends one without serializing again. */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** The day is part of cache keys because "new" depends on it. */
const today = () => new Date().toISOString().slice(0, 10);

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueStore }> = async (app, { catalogue }) => {
  const cachedJson = (key: string, compute: (snapshot: CatalogueSnapshot) => unknown) =>
    catalogue.cached(key, (snapshot) => JSON.stringify(compute(snapshot)));

  app.get(
    '/store/settings',
    {
      schema: {
        tags,
        summary: 'Public shop settings (keys as in the back-office spec), texts in the asked language',
        querystring: langQuery,
        response: { 200: z.record(z.string(), z.string()) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      return sendJson(reply, await cachedJson(`settings|${locale}`, (s) => localizeSettings(s.settings, locale)));
    },
  );

  app.get(
    '/store/products',
    {
      schema: {
        tags,
        summary: 'Published products, filtered, sorted and paged',
        querystring: productQuerySchema.extend(langQuery.shape),
        response: { 200: productPageSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { lang: _lang, ...query } = request.query;
      const key = `products|${locale}|${today()}|${JSON.stringify(query)}`;
      return sendJson(reply, await cachedJson(key, (s) => listProducts(s, query, locale, new Date())));
    },
  );

  app.get(
    '/store/search',
    {
      schema: {
        tags,
        summary:
          "Published products matching every word of q (name, model, reference, colour, category, collection; French or English; accents, case and a typo ignored), best match first unless sorted otherwise, with the lists' filters and paging",
        querystring: searchQuerySchema.extend(langQuery.shape),
        response: { 200: productPageSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { lang: _lang, q, ...query } = request.query;
      const terms = searchTerms(q);
      const ranked = await catalogue.search(terms);
      const key = `search|${locale}|${today()}|${terms.join(' ')}|${JSON.stringify(query)}`;
      return sendJson(reply, await cachedJson(key, (s) => listSearchResults(s, ranked, query, locale, new Date())));
    },
  );

  app.get(
    '/store/products/:id',
    {
      schema: {
        tags,
        summary: 'One published product with its media, colours, sizes and stock',
        params: idParams,
        querystring: langQuery,
        response: { 200: productDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const snapshot = await catalogue.snapshot();
      if (!snapshot.productsById.has(request.params.id)) throw new HttpError(404, 'product_not_found', 'errors:productNotFound');
      const key = `product|${locale}|${today()}|${request.params.id}`;
      return sendJson(
        reply,
        await cachedJson(key, (s) => {
          const product = s.productsById.get(request.params.id);
          return product ? toProductDetail(s, product, locale, new Date()) : null;
        }),
      );
    },
  );

  app.get(
    '/store/colors',
    {
      schema: {
        tags,
        summary: 'Colours',
        querystring: langQuery,
        response: { 200: z.array(z.object({ id: z.number(), name: z.string(), code: z.string() })) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      return sendJson(reply, await cachedJson(`colors|${locale}`, (s) => s.colors.map((c) => localizeColor(c, locale))));
    },
  );

  app.get(
    '/store/sizes',
    { schema: { tags, summary: 'Sizes, in display order', response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) } } },
    async (_request, reply) => sendJson(reply, await cachedJson('sizes', (s) => s.sizes.map(({ id, name }) => ({ id, name })))),
  );

  app.get(
    '/store/collections',
    {
      schema: {
        tags,
        summary: 'Collections',
        querystring: langQuery,
        response: { 200: z.array(z.object({ id: z.number(), name: z.string(), description: z.string() })) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      return sendJson(reply, await cachedJson(`collections|${locale}`, (s) => localizedCollections(s.collections, locale)));
    },
  );
};
