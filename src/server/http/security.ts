import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { REQUEST_ID_HEADER } from './request-id';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Takes state-changing requests from any origin: for a route whose only authority is a
     * secret in its URL and which reads no cookie (RFC 8058's one-click unsubscribe, which a
     * webmail may post from its own origin), so a forged request can do nothing.
     */
    anyOrigin?: boolean;
  }
}

/** Origins a page may use besides its own, per directive: a payment provider's script, frames and API. */
export type PageSources = { script: string[]; frame: string[]; connect: string[] };

/**
 * What Stripe.js and its Payment Element need (Stripe's integration security guide): the script
 * from js.stripe.com, its frames (the card fields, the bank's 3-D Secure check) and its API.
 * Every page allows them when the shop takes cards through Stripe: a visitor reaches the payment
 * page by client-side navigation, under the policy of the first page they loaded.
 */
export const STRIPE_PAGE_SOURCES: PageSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Content-Security-Policy of a storefront page. React Router writes a few inline scripts to
 * hydrate the page; only those carry the response's nonce. Styles allow inline attributes
 * because components set colours (e.g. swatches) through the style attribute.
 */
export function pageContentSecurityPolicy(nonce: string, sources?: PageSources): string {
  const and = (origins: string[] = []) => origins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${and(sources?.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${and(sources?.connect)}`,
    ...(sources?.frame.length ? [`frame-src 'self'${and(sources.frame)}`] : []),
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

/**
 * A form our own page posted (the product page's add to cart without JavaScript): under our
 * `Referrer-Policy: no-referrer` the browser writes `Origin: null` on a form's POST and sends no
 * Referer, but it still says where the request comes from in `Sec-Fetch-Site`, a header no page
 * can set. Only `same-origin` is taken: `null` from another site (a sandboxed frame, a data:
 * page) comes with `cross-site`, and a browser that sends no Fetch Metadata is refused.
 */
export function sameOriginFormPost(origin: string, fetchSite: string | string[] | undefined): boolean {
  return origin === 'null' && fetchSite === 'same-origin';
}

/**
 * The headers helmet 8 sends by default (less the CSP, set here per response, and the framing
 * headers that `frame-ancestors` replaces), written as one object: helmet's chain of ten
 * middlewares cost about a third of the CPU of a cached API answer (docs/decisions/0005).
 * HSTS only when the shop is served over HTTPS (secure cookies).
 */
export function staticSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': DEFAULT_CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function registerSecurityHooks(app: FastifyInstance, publicUrl: string, https: boolean): void {
  const publicOrigin = new URL(publicUrl).origin;
  const headers = staticSecurityHeaders(https);

  // Synchronous with `done`: an async hook costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    // Pages replace the CSP with their own policy (http/react-router.ts).
    reply.headers(headers);
    // Every answer names its request (request-id.ts); here rather than in a hook of its own, which would cost more than the header.
    reply.header(REQUEST_ID_HEADER, request.id);

    // CSRF: besides SameSite cookies, a state-changing request from a browser must come from
    // this site. Requests without an Origin header (curl, server-to-server) are not browsers'.
    const origin = request.headers.origin;
    if (UNSAFE_METHODS.has(request.method) && origin && !request.routeOptions.config.anyOrigin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== publicOrigin && origin !== own && !sameOriginFormPost(origin, request.headers['sec-fetch-site'])) {
        done(new HttpError(403, 'forbidden_origin', 'errors:forbiddenOrigin'));
        return;
      }
    }
    done();
  });
}
