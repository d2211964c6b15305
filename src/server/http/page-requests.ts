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
