import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { resolveLocale } from '../../i18n/request-locale';
import type { StorefrontContext } from '../../web/context';
import { DATABASE_RETRY_AFTER_SECONDS, noteDatabaseUnreachable } from '../operations/database-outage';
import type { RenderThreadData } from '../render/protocol';
import { RenderPool, type Catalogue, type RenderContext, type RenderedPage } from '../render/render-pool';
import { PageCache, type CachedPage } from './page-cache';
import { pagePathname, sharedPageMatcher } from './page-sharing';
import { pageUrl, refuseNonPageMethods } from './page-requests';
import { newNonce, pageContentSecurityPolicy, type PageSources } from './security';

/** What the context knows of the visitor: who is signed in, their cart and checkout. */
export type VisitorContext = Pick<StorefrontContext, 'customer' | 'cart' | 'checkout' | 'checkoutConfirmation'> & {
  /** The database could not say who the visitor is: whatever the page asks of them answers 503 (render-thread.ts). */
  unavailable?: boolean;
};

/** A visitor looked up for a personal page, and what to do once their page is rendered. */
export type PageVisitor = { context: VisitorContext; afterRender(): Promise<void> };

type Options = {
  /** The React Router server build, and the file it was loaded from (the render threads load it too). */
  build: ServerBuild;
  buildUrl: string;
  /** How many threads render pages (render/render-pool.ts). */
  renderThreads: number;
  mode: 'production' | 'development';
  publicUrl: string;
  /** The browser files of each language's texts (language-modules.ts). */
  languageModules: RenderThreadData['languageModules'];
  /** The catalogue; cached pages are only served for the version they were rendered from. */
  catalogue: Catalogue;
  /** The readers loaders use, answered on the main thread. */
  readers: Pick<StorefrontContext, 'addresses' | 'orders' | 'returns'>;
  /** Looks the visitor up (session, cart cookie); only called for personal pages. */
  visitor: (request: FastifyRequest, reply: FastifyReply) => Promise<PageVisitor>;
  /** Other origins pages may use (Stripe's, when the shop takes cards through Stripe). */
  pageSources?: PageSources;
};

/**
 * Shared pages are rendered for nobody in particular: a route that reads the cart there is a
 * bug, and it fails loudly instead of putting someone's cart in a page served to everyone.
 */
const NOBODY: VisitorContext = {
  customer: null,
  cart: () => Promise.reject(new Error('A shared page cannot read a cart (mark the route personal)')),
  checkout: () => Promise.reject(new Error('A shared page cannot read a checkout (mark the route personal)')),
  checkoutConfirmation: () => Promise.reject(new Error('A shared page cannot read an order (mark the route personal)')),
};

/** A personal page's visitor while the database is unreachable: the page answers 503 if it needs them. */
const UNKNOWN_VISITOR: PageVisitor = { context: { ...NOBODY, unavailable: true }, afterRender: async () => {} };

/**
 * Pages are rendered with this stand-in for the CSP nonce and every response gets a fresh
 * nonce in its place, so a rendered page can be kept and served again without ever sending
 * the same nonce twice.
 */
const NONCE_PLACEHOLDER = randomBytes(18).toString('base64url');

/** The page asked for, as React Router reads it: always a GET (a HEAD asks for the GET's headers). */
function pageRequest(request: FastifyRequest, origin: string): { url: string; headers: [string, string][] } {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.push([name, v]);
    else if (value !== undefined) headers.push([name, value]);
  }
  return { url: pageUrl(origin, request.url), headers };
}

/** One request header as a string (Node joins repeated cookie headers), null when absent. */
function headerOf(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : (value?.join(', ') ?? null);
}

function send(reply: FastifyReply, page: CachedPage, setCookies: string[], cacheControl: string, sources: PageSources | undefined) {
  const nonce = newNonce();
  reply.status(page.status);
  // Its data was out of reach (the database unreachable): worth trying again shortly.
  if (page.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  reply.header('content-security-policy', pageContentSecurityPolicy(nonce, sources));
  for (const [name, value] of page.headers) reply.header(name, value);
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControl);
  // HEAD answers the same headers; Node drops the body of a HEAD response.
  return reply.send(page.body.replaceAll(NONCE_PLACEHOLDER, nonce));
}

/**
 * Every request that is not an API call, an asset or an image is a page: it is handed to
 * React Router. Pages answer GET and HEAD only (page-requests.ts).
 *
 * Pages come in two kinds (ADR 9). A shared page (catalogue, information pages) is the same
 * HTML for every visitor, whatever their cookies: it is rendered without looking anyone up and
 * kept in a `PageCache` per language and URL. A personal page (cart, account) is rendered for
 * its visitor on every request and never kept by anyone.
 */
export const reactRouterPages: FastifyPluginAsync<Options> = async (app, options) => {
  const { build, catalogue, readers, visitor, pageSources } = options;
  const isShared = sharedPageMatcher(build);
  const origin = new URL(options.publicUrl).origin;
  const cache = new PageCache();
  const pool = new RenderPool(
    {
      buildUrl: options.buildUrl,
      mode: options.mode,
      publicUrl: options.publicUrl,
      noncePlaceholder: NONCE_PLACEHOLDER,
      languageModules: options.languageModules,
    },
    options.renderThreads,
    catalogue,
    app.log,
  );
  app.addHook('onClose', () => pool.close());
  // Not awaited here: on a busy machine the threads can take longer than Fastify gives a plugin.
  // The instance counts as starting until they are ready, and the start's own deadline bounds it.
  app.readiness.startsWith('the render threads (loading the web build)', pool.ready());
  app.addHook('onRequest', refuseNonPageMethods);

  app.all('/*', async (request, reply) => {
    const { url, headers } = pageRequest(request, origin);
    // The language cookie (set when a visitor follows a ?lang= link) depends on the request
    // only, so it is worked out again for each visitor rather than kept with the page.
    const { locale, setCookie: languageCookie } = resolveLocale({ url, headers: { get: (name) => headerOf(request, name) } });
    const languageCookies = languageCookie ? [languageCookie] : [];
    const version = catalogue.version;
    const render = (visitorContext: VisitorContext): Promise<RenderedPage> =>
      pool.render(url, headers, version, { ...readers, ...visitorContext } satisfies RenderContext);

    if (isShared(pagePathname(request.url))) {
      // "New" badges depend on the day, so the day is part of the version.
      const pageVersion = `${version}|${new Date().toISOString().slice(0, 10)}`;
      const key = `${locale}|${request.url}`;
      const hit = cache.get(pageVersion, key);
      if (hit) return send(reply, hit, languageCookies, 'private, no-cache', pageSources);
      const { page, setCookies } = await render(NOBODY);
      if (page.status === 200 && setCookies.every((cookie) => cookie === languageCookie)) cache.set(pageVersion, key, page);
      // The page carries a nonce made for this response only: no shared cache may keep it.
      return send(reply, page, setCookies, 'private, no-cache', pageSources);
    }

    // The database unreachable answers a page in the visitor's language (503), not the API's JSON error.
    const unlessUnreachable = (error: unknown) => {
      if (!noteDatabaseUnreachable(app.log, error)) throw error;
    };
    const personal = await visitor(request, reply).catch((error: unknown) => {
      unlessUnreachable(error);
      return UNKNOWN_VISITOR;
    });
    const { page, setCookies } = await render(personal.context);
    // A page whose data could not be read tells nothing new of the visitor; a hint left uncorrected is harmless.
    if (page.status !== 503) await personal.afterRender().catch(unlessUnreachable);
    return send(reply, page, setCookies, 'no-store', pageSources);
  });
};
