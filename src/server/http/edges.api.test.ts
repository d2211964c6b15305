import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { LogCapture } from '../../../tests/helpers/log-capture';
import { insertCustomer, signInAs } from '../../../tests/helpers/sessions';
import { WAIT_MS } from '../../../tests/timeouts';
import enErrors from '../../i18n/en/errors';
import frErrors from '../../i18n/fr/errors';

/**
 * The API at its edges (issue 7, faults 3, 9 and 10): methods and paths no route takes,
 * requests the HTTP parser refuses, and the headers every answer carries.
 */
let t: TestApp;
let secure: TestApp;
const log = new LogCapture();

beforeAll(async () => {
  [t, secure] = await Promise.all([createTestApp({ logStream: log }), createTestApp({ publicUrl: 'https://boutique.example' })]);
});

afterAll(async () => {
  await Promise.all([t?.close(), secure?.close()]);
});

describe('a method no route of a path takes', () => {
  it.each([
    ['TRACE', '/api/store/cart', 'GET, HEAD, DELETE'],
    ['PUT', '/api/store/cart', 'GET, HEAD, DELETE'],
    ['POST', '/api/store/products/12', 'GET, HEAD'],
    ['PATCH', '/api/store/addresses/12/default', 'POST'],
    ['OPTIONS', '/api/store/account', 'GET, HEAD, DELETE'],
    ['PROPFIND', '/api/store/cart', 'GET, HEAD, DELETE'],
  ])('%s %s answers 405 with the methods it takes, and logs no error', async (method, url, allow) => {
    const from = log.lines.length;
    const response = await t.app.inject({ method: method as 'GET', url, headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'method_not_allowed', message: frErrors.methodNotAllowed } });
    expect(log.entries(from).filter((entry) => (entry.level as number) >= 40)).toEqual([]);
  });
});

describe('a path no API route takes', () => {
  it.each(['GET', 'POST', 'DELETE', 'TRACE', 'PROPFIND'])('answers the API’s JSON 404 to %s', async (method) => {
    const response = await t.app.inject({ method: method as 'GET', url: '/api/store/nothing/here?x=1', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: enErrors.notFound } });
  });

  it('is not listed in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).filter((path) => path.includes('*'))).toEqual([]);
  });
});

describe('a URL the router cannot read', () => {
  it.each([
    ['cannot be decoded', '/api/store/addresses/%E0%A4%A', 400],
    ['has a path parameter too long to be one', `/api/store/newsletter/unsubscribe/${'x'.repeat(600)}`, 414],
  ])('answers the API’s JSON error when it %s, without repeating the URL', async (_case, url, status) => {
    const response = await t.app.inject({ url, headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code: 'invalid_request', message: frErrors.invalidRequest } });
  });
});

/** Sends raw bytes to the listening app and returns everything it answers before closing. */
async function rawExchange(app: TestApp['app'], request: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(WAIT_MS, () => socket.destroy(new Error(`no answer to ${JSON.stringify(request)}`)));
  });
}

describe('a request line the HTTP parser refuses', () => {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each(['HEAD /a b HTTP/1.1', 'HEAD / HTTP/9.9', 'HEAD /\u0001 HTTP/1.1'])('answers 400 with no body to %j', async (line) => {
    const answer = await rawExchange(t.app, `${line}\r\nHost: localhost\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(body).toBe('');
  });

  it('answers 400 with the API’s JSON error to any other method', async () => {
    const answer = await rawExchange(t.app, 'GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(body!)).toEqual({ error: { code: 'invalid_request', message: enErrors.invalidRequest } });
  });
});

describe('cache headers', () => {
  it.each([
    ['GET', '/api/store/account'],
    ['GET', '/api/store/addresses'],
    ['GET', '/api/store/cart'],
    ['DELETE', '/api/store/cart'],
    ['PUT', '/api/store/cart/promo'],
  ] as const)('%s %s is never stored by a cache, whatever its status', async (method, url) => {
    const customer = await insertCustomer(t.db);
    const cookie = await signInAs(t.db, customer.id);
    const response = await t.app.inject({ method, url, headers: { cookie }, ...(method === 'PUT' ? { payload: { code: 'NOPE' } } : {}) });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method, url, ...(method === 'PUT' ? { payload: { code: 'NOPE' } } : {}) });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue cacheable', async () => {
    for (const url of ['/api/store/products', '/api/store/settings', '/api/store/colors']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'] ?? '').not.toMatch(/no-store/);
    }
  });
});

describe('security headers', () => {
  it('sends HSTS only when the shop is served over HTTPS', async () => {
    expect((await t.app.inject({ url: '/api/store/settings' })).headers['strict-transport-security']).toBeUndefined();
    expect((await secure.app.inject({ url: '/api/store/settings' })).headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('tells browsers not to sniff types, send referrers or share the window, on every kind of answer', async () => {
    for (const url of ['/api/store/products', '/api/store/nothing', '/api/docs/json', '/robots.txt']) {
      const { headers } = await t.app.inject({ url });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('states one framing rule, CSP frame-ancestors, on every kind of answer', async () => {
    for (const url of ['/api/store/settings', '/api/store/nothing', '/api/docs', '/api/docs/json', '/robots.txt']) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
    }
  });
});

describe('cookies the shop cannot read', () => {
  const unreadable = 'lang=%; sid=%E0%A4%A; cart=%ZZ';

  it('are ignored: the language comes from the browser, the visitor is a guest with an empty cart', async () => {
    const cart = await t.app.inject({ url: '/api/store/cart', headers: { cookie: unreadable } });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ lines: [], promo: null });

    const account = await t.app.inject({ url: '/api/store/account', headers: { cookie: unreadable, 'accept-language': 'fr' } });
    expect(account.statusCode).toBe(401);
    expect(account.json()).toEqual({ error: { code: 'not_signed_in', message: frErrors.notSignedIn } });
  });

  it('do not stop a guest from filling a cart', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/store/cart/promo',
      payload: { code: 'NOPE' },
      headers: { cookie: unreadable, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('invalid_promo');
  });
});
