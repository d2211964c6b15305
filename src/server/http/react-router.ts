import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { resolveLocale } from '../../i18n/request-locale';
import type { StorefrontContext } from '../../web/context';
import { isSharedRequest, PageCache, type CachedPage } from './page-cache';
import { refuseNonPageMethods } from './page-requests';
import { newNonce, pageContentSecurityPolicy } from './security';

/** What the context knows of the visitor: who is signed in, their cart. */
export type VisitorContext = Pick<StorefrontContext, 'customer' | 'cartCount' | 'cart'>;

type Options = {
  build: ServerBuild;
  context: Omit<StorefrontContext, 'cspNonce' | keyof VisitorContext>;
  /** Looks the visitor up (session, cart cookie); only called for pages rendered for them. */
  visitor: (request: FastifyRequest, reply: FastifyReply) => Promise<VisitorContext>;
  /** Identifies the catalogue version: cached pages are only served for the version they were rendered from. */
  catalogueVersion: () => number;
};

/**
 * Pages are rendered with this stand-in for the CSP nonce and every response gets a fresh
 * nonce in its place, so a rendered page can be kept and served again without ever sending
 * the same nonce twice.
 */
const NONCE_PLACEHOLDER = randomBytes(18).toString('base64url');

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // Loaders may stop work when the visitor goes away before the page is finished.
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, init);
}

function send(reply: FastifyReply, page: CachedPage, setCookies: string[] = []) {
  const nonce = newNonce();
  reply.status(page.status);
  reply.header('content-security-policy', pageContentSecurityPolicy(nonce));
  for (const [name, value] of page.headers) reply.header(name, value);
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  // The page carries a nonce made for this response only: no shared cache may keep it.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
  return reply.send(page.body.replaceAll(NONCE_PLACEHOLDER, nonce));
}

/**
 * Every request that is not an API call, an asset or an image is a page: it is handed to
 * React Router. This scope has no body parsers so React Router reads form bodies itself.
 * Pages that are the same for every visitor are kept in a `PageCache`.
 */
export const reactRouterPages: FastifyPluginAsync<Options> = async (app, { build, context, visitor, catalogueVersion }) => {
  const handle = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const cache = new PageCache();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.addHook('onRequest', refuseNonPageMethods);

  app.all('/*', async (request, reply) => {
    const webRequest = toWebRequest(request, reply);
    const shared = isSharedRequest(request.method, request.headers.cookie);
    // "New" badges depend on the day, so the day is part of the version.
    const version = `${catalogueVersion()}|${new Date().toISOString().slice(0, 10)}`;
    // The language cookie (set when a visitor follows a ?lang= link) depends on the request
    // only, so it is worked out again for each visitor rather than kept with the page.
    const { locale, setCookie: languageCookie } = resolveLocale(webRequest);
    const key = `${locale}|${request.url}`;
    const hit = shared ? cache.get(version, key) : undefined;
    if (hit) return send(reply, hit, languageCookie ? [languageCookie] : []);

    const response = await handle(webRequest, { ...context, ...(await visitor(request, reply)), cspNonce: NONCE_PLACEHOLDER });
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    const setCookies = response.headers.getSetCookie();
    // Pages are rendered whole before they are sent (entry.server.tsx), so buffering costs no
    // streaming; it lets the nonce be replaced and the page be kept.
    const page: CachedPage = { status: response.status, headers, body: response.body ? await response.text() : '' };
    const onlyLanguageCookie = setCookies.every((cookie) => cookie === languageCookie);
    if (shared && response.status === 200 && onlyLanguageCookie) cache.set(version, key, page);
    return send(reply, page, setCookies);
  });
};
