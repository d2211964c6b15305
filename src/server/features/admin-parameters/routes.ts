import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { collectionInputSchema, colorInputSchema, freeDeliveryThresholdSchema, sizeInputSchema } from '../../../domain/catalogue/parameters';
import { parisDay } from '../../../domain/pricing';
import { promoCodeInputSchema } from '../../../domain/pricing/promo-code-input';
import type { StaffAccess } from '../../../domain/staff/staff';
import { requestLocale } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import type { CatalogueStore } from '../catalogue/store';
import { createPromoCode, deletePromoCode, listPromoCodes, setPromoCodeActive } from './promo-codes-repo';
import {
  createCollection,
  createColor,
  createSize,
  deleteCollection,
  deleteColor,
  deleteSize,
  listCollections,
  listColors,
  listSizes,
  renameCollection,
  updateColor,
} from './reference-repo';
import { collectionSchema, colorSchema, parameterIdParams, promoCodeSchema, promoCodeSwitchSchema, sizeSchema } from './schemas';
import { readFreeDeliveryThreshold, saveFreeDeliveryThreshold } from './threshold-repo';

export type ParameterDeps = { db: Database; catalogue: CatalogueStore };

const tags = ['admin-parameters'];
// Only administrators keep the parameters (spec back-office section 6).
const config: { access: StaffAccess } = { access: 'admin' };
const guarded = { 401: errorSchema, 403: errorSchema };
const refusals = { 400: errorSchema, ...guarded, 404: errorSchema, 409: errorSchema };
const deleted = { 204: z.null().describe('Deleted'), ...refusals };

/**
 * The product parameters page's API (spec back-office sections 2 and 7, /back/collection/*,
 * /back/colors/*, /back/sizes/*, /back/promocode/*, the threshold of /back/settings/edite).
 * Every write to what the storefront shows commits, then refreshes the catalogue here and on
 * every other instance (`invalidate()`, ADR 16); pages and the sitemap follow its version.
 */
export const adminParameterRoutes: FastifyPluginAsyncZod<ParameterDeps> = async (app, { db, catalogue }) => {
  const today = () => parisDay(new Date());
  const refreshed = <T>(value: T): T => {
    catalogue.invalidate();
    return value;
  };

  app.get(
    '/collections',
    { config, schema: { tags, summary: 'Collections, alphabetical in French', response: { 200: z.array(collectionSchema), ...guarded } } },
    () => listCollections(db),
  );
  app.post(
    '/collections',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a collection (409 naming the field when a name is taken)',
        body: collectionInputSchema,
        response: { 201: collectionSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(refreshed(await createCollection(db, request.body))),
  );
  app.put(
    '/collections/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Renames a collection, in French and English',
        params: parameterIdParams,
        body: collectionInputSchema,
        response: { 200: collectionSchema, ...refusals },
      },
    },
    async (request) => refreshed(await renameCollection(db, request.params.id, request.body)),
  );
  app.delete(
    '/collections/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a collection no product uses (409 naming the products otherwise)',
        params: parameterIdParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteCollection(db, request.params.id, requestLocale(request));
      return reply.status(204).send(refreshed(null));
    },
  );

  app.get(
    '/colors',
    { config, schema: { tags, summary: 'Colours, as the storefront orders them', response: { 200: z.array(colorSchema), ...guarded } } },
    () => listColors(db),
  );
  app.post(
    '/colors',
    {
      config,
      schema: { tags, summary: 'Adds a colour (names and #rrggbb code)', body: colorInputSchema, response: { 201: colorSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(refreshed(await createColor(db, request.body))),
  );
  app.put(
    '/colors/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Changes a colour’s names or code',
        params: parameterIdParams,
        body: colorInputSchema,
        response: { 200: colorSchema, ...refusals },
      },
    },
    async (request) => refreshed(await updateColor(db, request.params.id, request.body)),
  );
  app.delete(
    '/colors/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a colour no product stocks or shows (409 naming the products otherwise)',
        params: parameterIdParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteColor(db, request.params.id, requestLocale(request));
      return reply.status(204).send(refreshed(null));
    },
  );

  app.get(
    '/sizes',
    { config, schema: { tags, summary: 'Sizes, in the spec’s display order, new ones last', response: { 200: z.array(sizeSchema), ...guarded } } },
    () => listSizes(db),
  );
  app.post(
    '/sizes',
    { config, schema: { tags, summary: 'Adds a size', body: sizeInputSchema, response: { 201: sizeSchema, ...refusals } } },
    async (request, reply) => reply.status(201).send(refreshed(await createSize(db, request.body))),
  );
  app.delete(
    '/sizes/:id',
    {
      config,
      schema: { tags, summary: 'Deletes a size no product stocks (409 naming the products otherwise)', params: parameterIdParams, response: deleted },
    },
    async (request, reply) => {
      await deleteSize(db, request.params.id, requestLocale(request));
      return reply.status(204).send(refreshed(null));
    },
  );

  // Promo codes are read from the database by every cart answer: nothing in memory to refresh.
  app.get(
    '/promo-codes',
    {
      config,
      schema: { tags, summary: 'Promo codes, newest first, with their state today', response: { 200: z.array(promoCodeSchema), ...guarded } },
    },
    () => listPromoCodes(db, today()),
  );
  app.post(
    '/promo-codes',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a promo code; it applies in carts at once',
        body: promoCodeInputSchema,
        response: { 201: promoCodeSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await createPromoCode(db, request.body, today())),
  );
  app.patch(
    '/promo-codes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Switches a promo code on or off',
        params: parameterIdParams,
        body: promoCodeSwitchSchema,
        response: { 200: promoCodeSchema, ...refusals },
      },
    },
    async (request) => setPromoCodeActive(db, request.params.id, request.body.isActive, today()),
  );
  app.delete(
    '/promo-codes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a promo code no order carries (409 naming the orders otherwise)',
        params: parameterIdParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deletePromoCode(db, request.params.id, requestLocale(request));
      return reply.status(204).send(null);
    },
  );

  const threshold = { tags, response: { 200: freeDeliveryThresholdSchema, ...refusals } };
  app.get(
    '/settings/free-delivery-threshold',
    { config, schema: { ...threshold, summary: 'The free-delivery threshold (thresholdAmount), whole euros; 0: no free delivery' } },
    async () => ({ amountEuros: await readFreeDeliveryThreshold(db) }),
  );
  app.put(
    '/settings/free-delivery-threshold',
    {
      config,
      schema: { ...threshold, summary: 'Sets the free-delivery threshold; carts and pages follow at once', body: freeDeliveryThresholdSchema },
    },
    async (request) => {
      await saveFreeDeliveryThreshold(db, request.body.amountEuros, new Date());
      return refreshed({ amountEuros: request.body.amountEuros });
    },
  );
};
