import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { StorefrontContext } from '../../web/context';

type Options = {
  build: ServerBuild;
  context: (request: FastifyRequest, reply: FastifyReply) => StorefrontContext;
};

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

/**
 * Every request that is not an API call, an asset or an image is a page: it is handed to
 * React Router. This scope has no body parsers so React Router reads form bodies itself.
 */
export const reactRouterPages: FastifyPluginAsync<Options> = async (app, { build, context }) => {
  const handle = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', async (request, reply) => {
    const response = await handle(toWebRequest(request, reply), context(request, reply));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // A Node stream (rather than the Web Response) lets the compression plugin do its work.
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
  });
};
