import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { newProductSchema, productEditSchema } from '../../../domain/products/product-input';
import { errorSchema } from '../catalogue/schemas';
import { deletePictureFiles } from '../../images/files';
import type { CatalogueStore } from '../catalogue/store';
import { productNotFound } from './failures';
import { removeProduct, restoreProduct, setPublished } from './lifecycle';
import { listStaffProducts, readCatalogueOptions, readStaffProduct } from './repo';
import { createProduct, updateProduct } from './save';
import {
  catalogueOptionsSchema,
  productIdParams,
  productListQuery,
  publicationBody,
  publicationSchema,
  removalSchema,
  savedProductSchema,
  staffProductDetailSchema,
  staffProductPageSchema,
} from './schemas';

export type AdminProductDeps = { db: Database; catalogue: CatalogueStore; imagesDir: string };

const tags = ['admin-products'];
// Collaborators manage products too (spec back-office section 6).
const config = { access: 'staff' } as const;
const readErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const writeErrors = { ...readErrors, 409: errorSchema };

/**
 * The staff's products (spec back-office sections 2, 4, 5 and 7): the list, one product, the
 * form's save (with its pictures), publication and deletion. Every write refreshes the
 * storefront's catalogue once it has committed, so the next page load shows it; then the
 * files of the pictures it removed are deleted (the storefront no longer names them).
 */
export const adminProductRoutes: FastifyPluginAsyncZod<AdminProductDeps> = async (app, { db, catalogue, imagesDir }) => {
  const afterCommit = async (request: FastifyRequest, removedFileNames: readonly string[]) => {
    catalogue.invalidate();
    const left = await deletePictureFiles(imagesDir, removedFileNames);
    // The rows are gone for good: a file left behind is only disk space, never served again.
    if (left > 0) request.log.warn({ left }, 'some removed pictures’ files could not be deleted');
  };

  app.get(
    '/catalogue-options',
    {
      config,
      schema: {
        tags,
        summary: 'The lists the product form chooses from: categories, collections, colours and sizes (in display order)',
        response: { 200: catalogueOptionsSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => readCatalogueOptions(db),
  );

  app.get(
    '/products',
    {
      config,
      schema: {
        tags,
        summary: 'Products, 10 a page, searched and sorted, with their total stock and low-stock variants; archived ones only when asked for',
        querystring: productListQuery,
        response: { 200: staffProductPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listStaffProducts(db, request.query),
  );

  app.get(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One product as the edition form opens it, with its version, stock and pictures (in order, the card picture flagged)',
        params: productIdParams,
        response: { 200: staffProductDetailSchema, ...readErrors },
      },
    },
    async (request) => {
      const product = await readStaffProduct(db, request.params.id);
      if (!product) throw productNotFound();
      return product;
    },
  );

  app.post(
    '/products',
    {
      config,
      schema: {
        tags,
        summary:
          'Creates a product with its stock and pictures (uploads from POST /api/admin/product-pictures; at least one), unpublished; a reference already taken answers 409',
        body: newProductSchema,
        response: { 201: savedProductSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const saved = await createProduct(db, request.body, (await request.currentStaff())!.id);
      catalogue.invalidate();
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Saves the edition form. 409 version_conflict when someone saved the product since `version`; each stock row moves by quantity - shown, and 409 stock_changed when orders left fewer units than that removes; pictures left out of `pictures` are deleted',
        params: productIdParams,
        body: productEditSchema,
        response: { 200: savedProductSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { saved, removedFileNames } = await updateProduct(db, request.params.id, request.body, (await request.currentStaff())!.id);
      await afterCommit(request, removedFileNames);
      return saved;
    },
  );

  app.put(
    '/products/:id/publication',
    {
      config,
      schema: {
        tags,
        summary: 'Publishes the product (on sale on the storefront) or withdraws it; an archived product answers 409',
        params: productIdParams,
        body: publicationBody,
        response: { 200: publicationSchema, ...writeErrors },
      },
    },
    async (request) => {
      await setPublished(db, request.params.id, request.body.published);
      catalogue.invalidate();
      return { published: request.body.published };
    },
  );

  app.delete(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes the product: erased with its stock and pictures, or archived when an order names it (orders keep reading it)',
        params: productIdParams,
        response: { 200: removalSchema, ...readErrors },
      },
    },
    async (request) => {
      const { outcome, removedFileNames } = await removeProduct(db, request.params.id);
      await afterCommit(request, removedFileNames);
      return { outcome };
    },
  );

  app.post(
    '/products/:id/restore',
    {
      config,
      schema: {
        tags,
        summary: 'Brings an archived product back into the list, withdrawn (staff put it on sale again themselves)',
        params: productIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await restoreProduct(db, request.params.id);
      catalogue.invalidate();
      return reply.status(204).send(null);
    },
  );
};
