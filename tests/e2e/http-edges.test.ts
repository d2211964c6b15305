import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from '../timeouts';
import { useShopServer } from './helpers/shop';

/**
 * The built shop at its HTTP edges (issue 7, faults 1, 3 and 10), through plain HTTP: pages
 * with cookies they cannot read, methods pages do not take, unknown API paths, broken
 * request lines, and the security headers of a page.
 */
const shop = useShopServer();

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** node:http, because fetch refuses methods such as TRACE. */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, shop.baseUrl), { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes, for request lines no HTTP client would write. */
function sendRaw(text: string): Promise<string> {
  const { hostname, port } = new URL(shop.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(WAIT_MS, () => socket.destroy(new Error('no answer')));
  });
}

/** What the server wrote to its log (warnings and errors) while `action` ran. */
async function serverLogDuring(action: () => Promise<void>): Promise<string> {
  const before = (await readFile(shop.logFile, 'utf8')).length;
  await action();
  // A quiet period, not a wait for an event: the checks are that nothing was logged. The shop
  // writes an error's line as it handles the request, before its answer; the pause covers the
  // lines written once the answer has left, and a busy machine can only make a check miss one.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return (await readFile(shop.logFile, 'utf8')).slice(before);
}

describe('a page asked with cookies it cannot read', () => {
  it.each(['/', '/a-propos', '/panier', '/produit/1'])('%s is served in the browser’s language', async (path) => {
    const answer = await send('GET', path, { cookie: 'lang=%; cart=%ZZ; sid=%E0%A4%A', 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/<html lang="fr"/);
  });
});

describe('a method pages do not take', () => {
  it.each([
    ['TRACE', '/a-propos', 'GET, HEAD'],
    ['TRACE', '/', 'GET, HEAD'],
    ['TRACE', '/api/store/cart', 'GET, HEAD, DELETE'],
    ['OPTIONS', '/panier', 'GET, HEAD'],
    ['POST', '/a-propos', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow, and logs no stack trace', async (method, path, allow) => {
    let answer: Answer | undefined;
    const log = await serverLogDuring(async () => {
      answer = await send(method, path, { 'accept-language': 'en' });
    });
    expect(answer!.status).toBe(405);
    expect(answer!.headers.allow).toBe(allow);
    expect(JSON.parse(answer!.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
    expect(log).not.toMatch(/\bat .+:\d+:\d+|"level":50|Error:/);
  });
});

describe('an unknown API path', () => {
  it.each(['GET', 'POST', 'DELETE'])('answers the API’s JSON 404 to %s, not a page', async (method) => {
    const answer = await send(method, '/api/store/nothing', { 'accept-language': 'en' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'not_found', message: 'This page or resource does not exist.' } });
  });
});

describe('a malformed request line', () => {
  it('gets a 400 with no body on HEAD', async () => {
    const [head, body] = (await sendRaw('HEAD /a b HTTP/1.1\r\nHost: localhost\r\n\r\n')).split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(body).toBe('');
  });

  it('gets the API’s JSON error otherwise', async () => {
    const [head, body] = (await sendRaw('GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n')).split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body!)).toMatchObject({ error: { code: 'invalid_request' } });
  });
});

describe('the security headers of a page served over plain HTTP', () => {
  it('say no HSTS and one framing rule', async () => {
    const answer = await send('GET', '/a-propos');
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });
});

describe('a page asked with a Host the shop is not, or with none (issue 22)', () => {
  it.each([
    ['in absolute form naming another site', 'GET http://evil.example/back/login HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'],
    ['in HTTP/1.0 without a Host header', 'GET / HTTP/1.0\r\n\r\n'],
  ])('%s is answered the page, on the shop’s own address, logging no error', async (_case, request) => {
    let answer = '';
    const log = await serverLogDuring(async () => {
      answer = await sendRaw(request);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(body).toMatch(/<html lang="(fr|en)"/);
    expect(body).not.toContain('evil.example');
    expect(log).not.toMatch(/"level":50|ERR_INVALID_URL/);
  });
});
