import type { FastifyPluginAsync } from 'fastify';
import { buildRobots, buildSitemap } from '../../../domain/seo/sitemap';
import type { CatalogueStore } from '../catalogue/store';

export const seoRoutes: FastifyPluginAsync<{ catalogue: CatalogueStore; publicUrl: string }> = async (app, { catalogue, publicUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await catalogue.cached('sitemap', (snapshot) => buildSitemap(snapshot, publicUrl));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(buildRobots(publicUrl)),
  );
};
