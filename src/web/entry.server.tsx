import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';

export const streamTimeout = 5_000;

/**
 * A loader that failed: written to the shop's log in its safe form (kind, code, stack frames;
 * never a message, which may hold a query's parameters). A visitor who left is no failure.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) context.logError(error);
};

/**
 * Renders the whole page before answering (onAllReady): every storefront page gets its data
 * from loaders that read memory, so waiting costs nothing and search engines, link previews
 * and visitors without JavaScript all receive complete HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        loadContext.logError(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
