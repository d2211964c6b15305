import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for the tests that run several shop instances: each request goes to the
 * next instance in turn, with `X-Forwarded-For` and `X-Forwarded-Proto` added as a reverse proxy
 * adds them. Like HAProxy with `option httpchk GET /readyz` (the set-up docs/deploying.md
 * recommends), it probes every instance's `/readyz` and sends visitors only to those that answer
 * 200: a restarted instance listens at once but answers 503 "starting" until it is ready, and
 * stays out of the turn until then. As nginx does by default (`proxy_next_upstream error`,
 * `max_fails=1`, `fail_timeout`), a request an instance never received (connection refused:
 * killed since the last probe) is passed to an instance not tried yet, whatever its method, and
 * so is a GET that failed before its answer began; an instance that failed is left out of the
 * turn for a moment; any other request lost on the way answers 502, or is cut short if its
 * answer had begun, as it would in production.
 */
export type RoundRobinProxy = {
  url: string;
  /** Requests passed on to another instance because one failed them. */
  readonly redirected: number;
  /** Requests answered 502 or cut short (the instance died while handling them). */
  readonly failed: number;
  close(): Promise<void>;
};

const FAIL_TIMEOUT_MS = 2_000;
/** HAProxy's `inter`: how often each instance's `/readyz` is asked; one answer changes its state (`rise 1 fall 1`). */
const CHECK_INTERVAL_MS = 500;
const CHECK_TIMEOUT_MS = 2_000;

/** nginx passes a non-idempotent request on only when it never reached the instance. */
function mayTryAnother(error: NodeJS.ErrnoException, method: string | undefined): boolean {
  return error.code === 'ECONNREFUSED' || method === 'GET' || method === 'HEAD';
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const failedAt = upstreams.map(() => 0);
  const ready = upstreams.map(() => true);
  let turn = 0;
  let redirected = 0;
  let failed = 0;

  async function check(index: number) {
    try {
      const answer = await fetch(new URL('/readyz', upstreams[index]), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      await answer.body?.cancel();
      ready[index] = answer.status === 200;
    } catch {
      ready[index] = false;
    }
  }
  let checking = true;
  const checks = (async () => {
    await Promise.all(upstreams.map((_, i) => check(i)));
    while (checking) {
      await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
      await Promise.all(upstreams.map((_, i) => check(i)));
    }
  })();

  /**
   * The next instance in turn not tried for this request: one that is ready and has not just
   * failed if there is one, else one that is ready, else any (no instance ready: let one answer).
   */
  function choose(tried: Set<number>): number | null {
    const candidates = upstreams.map((_, i) => (turn + i) % upstreams.length).filter((i) => !tried.has(i));
    const chosen =
      candidates.find((i) => ready[i] && Date.now() - failedAt[i]! > FAIL_TIMEOUT_MS) ?? candidates.find((i) => ready[i]) ?? candidates[0];
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
        // The instance died while sending the answer: the visitor's answer is cut short, lost as a 502 is.
        answer.once('error', () => {
          failed++;
          response.destroy();
        });
      },
    );
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      failedAt[index] = Date.now();
      // Out of the turn until a probe finds it ready again: a killed instance restarting listens before it is ready.
      ready[index] = false;
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
      checking = false;
      await checks;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
