import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for the tests that run several shop instances: each request goes to the
 * next instance in turn, with `X-Forwarded-For` and `X-Forwarded-Proto` added as a reverse proxy
 * adds them. As nginx does by default (`proxy_next_upstream error`, `max_fails=1`,
 * `fail_timeout`), a request an instance never received (connection refused: the instance is
 * down or restarting) is passed to an instance not tried yet, whatever its method, and so is a
 * GET that failed before its answer began; an instance that failed is left out of the turn for
 * a moment; any other request lost on the way answers 502, as it would in production.
 */
export type RoundRobinProxy = {
  url: string;
  /** Requests passed on to another instance because one failed them. */
  readonly redirected: number;
  /** Requests answered 502 (the instance died while handling them). */
  readonly failed: number;
  close(): Promise<void>;
};

const FAIL_TIMEOUT_MS = 2_000;

/** nginx passes a non-idempotent request on only when it never reached the instance. */
function mayTryAnother(error: NodeJS.ErrnoException, method: string | undefined): boolean {
  return error.code === 'ECONNREFUSED' || method === 'GET' || method === 'HEAD';
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const failedAt = upstreams.map(() => 0);
  let turn = 0;
  let redirected = 0;
  let failed = 0;

  /** The next instance in turn not tried for this request, preferring those that have not just failed. */
  function choose(tried: Set<number>): number | null {
    const candidates = upstreams.map((_, i) => (turn + i) % upstreams.length).filter((i) => !tried.has(i));
    const chosen = candidates.find((i) => Date.now() - failedAt[i]! > FAIL_TIMEOUT_MS) ?? candidates[0];
    turn = (turn + 1) % upstreams.length;
    return chosen ?? null;
  }

  function forward(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, tried: Set<number>) {
    const index = choose(tried);
    if (index === null) {
      failed++;
      return void response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    }
    tried.add(index);
    const upstream = new URL(upstreams[index]!);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const outgoing = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
        answer.once('error', () => response.destroy());
      },
    );
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      failedAt[index] = Date.now();
      if (response.headersSent) return void response.destroy();
      if (mayTryAnother(error, request.method) && tried.size < upstreams.length) {
        redirected++;
        return forward(request, body, response, tried);
      }
      failed++;
      response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    });
    outgoing.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => forward(request, Buffer.concat(chunks), response, new Set()));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get redirected() {
      return redirected;
    },
    get failed() {
      return failed;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
