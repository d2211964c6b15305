import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { siteSettingsSchema } from '../../../domain/site-settings';
import type { StaffAccess } from '../../../domain/staff/staff';
import { errorSchema } from '../catalogue/schemas';
import type { CatalogueStore } from '../catalogue/store';
import { readSiteSettings, saveSiteSettings } from './repo';
import { siteSettingsStateSchema } from './schemas';

export type SiteSettingsDeps = { db: Database; catalogue: CatalogueStore };

const tags = ['admin-site-settings'];
// Only administrators edit the site settings (spec back-office section 6).
const config: { access: StaffAccess } = { access: 'admin' };
const guarded = { 401: errorSchema, 403: errorSchema };

/**
 * The site settings page's API (spec back-office sections 2, 3 and 7: GET /back/settings/datas,
 * POST /back/settings/edite; ADR 22). The storefront reads settings from the catalogue's
 * snapshot only: a save that changed something refreshes it here and on every other instance
 * once committed (`invalidate()`, ADR 16), and the cached pages follow its version.
 */
export const siteSettingsRoutes: FastifyPluginAsyncZod<SiteSettingsDeps> = async (app, { db, catalogue }) => {
  app.get(
    '/settings',
    {
      config,
      schema: {
        tags,
        summary: 'The site settings (spec keys; English twins under `<key>:en`) and their version',
        response: { 200: siteSettingsStateSchema, ...guarded },
      },
    },
    () => readSiteSettings(db),
  );
  app.put(
    '/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Saves every site setting at once, in one transaction; the storefront follows on its next page load, on every instance',
        body: siteSettingsSchema,
        response: { 200: siteSettingsStateSchema, 400: errorSchema, ...guarded, 409: errorSchema },
      },
    },
    async (request) => {
      const { state, changed } = await saveSiteSettings(db, request.body, new Date());
      if (changed > 0) catalogue.invalidate();
      return state;
    },
  );
};
