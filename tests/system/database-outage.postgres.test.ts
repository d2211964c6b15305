import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../helpers/postgres';
import { startShop, type ShopProcess } from '../helpers/shop-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

/**
 * Issue 22, the pages' side of a database outage (the API's is
 * src/server/operations/database-outage.api.test.ts): the built shop on PostgreSQL through a
 * relay that drops every connection and refuses new ones. The cart page of a guest and of a
 * signed-in customer, and an account page, answer 503 with Retry-After and a page in the
 * visitor's language that says to try again; the catalogue's pages, served from memory, stay
 * up; the log says it once as a warning, no request logs an error, and an info line says when
 * it is over. Once the database is back the same pages answer as usual, without a restart.
 */
const serverUrl = process.env.TEST_DATABASE_URL!;
const database = scratchDatabaseName();
let workDir = '';
let proxy: TcpProxy;
let shop: ShopProcess;
let guestCookie = '';
let customerCookie = '';

const TEXTS = {
  fr: {
    lang: 'fr',
    title: 'Service momentanément indisponible',
    text: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
  en: { lang: 'en', title: 'Temporarily unavailable', text: 'The service is briefly unavailable. Please try again in a few moments.' },
};

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');

async function post(pathName: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${shop.url}${pathName}`, {
    method: 'POST',
    headers: { origin: shop.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const page = (pathName: string, cookie: string, language: 'fr' | 'en') =>
  fetch(`${shop.url}${encodeURI(pathName)}`, { headers: { cookie, 'accept-language': language }, redirect: 'manual' });

/** The shop's JSON log lines written since `from` characters (it also writes pg's plain stderr lines). */
function logSince(from: number): { level: number; msg: string; reqId?: string }[] {
  return shop
    .log()
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string });
}

describe('the database unreachable, on the pages', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'atelier-outage-'));
    await createDatabase(serverUrl, database);
    const server = new URL(serverUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    shop = await startShop(
      process.cwd(),
      { DATABASE_URL: proxy.urlFor(databaseUrl(serverUrl, database)), DATA_DIR: path.join(workDir, 'data'), LOG_LEVEL: 'info', RENDER_THREADS: '1' },
      workDir,
    );
    const list = (await (await fetch(`${shop.url}/api/store/products`)).json()) as { items: { id: number }[] };
    const product = (await (await fetch(`${shop.url}/api/store/products/${list.items[0]!.id}`)).json()) as {
      id: number;
      stock: { colorId: number; sizeId: number; quantity: number }[];
    };
    const line = product.stock.find((s) => s.quantity > 0)!;
    const added = await post('/api/store/cart/lines', { productId: product.id, colorId: line.colorId, sizeId: line.sizeId, quantity: 1 });
    expect(added.status).toBe(200);
    guestCookie = cookiesOf(added);
    const signedIn = await post('/api/store/account/login', DEMO_CUSTOMER);
    expect(signedIn.status).toBe(200);
    customerCookie = cookiesOf(signedIn);
  });

  afterAll(async () => {
    await shop?.stop();
    await proxy?.close();
    await dropDatabase(serverUrl, database);
    await rm(workDir, { recursive: true, force: true });
  });

  const personalPages = () =>
    [
      ['a guest’s cart page', '/panier', guestCookie, 'fr'],
      ['a customer’s cart page', '/panier', customerCookie, 'en'],
      ['a customer’s orders', '/commandes', customerCookie, 'fr'],
      ['a customer’s address book', '/address-utilisateur', customerCookie, 'en'],
    ] as const;

  it('serves them while the database is there', async () => {
    for (const [what, pathName, cookie, language] of personalPages()) expect((await page(pathName, cookie, language)).status, what).toBe(200);
  });

  it('answers 503 with Retry-After and a page in the visitor’s language while it is unreachable, told once in the log', async () => {
    const from = shop.log().length;
    await proxy.cut();
    for (const [what, pathName, cookie, language] of personalPages()) {
      const response = await page(pathName, cookie, language);
      expect(response.status, what).toBe(503);
      expect(response.headers.get('retry-after'), what).toBe('5');
      expect(response.headers.get('cache-control'), what).toBe('no-store');
      const html = await response.text();
      const texts = TEXTS[language];
      expect(html, what).toContain(`<html lang="${texts.lang}"`);
      expect(html, what).toContain(`<h1>${texts.title}</h1>`);
      expect(html, what).toContain(texts.text);
    }
    // The catalogue is in memory: its pages do not need the database.
    expect((await page('/t-shirts', '', 'fr')).status).toBe(200);
    const cart = await fetch(`${shop.url}/api/store/cart`, { headers: { cookie: guestCookie, 'accept-language': 'en' } });
    expect(cart.status).toBe(503);
    expect(await cart.json()).toEqual({ error: { code: 'service_unavailable', message: TEXTS.en.text } });

    const lines = logSince(from);
    expect(lines.filter((line) => line.reqId !== undefined && line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.msg.startsWith('database unreachable'))).toEqual([expect.objectContaining({ level: 40 })]);
  });

  it('answers as usual once the database is back, without a restart, and says the outage is over', async () => {
    const from = shop.log().length;
    await proxy.restore();
    await expect.poll(async () => (await page('/panier', guestCookie, 'fr')).status, { interval: 500 }).toBe(200);
    for (const [what, pathName, cookie, language] of personalPages()) expect((await page(pathName, cookie, language)).status, what).toBe(200);
    await expect
      .poll(
        () =>
          logSince(from)
            .filter((line) => line.msg.startsWith('database outage over'))
            .map((line) => line.level),
        { interval: 500 },
      )
      .toEqual([30]);
  });
});
