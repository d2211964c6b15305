import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../tests/helpers/app';
import { createTestDatabase } from '../../../tests/helpers/database';
import { insertCatalogueBase, insertProduct } from '../../../tests/helpers/factories';
import { LogCapture } from '../../../tests/helpers/log-capture';
import { mailOutbox } from '../../db/schema';
import { CARDS, Shopper, TEST_WEBHOOK_SECRET } from '../features/checkout/checkout-test-kit';
import { TestPaymentProvider } from '../features/payments/test-provider';
import { buildApp } from '../app';
import { startMailWorker } from '../mail';

/**
 * What an operator's tools read (issue 12): the probes a load balancer or an orchestrator
 * calls, the metrics Prometheus scrapes with its token, and the request id that ties an answer
 * to its log lines.
 */
const engine = inject('databaseEngine');
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const log = new LogCapture();
let t: TestApp;
let base: Awaited<ReturnType<typeof insertCatalogueBase>>;

beforeAll(async () => {
  t = await createTestApp({ logStream: log, payments: new TestPaymentProvider(TEST_WEBHOOK_SECRET), operations: { METRICS_TOKEN } });
  base = await insertCatalogueBase(t.db);
});

afterAll(async () => {
  await t?.close();
});

const scrape = async () => {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one series of the scrape, 0 when absent (a counter never incremented). */
const valueOf = (scraped: string, series: string) => {
  const line = scraped.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /healthz', () => {
  it('answers that the process is up, without a cookie or a cache', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /readyz', () => {
  const ready = () => t.app.inject({ url: '/readyz' });

  it('answers ready when the database answers and has every migration of this version', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while the database lacks the newest migration of the code', async () => {
    const deleted = await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text`,
    );
    const [newest] = (deleted as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 once the mail worker is stopped', async () => {
    const worker = startMailWorker({ db: t.db, transport: { send: async () => {}, close() {} }, log: t.app.log, pollMs: 60_000 });
    t.app.readiness.requireWorker('mail', () => worker.running);
    expect((await ready()).statusCode).toBe(200);

    await worker.stop();
    const stopped = await ready();
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({ status: 'unavailable', reason: 'mail_worker_stopped' });
  });
});

describe('GET /metrics', () => {
  it('answers 401 without the token or with another one, and says how to authenticate', async () => {
    for (const authorization of [undefined, 'Bearer not-the-metrics-token-at-all', `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`]) {
      const response = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts the mails waiting in the outbox and those given up, as the database holds them', async () => {
    // Before any other scrape of this app: the outbox is counted at most every five seconds.
    const mail = { to: 'client@exemple.fr', locale: 'fr', template: 'reset-password', subject: 's', html: '', text: '' } as const;
    await t.db.insert(mailOutbox).values([mail, mail, mail, { ...mail, status: 'failed' as const }, { ...mail, status: 'sent' as const }]);
    const scraped = await scrape();
    expect(valueOf(scraped, 'atelier_mail_outbox_mails{status="pending"}')).toBe(3);
    expect(valueOf(scraped, 'atelier_mail_outbox_mails{status="failed"}')).toBe(1);
  });

  it('measures requests by route pattern, not by the URL asked, in the Prometheus text format', async () => {
    const products = [await insertProduct(t.db), await insertProduct(t.db)];
    await t.app.catalogue.invalidate();
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/store/products/:id",status_code="200"}';
    const before = valueOf(await scrape(), series);
    for (const product of products) expect((await t.app.inject({ url: `/api/store/products/${product.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/store/products/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/store/no-such-thing/12345' })).statusCode).toBe(404);

    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const scraped = response.body;
    expect(valueOf(scraped, series)).toBe(before + 2);
    expect(valueOf(scraped, 'http_request_duration_seconds_count{method="GET",route="/api/store/products/:id",status_code="404"}')).toBe(1);
    expect(valueOf(scraped, 'http_request_duration_seconds_count{method="GET",route="/api/*",status_code="404"}')).toBe(1);
    // No series carries an id or a path a visitor typed.
    for (const typed of [String(products[0]!.id), '999999', 'no-such-thing']) expect(scraped).not.toMatch(new RegExp(`route="[^"]*${typed}`));
    expect(scraped).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/store/products/:id",status_code="200"}');
    // Node's own: CPU, memory, event loop.
    expect(scraped).toMatch(/^process_cpu_seconds_total \d/m);
    expect(scraped).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts the orders paid and the webhook deliveries refused', async () => {
    const product = await insertProduct(t.db, { stock: [{ color: base.colors.red, size: base.sizes.S, quantity: 5 }] });
    const before = await scrape();
    const shopper = new Shopper(t.app);
    await shopper.cart('POST', '/cart/lines', { productId: product.id, colorId: base.colors.red.id, sizeId: base.sizes.S.id, quantity: 1 });
    await shopper.answerAsGuest('paye@exemple.fr');
    await shopper.placeOrder();
    expect((await shopper.pay(CARDS.declined)).json()).toMatchObject({ state: 'failed' });
    await shopper.placeOrder();
    expect((await shopper.pay(CARDS.succeeds)).json()).toEqual({ state: 'paid' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/webhook',
      payload: '{"id":"evt_forged"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(refused.statusCode).toBe(400);

    const after = await scrape();
    expect(valueOf(after, 'atelier_orders_paid_total') - valueOf(before, 'atelier_orders_paid_total')).toBe(1);
    const failures = 'atelier_payment_webhook_failures_total{reason="invalid_signature"}';
    expect(valueOf(after, failures) - valueOf(before, failures)).toBe(1);
  });

  it.runIf(engine === 'postgres')('reports the PostgreSQL connection pool', async () => {
    const scraped = await scrape();
    expect(valueOf(scraped, 'atelier_database_info{engine="postgres"}')).toBe(1);
    expect(valueOf(scraped, 'atelier_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(scraped).toMatch(/^atelier_database_pool_connections\{state="waiting"\} \d+$/m);
  });

  it.runIf(engine === 'pglite')('says the database is the embedded one, which has no pool', async () => {
    const scraped = await scrape();
    expect(valueOf(scraped, 'atelier_database_info{engine="pglite"}')).toBe(1);
    expect(scraped).not.toContain('atelier_database_pool_connections');
  });
});

describe('the request id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('is returned with every answer and carried by the log lines of its request', async () => {
    const from = log.lines.length;
    const response = await t.app.inject({ url: '/api/store/no-such-thing' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const lines = log.entries(from).filter((entry) => entry.reqId === id);
    expect(lines.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect((await t.app.inject({ url: '/healthz' })).headers['x-request-id']).not.toBe(id);
  });

  it('is not taken from a client the shop does not trust as a proxy', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ operations: { TRUST_PROXY: ['10.1.2.3'] } });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  const idFor = async (remoteAddress: string, given: string) =>
    (await proxied.app.inject({ url: '/healthz', remoteAddress, headers: { 'x-request-id': given } })).headers['x-request-id'];

  it('keeps the id the proxy gave when it is well-formed, and replaces any other', async () => {
    expect(await idFor('10.1.2.3', 'Root=1-67891233-abcdef012345678912345678')).toBe('Root=1-67891233-abcdef012345678912345678');
    expect(await idFor('10.1.2.3', '0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    for (const malformed of ['two words', '"quoted"', 'x'.repeat(129), '-leading-dash', 'id\u00e9']) {
      expect(await idFor('10.1.2.3', malformed), malformed).not.toBe(malformed);
    }
    expect(await idFor('10.9.9.9', 'from-an-untrusted-address')).not.toBe('from-an-untrusted-address');
  });

  it('answers /metrics 404 when no metrics token is configured', async () => {
    const response = await proxied.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers /readyz 503 when the database cannot be reached, and once the shop is shutting down', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      env: { PUBLIC_URL: TEST_PUBLIC_URL, DATA_DIR: proxied.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      db: database.db,
      logger: false,
    });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'database_unreachable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // From the first stop signal on (operations/shutdown.ts), whatever else holds.
      app.readiness.shuttingDown();
      expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'unavailable', reason: 'shutting_down' });
    } finally {
      await app.close();
    }
  });
});
