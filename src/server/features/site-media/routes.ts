import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_IMAGE_SLOTS, SITE_IMAGES, siteImageItem, type SiteImage } from '../../../domain/site-images';
import type { StaffAccess } from '../../../domain/staff/staff';
import { uploadLimits, uploadRefusalResponses } from '../../images/receive';
import { errorSchema } from '../catalogue/schemas';
import type { CatalogueStore } from '../catalogue/store';
import { replaceSiteImage, type SiteMediaDeps } from './replace';
import { readSiteImageFiles } from './repo';

const tags = ['admin-site-media'];
// Only administrators manage the site's pictures (spec back-office section 6).
const config: { access: StaffAccess } = { access: 'admin' };

const siteImageSchema = z.object({
  slot: z.enum(SITE_IMAGE_SLOTS).describe('Its address in this API'),
  key: z
    .enum(SITE_IMAGES.map((image) => image.key) as [SiteImage['key'], ...SiteImage['key'][]])
    .describe('The setting that names it (spec back-office section 3)'),
  url: z.string().nullable().describe('The variant the media page previews; null: no picture yet'),
});

/**
 * The media page's API (spec back-office sections 2 and 7: POST /back/settings/imgLogo,
 * imgHome, ...; ADR 22): the site's pictures, each replaced by one upload checked as product
 * pictures are and cut for its use. Once the new picture is named, the storefront is refreshed
 * here and on every other instance (ADR 16); the replaced files stay served for the mails that name them.
 */
export const siteMediaRoutes: FastifyPluginAsyncZod<SiteMediaDeps & { catalogue: CatalogueStore }> = async (app, { catalogue, ...deps }) => {
  // Multipart bodies are read in this plugin's scope alone; one picture per request.
  await app.register(multipart, { limits: uploadLimits(1) });

  app.get(
    '/site-images',
    {
      config,
      schema: {
        tags,
        summary: 'The site’s pictures (logo, home, sharing, category illustrations, mail signature), in the spec’s order',
        response: { 200: z.object({ images: z.array(siteImageSchema) }), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const files = await readSiteImageFiles(deps.db);
      return { images: SITE_IMAGES.map((image) => siteImageItem(image, files[image.key])) };
    },
  );

  app.put(
    '/site-images/:slot',
    {
      config,
      schema: {
        tags,
        summary:
          'Replaces a site picture (multipart, one file): checked by its bytes, turned upright, stripped of its metadata, cut or fitted for its use, under a new name',
        consumes: ['multipart/form-data'],
        params: z.object({ slot: z.enum(SITE_IMAGE_SLOTS, { error: 'back:siteMedia.errors.unknownSlot' }) }),
        response: {
          200: siteImageSchema,
          ...uploadRefusalResponses,
        },
      },
    },
    async (request) => {
      const image = SITE_IMAGES.find((candidate) => candidate.slot === request.params.slot)!;
      const item = await replaceSiteImage(request, deps, image);
      catalogue.invalidate();
      return item;
    },
  );
};
