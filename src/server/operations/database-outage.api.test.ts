import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../tests/helpers/app';
import { createTestDatabase } from '../../../tests/helpers/database';
import { insertColor, insertProduct, insertSizes } from '../../../tests/helpers/factories';
import { LogCapture } from '../../../tests/helpers/log-capture';
import { insertCustomer } from '../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs } from '../../../tests/helpers/staff';
import { startTcpProxy, type TcpProxy } from '../../../tests/helpers/tcp-proxy';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { buildApp, type App } from '../app';

/**
 * Issue 22: PostgreSQL out of reach (stopped, restarting, the network between), here a relay
 * between the shop and the server that drops every connection and refuses new ones. The cart,
 * an order, a sign-in and a staff list answer 503 with Retry-After and the "try again" message in
 * the caller's language, the outage is one warning in the log and no error, and the same requests
 * answer as usual once the database is back. The pages' side is tests/system/database-outage.postgres.test.ts.
 */
const engine = inject('databaseEngine');

const PASSWORD = 'un mot de passe assez long';
const UNAVAILABLE = {
  fr: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  en: 'The service is briefly unavailable. Please try again in a few moments.',
};

describe.runIf(engine === 'postgres')('the database unreachable', () => {
  let database: DatabaseHandle;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  let app: App;
  let dataDir: string;
  const log = new LogCapture();
  let staffCookie: string;
  let customerEmail: string;
  let variant: { productId: number; colorId: number; sizeId: number };

  beforeAll(async () => {
    database = await createTestDatabase();
    const server = new URL(database.url!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    proxied = await openDatabase({ url: proxy.urlFor(database.url!) });
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-outage-'));
    app = await buildApp({
      env: { PUBLIC_URL: TEST_PUBLIC_URL, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' },
      db: proxied.db,
      logger: { stream: log },
    });
    await app.ready();
    const sizes = await insertSizes(database.db);
    const color = await insertColor(database.db);
    const product = await insertProduct(database.db, { stock: [{ color, size: sizes.M, quantity: 5 }] });
    variant = { productId: product.id, colorId: color.id, sizeId: sizes.M.id };
    customerEmail = (await insertCustomer(database.db, { password: PASSWORD })).email;
    staffCookie = await signInStaffAs(database.db, (await insertStaff(database.db, 'admin')).id);
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  let cartCookie = '';
  const call = (
    method: InjectOptions['method'],
    url: string,
    { body, cookie = cartCookie, language = 'en' }: { body?: object; cookie?: string; language?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { origin: TEST_PUBLIC_URL, 'accept-language': language, ...(cookie ? { cookie } : {}) },
      ...(body ? { payload: body } : {}),
    });
  /** What a customer and a staff member do; each answer's status once the database is back. */
  const requests = () => ({
    'the cart': () => call('GET', '/api/store/cart'),
    'adding to the cart': () => call('POST', '/api/store/cart/lines', { body: { ...variant, quantity: 1 } }),
    'placing the order': () => call('POST', '/api/store/checkout/order', { body: {} }),
    'signing in': () => call('POST', '/api/store/account/login', { body: { email: customerEmail, password: PASSWORD }, cookie: '' }),
    'the staff’s orders list': () => call('GET', '/api/admin/orders', { cookie: staffCookie, language: 'fr' }),
  });

  it('answers as usual while the database is there', async () => {
    const added = await call('POST', '/api/store/cart/lines', { body: { ...variant, quantity: 1 } });
    expect(added.statusCode).toBe(200);
    cartCookie = `cart=${added.cookies.find((cookie) => cookie.name === 'cart')!.value}`;
    expect((await call('GET', '/api/store/cart')).json()).toMatchObject({ lines: [expect.objectContaining({ quantity: 1 })] });
  });

  it('answers 503 with Retry-After and the translated message while it is unreachable, logged once as a warning', async () => {
    const from = log.lines.length;
    await proxy.cut();
    for (const [what, request] of Object.entries(requests())) {
      const answer = await request();
      expect(answer.statusCode, what).toBe(503);
      expect(answer.headers['retry-after'], what).toBe('5');
      // The back office speaks French until the staff member chooses; the storefront the visitor's language.
      const language = what === 'the staff’s orders list' ? 'fr' : 'en';
      expect(answer.json(), what).toEqual({ error: { code: 'service_unavailable', message: UNAVAILABLE[language] } });
    }
    expect((await call('GET', '/api/store/cart', { language: 'fr' })).json().error.message).toBe(UNAVAILABLE.fr);

    const lines = log.entries(from);
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      'database unreachable: requests that need it answer 503 (Retry-After 5 s) until it is back',
    ]);
  });

  it('answers as usual again once the database is back, without a restart', async () => {
    await proxy.restore();
    await expect.poll(async () => (await call('GET', '/api/store/cart')).statusCode).toBe(200);
    const answers = requests();
    expect((await answers['the cart']()).json()).toMatchObject({ lines: [expect.objectContaining({ quantity: 1 })] });
    expect((await answers['adding to the cart']()).statusCode).toBe(200);
    // The checkout's steps are not done: the order answers why, as it always did.
    expect((await answers['placing the order']()).json()).toMatchObject({ error: { code: 'checkout_incomplete' } });
    expect((await answers['signing in']()).statusCode).toBe(200);
    expect((await answers['the staff’s orders list']()).statusCode).toBe(200);
  });
});
