import { Writable } from 'node:stream';
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
    // A render that never completes is abandoned after the stream timeout. The timer is cleared
    // as soon as the page is done: left running, it would keep the whole render (its tree, its
    // chunks, its request) alive for seconds, so that every page's garbage outlived the young
    // generation and the old generation's collector worked on it at every load.
    const giveUp = setTimeout(() => abort(), streamTimeout + 1000).unref();
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        // The page is complete: it is collected in one buffer rather than streamed through a
        // web ReadableStream that the server would only read back whole (render/render-thread.ts).
        const chunks: Buffer[] = [];
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(giveUp);
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
              done();
            },
          }),
        );
      },
      onShellError(error: unknown) {
        clearTimeout(giveUp);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        loadContext.logError(error);
      },
    });
  });
}
