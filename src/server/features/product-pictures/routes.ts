import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PICTURE_UPLOAD_LIMITS } from '../../../domain/catalogue/product-pictures';
import { uploadLimits, uploadRefusalResponses } from '../../images/receive';
import { uploadedPicturesSchema } from './schemas';
import { receivePictures, type UploadDeps } from './upload';

const tags = ['admin-product-pictures'];
// Collaborators manage products, pictures included (spec back-office section 6).
const config = { access: 'staff' } as const;
/** The guard (staff/access.ts) has let only a signed-in staff member through. */
const staffId = async (request: FastifyRequest) => (await request.currentStaff())!.id;

/**
 * Picture uploads (spec back-office sections 2, 4 and 7; ADR 18): they belong to no product
 * until a product's save names them (POST and PUT /api/admin/products, admin-products).
 */
export const productPictureRoutes: FastifyPluginAsyncZod<UploadDeps> = async (app, deps) => {
  // Multipart bodies are read in this plugin's scope alone: no other back-office route accepts files.
  await app.register(multipart, { limits: uploadLimits(PICTURE_UPLOAD_LIMITS.maxFilesPerRequest) });
  app.post(
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
          ...uploadRefusalResponses,
        },
      },
    },
    async (request) => ({ pictures: await receivePictures(request, deps, await staffId(request)) }),
  );
};
