import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import { queryStoppedShop, startShop, type ShopProcess } from '../helpers/shop-process';

/**
 * Issue 12's graceful shutdown, on the built shop as `npm start` runs it: asked to stop
 * (SIGTERM) while a visitor's request is still arriving and a mail is being sent to a mail
 * server that does not answer, the shop stops taking connections, answers the visitor, hands
 * the mail back to the outbox (due now, not left leased for minutes) and exits cleanly.
 */
let workDir = '';
let shop: ShopProcess | undefined;
let smtp: SMTPServer | undefined;

/** A mail server that takes a mail's data and never says it got it: the shop's send hangs. */
async function stallingMailServer(): Promise<{ port: number; receiving: Promise<void> }> {
  let started: () => void = () => {};
  const receiving = new Promise<void>((resolve) => (started = resolve));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 100,
    onData: (stream) => {
      started();
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', () => resolve()));
  return { port: (smtp.server.address() as AddressInfo).port, receiving };
}

const readDatabase = <T>(query: string, params: unknown[] = []) => queryStoppedShop<T>(path.join(workDir, 'data'), query, params);

/** A POST whose body arrives in two parts: the request is in flight until `finish()`. */
function slowRequest(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  let answer: (value: { status: number; body: string }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const sent = request(`${url}/api/store/account/password/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  sent.on('response', (response) => {
    let text = '';
    response.on('data', (chunk: Buffer) => (text += chunk.toString()));
    response.on('end', () => answer({ status: response.statusCode ?? 0, body: text }));
  });
  sent.on('error', fail);
  sent.write(body.slice(0, half));
  return { answered, finish: () => sent.end(body.slice(half)) };
}

/** Whether the shop still takes a TCP connection on its port. */
function takesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The requests to `route` the shop has begun to handle, by its log (at info, one line as each request's head is read). */
const requestsBegun = (shop: ShopProcess, route: string) =>
  shop
    .log()
    .split('\n')
    .filter((line) => line.includes('"msg":"incoming request"') && line.includes(route)).length;

const exitOf = (child: ShopProcess['child']) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

describe('a shop asked to stop (SIGTERM)', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'atelier-shutdown-'));
  });

  afterAll(async () => {
    await shop?.stop('SIGKILL');
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await rm(workDir, { recursive: true, force: true });
  });

  it('answers the request in flight, hands the mail being sent back to the outbox, and exits with 0', async () => {
    const mailServer = await stallingMailServer();
    shop = await startShop(
      process.cwd(),
      // At info, the log says when the shop began a request (its head read, its body not yet).
      { DATA_DIR: path.join(workDir, 'data'), SMTP_URL: `smtp://127.0.0.1:${mailServer.port}`, RENDER_THREADS: '1', LOG_LEVEL: 'info' },
      workDir,
    );

    // A password reset for the demo customer: the worker claims its mail and the mail server stalls on it.
    const reset = await fetch(`${shop.url}/api/store/account/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email }),
    });
    expect(reset.status).toBe(202);
    await mailServer.receiving;

    const forgot = '/api/store/account/password/forgot';
    const begun = requestsBegun(shop, forgot);
    const visitor = slowRequest(shop.url, JSON.stringify({ email: 'visiteur.lent@exemple.fr' }));
    // The shop has begun the visitor's request, whose body is still arriving, before the signal.
    await expect.poll(() => requestsBegun(shop!, forgot)).toBe(begun + 1);
    const exited = exitOf(shop.child);
    shop.child.kill('SIGTERM');

    // It stops taking connections while that request is still open.
    await expect.poll(() => takesConnections(shop!.url)).toBe(false);

    visitor.finish();
    const answer = await visitor.answered;
    expect(answer.status).toBe(202);
    expect(JSON.parse(answer.body)).toHaveProperty('message');

    expect(await exited).toBe(0);
    const lines = shop
      .log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    shop = undefined;
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain('mail delivery stopped mid-send: the mail is handed back');

    const [mail] = await readDatabase<{ status: string; attempts: number; due_in_seconds: number }>(
      `select status, attempts, extract(epoch from next_attempt_at - now())::int as due_in_seconds
       from mail_outbox where "to" = $1 and template = 'reset-password'`,
      [DEMO_CUSTOMER.email],
    );
    // Pending, no attempt counted, and due now: not leased to the stopped process for five minutes.
    expect(mail).toMatchObject({ status: 'pending', attempts: 0 });
    expect(mail!.due_in_seconds).toBeLessThanOrEqual(0);
  });
});
