import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf, type Database } from '../../db/client';
import { statementsSent } from '../../db/query-logger';
import { HttpError, sendError } from '../errors';
import { shopCounters } from './shop-counters';

/** The outbox is counted at most this often, whatever the number of scrapers. */
const OUTBOX_CACHE_MS = 5_000;

/** From a cached API answer (well under a millisecond) to a slow page or upload. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The label of a route: its Fastify pattern (`/api/store/products/:id`), never the URL asked,
 * so the number of series stays bounded whatever visitors type. Built assets are one route per
 * file whose names change with every build: one label for all of them.
 */
export function routeLabel(url: string): string {
  return url.startsWith('/assets/') ? '/assets/*' : url;
}

function bearerCheck(token: string): (header: string | undefined) => boolean {
  // Hashes have one length: timingSafeEqual never returns early on a wrong token.
  const expected = createHash('sha256').update(token).digest();
  return (header) => {
    if (!header?.startsWith('Bearer ')) return false;
    return timingSafeEqual(createHash('sha256').update(header.slice('Bearer '.length)).digest(), expected);
  };
}

/**
 * Prometheus metrics at `/metrics` (ADR 24), read with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured nothing is measured and `/metrics` answers 404; a wrong token 401.
 * Register it before the routes: each route gets its own response hook, made when the route
 * is added, that already knows its label (nothing looked up or built per request but what
 * prom-client needs).
 */
export function metricsRoutes(app: FastifyInstance, { db, token }: { db: Database; token: string | undefined }): void {
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, (request, reply) =>
      sendError(request, reply, new HttpError(404, 'not_found', 'errors:notFound')),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(shopCounters.ordersPaid);
  registry.registerMetric(shopCounters.paymentWebhookFailures);
  registry.registerMetric(statementsSent);
  observeRequests(app, registry);
  observeOutbox(db, registry, app.log);
  observeDatabase(db, registry);

  const authorized = bearerCheck(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(request, reply, new HttpError(401, 'unauthorized', 'errors:metricsToken'));
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

function observeRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by method, route pattern and status; its _count is the request rate',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // Every API path and every page has a route (the API's and the pages' catch-alls included);
  // only a method the router does not know at all (PROPFIND) goes unmeasured, for no hook on every request.
  app.addHook('onRoute', (route: RouteOptions) => {
    const label = routeLabel(route.url);
    const observe: onResponseHookHandler = (request, reply, done) => {
      duration.observe({ method: request.method, route: label, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), observe];
  });
}

function observeOutbox(db: Database, registry: Registry, log: FastifyInstance['log']): void {
  let counted: Promise<{ status: string; n: number }[]> | null = null;
  let countedAt = 0;
  const count = () => {
    if (!counted || Date.now() - countedAt > OUTBOX_CACHE_MS) {
      countedAt = Date.now();
      // The (status, next_attempt_at) index serves it: sent mails are never read.
      counted = db
        .execute(sql`select status, count(*)::int as n from mail_outbox where status in ('pending', 'failed') group by status`)
        .then((result) => (result as unknown as { rows: { status: string; n: number }[] }).rows);
      counted.catch(() => {
        counted = null;
      });
    }
    return counted;
  };
  new Gauge({
    name: 'atelier_mail_outbox_mails',
    help: 'Mails in the outbox by status: pending (to be sent, or retried later) and failed (given up after every attempt)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      try {
        const rows = await count();
        for (const status of ['pending', 'failed']) this.set({ status }, rows.find((row) => row.status === status)?.n ?? 0);
      } catch (error) {
        // No number rather than a stale one: an absent series is what an alert can notice.
        this.reset();
        log.warn({ err: error }, 'metrics: the mail outbox could not be counted');
      }
    },
  });
}

function observeDatabase(db: Database, registry: Registry): void {
  const pool = poolOf(db);
  new Gauge({
    name: 'atelier_database_info',
    help: 'The database engine: postgres (a server, shared by instances) or pglite (embedded, one process; no pool metrics)',
    labelNames: ['engine'] as const,
    registers: [registry],
  }).set({ engine: pool ? 'postgres' : 'pglite' }, 1);
  if (!pool) return;
  new Gauge({
    name: 'atelier_database_pool_connections',
    help: 'Connections of the PostgreSQL pool: total (open), idle, and waiting (queries waiting for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
