import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendError } from '../errors';

/**
 * The methods a page answers. Storefront forms post to the API, and no page route has an
 * action; React Router cannot even build a request for some methods (TRACE), and answers the
 * others with an error it logs with a stack trace. A page route that gets an action adds POST.
 */
export const PAGE_METHODS = ['GET', 'HEAD'];

/** `onRequest` hook of the pages' scope: 405 with an Allow header for any other method. */
export async function refuseNonPageMethods(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (PAGE_METHODS.includes(request.method)) return undefined;
  reply.header('allow', PAGE_METHODS.join(', '));
  return sendError(request, reply, new HttpError(405, 'method_not_allowed', 'errors:methodNotAllowed'));
}

/** A request target in absolute form (`http://host:port` before the path), as HTTP allows a client to send. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The page's URL as React Router reads it: the path and query asked for, on the shop's own
 * origin (PUBLIC_URL's). Never built from the Host header, which a client writes as it likes:
 * an HTTP/1.0 request may have none, a request line may name another site in absolute form
 * (`GET http://evil.example/back/login`), and neither may break the page or end up in it.
 */
export function pageUrl(origin: string, requestUrl: string): string {
  const target = requestUrl.replace(ABSOLUTE_FORM, '');
  return `${origin}${target.startsWith('/') ? target : `/${target}`}`;
}
