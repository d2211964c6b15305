import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendError } from '../errors';

/** The order methods are listed in an Allow header. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Which methods each API path takes, to tell a wrong method (405) from a wrong path (404). */
class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];

  add(url: string, methods: string | string[]): void {
    // Fastify patterns here are static segments and `:name` parameters.
    const pattern = new RegExp(
      `^${url
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/')}$`,
    );
    const route = this.routes.find((known) => known.pattern.source === pattern.source);
    const set = route?.methods ?? new Set<string>();
    for (const method of [methods].flat()) set.add(method);
    // Fastify answers HEAD wherever it answers GET.
    if (set.has('GET')) set.add('HEAD');
    if (!route) this.routes.push({ pattern, methods: set });
  }

  allowed(path: string): string[] {
    const methods = new Set(this.routes.filter((route) => route.pattern.test(path)).flatMap((route) => [...route.methods]));
    return [...methods].sort((a, b) => rank(a) - rank(b));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rank = (method: string) => (METHOD_ORDER.includes(method) ? METHOD_ORDER.indexOf(method) : METHOD_ORDER.length);

/**
 * Every request under the API's prefix that no route takes gets the API's JSON answer: 405
 * with an Allow header when the path exists with other methods, 404 otherwise. Without this,
 * the pages' catch-all would answer them with an HTML page (or fail on methods such as TRACE).
 * Call it on the API's scope before its routes are registered, so they are all recorded.
 */
export function answerUnroutedApiRequests(api: FastifyInstance): void {
  const table = new RouteMethods();
  api.addHook('onRoute', (route) => {
    if (!route.url.includes('*')) table.add(route.url, route.method);
  });

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const allowed = table.allowed(path);
    if (allowed.length === 0) return sendError(request, reply, new HttpError(404, 'not_found', 'errors:notFound'));
    // A route takes this method and path, yet the router passed it over: a path parameter
    // longer than Fastify's maxParamLength, which Fastify itself answers with 414.
    if (allowed.includes(request.method)) return sendError(request, reply, new HttpError(414, 'invalid_request', 'errors:invalidRequest'));
    reply.header('allow', allowed.join(', '));
    return sendError(request, reply, new HttpError(405, 'method_not_allowed', 'errors:methodNotAllowed'));
  };
  // A route for every method Fastify routes (more specific than the pages' `/*`), and the
  // not-found handler for the methods it does not route at all (PROPFIND...).
  api.all('/*', { schema: { hide: true } }, answer);
  api.setNotFoundHandler(answer);
}
