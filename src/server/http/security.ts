import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/**
 * Content-Security-Policy of a storefront page. React Router writes a few inline scripts to
 * hydrate the page; only those carry the response's nonce. Styles allow inline attributes
 * because components set colours (e.g. swatches) through the style attribute.
 */
export function pageContentSecurityPolicy(nonce: string): string {
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

/** Everything that is not a page (JSON, files) may load and run nothing. */
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** A fresh, unguessable nonce (122 random bits); randomUUID draws from a pooled entropy buffer. */
export function newNonce(): string {
  return randomUUID().replaceAll('-', '');
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerSecurityHooks(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;

  app.addHook('onRequest', async (request, reply) => {
    // Pages replace it with their own policy (http/react-router.ts).
    reply.header('content-security-policy', DEFAULT_CSP);

    // CSRF: besides SameSite cookies, a state-changing request from a browser must come from
    // this site. Requests without an Origin header (curl, server-to-server) are not browsers'.
    const origin = request.headers.origin;
    if (UNSAFE_METHODS.has(request.method) && origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== publicOrigin && origin !== own) throw new HttpError(403, 'forbidden_origin', 'errors:forbiddenOrigin');
    }
  });
}
