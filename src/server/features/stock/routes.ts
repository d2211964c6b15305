import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema';
import { movementsCsv, stockCsv } from '../../../domain/stock/stock-csv';
import { idParams } from '../../../domain/ids';
import { requestLocale } from '../../errors';
import { productNotFound } from '../admin-products/failures';
import type { CatalogueStore } from '../catalogue/store';
import { errorSchema, langQuery } from '../catalogue/schemas';
import { movementsCsvWords, stockCsvColumns, stockFileName } from './csv-words';
import { readAllMovements, readMovementPage } from './movements-repo';
import {
  importApplyBody,
  importAppliedSchema,
  importCheckBody,
  importCheckSchema,
  movementFilterQuery,
  movementPageQuery,
  movementPageSchema,
} from './schemas';
import { readStockFileRows } from './stock-file-repo';
import { applyStockImport, checkStockImport } from './stock-import-service';

export type StockRouteDeps = { db: Database; catalogue: CatalogueStore };

const tags = ['admin-stock'];
// Collaborators manage products and their stock too (spec back-office section 6).
const config = { access: 'staff' } as const;
const readErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const csvAnswer = z.string().describe('CSV, UTF-8 with a byte order mark');
/** A file of four columns per variant: 2 MB of text is far more than a shop's every variant, escaped in JSON. */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

function sendCsv(reply: FastifyReply, csv: string, fileName: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

/**
 * The stock's history and files (ADR 41): a product's movements (a page, or all as CSV), the
 * whole stock as CSV, and the import's dry run and apply. Movements are written by the database
 * itself, whoever changes the stock.
 */
export const stockRoutes: FastifyPluginAsyncZod<StockRouteDeps> = async (app, { db, catalogue }) => {
  const referenceOf = async (id: number) => {
    const [product] = await db.select({ reference: products.reference }).from(products).where(eq(products.id, id));
    if (!product) throw productNotFound();
    return product.reference;
  };
  const staffId = async (request: FastifyRequest) => (await request.currentStaff())!.id;

  app.get(
    '/products/:id/stock-movements',
    {
      config,
      schema: {
        tags,
        summary: 'The product’s stock movements, newest first, 20 a page: when, which variant, before → after, why, by whom or for which order',
        params: idParams,
        querystring: movementPageQuery,
        response: { 200: movementPageSchema, ...readErrors },
      },
    },
    async (request) => {
      await referenceOf(request.params.id);
      const { page, colorId, sizeId } = request.query;
      return readMovementPage(db, { productId: request.params.id, colorId, sizeId }, requestLocale(request), page);
    },
  );

  app.get(
    '/products/:id/stock-movements/export',
    {
      config,
      schema: {
        tags,
        summary: 'The product’s whole stock history (or one variant’s) as a CSV file in the staff member’s language, times in Paris',
        params: idParams,
        querystring: movementFilterQuery,
        produces: ['text/csv'],
        response: { 200: csvAnswer, ...readErrors },
      },
    },
    async (request, reply) => {
      const reference = await referenceOf(request.params.id);
      const locale = requestLocale(request);
      const { colorId, sizeId } = request.query;
      const movements = await readAllMovements(db, { productId: request.params.id, colorId, sizeId }, locale);
      return sendCsv(reply, movementsCsv(movements, locale, movementsCsvWords(locale)), stockFileName(locale, new Date(), reference));
    },
  );

  app.get(
    '/stock/export',
    {
      config,
      schema: {
        tags,
        summary: 'Every variant of the products not archived as CSV (reference, colour, size, quantity): the file the import reads back',
        querystring: langQuery,
        produces: ['text/csv'],
        response: { 200: csvAnswer, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      return sendCsv(reply, stockCsv(await readStockFileRows(db, locale), locale, stockCsvColumns(locale)), stockFileName(locale, new Date()));
    },
  );

  app.post(
    '/stock/import/check',
    {
      config,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'The dry run of a stock CSV: each variant it would change (before → after) and each refused line with its number and why; writes nothing',
        body: importCheckBody,
        response: { 200: importCheckSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => checkStockImport(db, request.body.csv, requestLocale(request)),
  );

  app.post(
    '/stock/import',
    {
      config,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Applies the file the dry run checked: exactly the variants it showed, in one transaction, each with a movement; 409 import_changed (nothing written) when the stock moved since',
        body: importApplyBody,
        response: { 200: importAppliedSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const applied = await applyStockImport(db, request.body.csv, request.body.fingerprint, await staffId(request));
      catalogue.stockChanged();
      return applied;
    },
  );
};
