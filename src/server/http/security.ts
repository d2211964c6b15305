import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyReply {
    scriptNonce: string;
  }
}

/**
 * Content-Security-Policy with a fresh nonce per response: React Router writes a few inline
 * scripts to hydrate the page, and only those carry the nonce. Styles allow inline attributes
 * because components set colours (e.g. swatches) through the style attribute.
 */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerSecurityHooks(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.decorateReply('scriptNonce', '');

  app.addHook('onRequest', async (request, reply: FastifyReply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', contentSecurityPolicy(reply.scriptNonce));

    // CSRF: besides SameSite cookies, a state-changing request from a browser must come from
    // this site. Requests without an Origin header (curl, server-to-server) are not browsers'.
    const origin = request.headers.origin;
    if (UNSAFE_METHODS.has(request.method) && origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== publicOrigin && origin !== own) throw new HttpError(403, 'forbidden_origin', 'errors:forbiddenOrigin');
    }
  });
}
