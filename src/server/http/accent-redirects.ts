import type { FastifyPluginAsync } from 'fastify';

/**
 * Page paths the spec writes with an accent, as people type them without it. Without these the
 * unaccented path is no page at all; a permanent redirect sends visitors and search engines to
 * the one address the shop's links and mails use (GUIDE 3.10 keeps the spec's paths).
 */
export const UNACCENTED_PAGE_PATHS: ReadonlyMap<string, string> = new Map([
  ['/nouveautes', '/nouveautés'],
  ['/protection-des-donnees', '/protection-des-données'],
]);

/** A 301 answered before any page render, keeping the query string (filters, `?lang=`, campaign tags). */
export const accentRedirects: FastifyPluginAsync = async (app) => {
  for (const [from, to] of UNACCENTED_PAGE_PATHS) {
    // A Location header is ASCII: the accented path goes percent-encoded, as a browser sends it.
    const location = encodeURI(to);
    app.get(from, { schema: { hide: true } }, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query < 0 ? location : `${location}${request.url.slice(query)}`, 301);
    });
  }
};
