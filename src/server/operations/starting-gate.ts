import type { FastifyReply, FastifyRequest } from 'fastify';
import { translatorFor } from '../../i18n/instance';
import { HttpError, requestLocale, sendError } from '../errors';
import { escapeHtml } from '../mail/render';
import type { Readiness } from './health';

/** Seconds a client is asked to wait before trying a starting shop again. */
const RETRY_AFTER_SECONDS = 5;

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * While the instance is still starting (the render threads loading, the demo data being
 * written), every request but the operator's probes answers 503 with Retry-After: a page
 * rendered from a catalogue half-written, or before the render threads can render it, would
 * be wrong or slow, and a load balancer already keeps visitors away on /readyz's 503.
 */
export function startingGate(readiness: Readiness) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!readiness.starting || PROBES.has(request.url.split('?', 1)[0]!)) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    if (request.url.startsWith('/api/')) return sendError(request, reply, new HttpError(503, 'starting', 'errors:starting'));
    const locale = requestLocale(request);
    const message = escapeHtml(translatorFor(locale)('errors:starting'));
    return reply
      .status(503)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>${message}</title></head><body><h1>${message}</h1></body></html>`,
      );
  };
}
