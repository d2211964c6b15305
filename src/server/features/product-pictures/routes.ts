import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { PICTURE_UPLOAD_LIMITS, productPicturesSchema } from '../../../domain/catalogue/product-pictures';
import { HttpError } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import type { CatalogueStore } from '../catalogue/store';
import { productPictureItems } from './repo';
import { savePictures } from './save-pictures';
import { pictureItemsSchema, productIdParams, uploadedPicturesSchema } from './schemas';
import { deletePictureFiles } from './storage';
import { receivePictures } from './upload';

export type ProductPicturesDeps = { db: Database; catalogue: CatalogueStore; imagesDir: string };

const tags = ['admin-product-pictures'];
// Collaborators manage products, pictures included (spec back-office section 6).
const config = { access: 'staff' } as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** The guard (staff/access.ts) has let only a signed-in staff member through. */
const staffId = async (request: FastifyRequest) => (await request.currentStaff())!.id;
const productNotFound = () => new HttpError(404, 'not_found', 'back:pictures.errors.productNotFound');

/** Product pictures: uploads, and a product's list (spec back-office sections 2, 4 and 7; ADR 16). */
export const productPictureRoutes: FastifyPluginAsyncZod<ProductPicturesDeps> = async (app, deps) => {
  // Multipart bodies are read by this route alone: no other back-office route accepts files.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: PICTURE_UPLOAD_LIMITS.maxFileBytes,
        files: PICTURE_UPLOAD_LIMITS.maxFilesPerRequest,
        parts: PICTURE_UPLOAD_LIMITS.maxFilesPerRequest + 4,
        fields: 4,
        fieldSize: 1024,
      },
    });
    uploads.post(
      '/product-pictures',
      {
        config,
        schema: {
          tags,
          summary:
            'Upload pictures (multipart, one or more files): checked, turned upright, stripped of their metadata, resized; attached to no product yet',
          consumes: ['multipart/form-data'],
          response: {
            200: uploadedPicturesSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            413: errorSchema,
            415: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (request) => ({ pictures: await receivePictures(request, deps, await staffId(request)) }),
    );
  });

  app.get(
    '/products/:id/pictures',
    {
      config,
      schema: {
        tags,
        summary: 'A product’s pictures, in order, with their colour and the card picture',
        params: productIdParams,
        response: { 200: pictureItemsSchema, ...errors },
      },
    },
    async (request) => {
      const pictures = await productPictureItems(deps.db, request.params.id);
      if (!pictures) throw productNotFound();
      return { pictures };
    },
  );

  app.put(
    '/products/:id/pictures',
    {
      config,
      schema: {
        tags,
        summary: 'Give a product these pictures (its own or new uploads), in this order, with their colours and card picture; the others are deleted',
        params: productIdParams,
        body: productPicturesSchema,
        response: { 200: pictureItemsSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { removedFileNames } = await deps.db.transaction((tx) => savePictures(tx, id, request.body.pictures, request.body.cardPictureId));
      deps.catalogue.invalidate();
      await deletePictureFiles(deps.imagesDir, removedFileNames);
      const pictures = await productPictureItems(deps.db, id);
      if (!pictures) throw productNotFound();
      return { pictures };
    },
  );
};
