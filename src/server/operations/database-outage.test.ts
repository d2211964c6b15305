import net from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { DatabaseOutageLog, isDatabaseUnreachable } from './database-outage';

/** What a query through drizzle on pg throws when the server at `port` (127.0.0.1) misbehaves that way. */
async function queryError(port: number): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: `postgres://atelier@127.0.0.1:${port}/atelier`, connectionTimeoutMillis: 2_000 });
  pool.on('error', () => {});
  try {
    await drizzle(pool).execute(sql`select 1`);
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the query succeeded');
}

/** pg's own error for a server's answer with this SQLSTATE, wrapped by drizzle as a failed query is. */
function serverError(code: string, message: string): DrizzleQueryError {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return new DrizzleQueryError('select 1', [], error);
}

let refusing = 0;
const dropping = net.createServer((socket) => socket.destroy());
const silent = net.createServer(() => {});

beforeAll(async () => {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  refusing = (closed.address() as net.AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  dropping.close();
  silent.close();
});

describe('isDatabaseUnreachable', () => {
  it('recognises a server that refuses, drops or never answers the connection, through drizzle’s wrapping', async () => {
    const refused = await queryError(refusing);
    expect(refused).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnreachable(refused)).toBe(true);
    expect(isDatabaseUnreachable(await queryError((dropping.address() as net.AddressInfo).port))).toBe(true);
    expect(isDatabaseUnreachable(await queryError((silent.address() as net.AddressInfo).port))).toBe(true);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect to server'],
  ])('recognises PostgreSQL’s %s (%s)', (code, message) => {
    expect(isDatabaseUnreachable(serverError(code, message))).toBe(true);
  });

  it('recognises socket errors however deep, and a connection tried on several addresses', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isDatabaseUnreachable(new Error('outer', { cause: new Error('middle', { cause: reset }) }))).toBe(true);
    const unreachable = Object.assign(new Error('connect EHOSTUNREACH'), { code: 'EHOSTUNREACH' });
    expect(isDatabaseUnreachable(new AggregateError([unreachable], 'connect failed'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a serialization failure', serverError('40001', 'could not serialize access')],
    ['a query cancelled by its timeout', serverError('57014', 'canceling statement due to statement timeout')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['an answer given on purpose', new HttpError(502, 'payment_provider_error', 'errors:payment.providerError')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s to the usual handling', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('ends on an error that is its own cause', () => {
    const loop = new Error('loop');
    (loop as { cause?: unknown }).cause = loop;
    expect(isDatabaseUnreachable(loop)).toBe(false);
  });
});

describe('DatabaseOutageLog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const logger = () => {
    const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
    const at = (level: string) => (fields: Record<string, unknown>, msg: string) => lines.push({ level, fields, msg });
    return { lines, log: { warn: at('warn'), info: at('info'), error: at('error') } as unknown as FastifyBaseLogger };
  };

  it('says an outage twice whatever the traffic: a warning when it starts, an info line once nothing has failed for 10 s', () => {
    vi.useFakeTimers();
    const outage = new DatabaseOutageLog(10_000, () => Date.now());
    const { lines, log } = logger();
    const error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (let second = 0; second < 30; second++) {
      for (let request = 0; request < 50; request++) outage.report(log, error);
      vi.advanceTimersByTime(1_000);
    }
    expect(lines.map((line) => line.level)).toEqual(['warn']);
    expect(lines[0]).toMatchObject({ fields: { err: error }, msg: expect.stringContaining('database unreachable') });

    // The last failure was a second ago: 10 s after it, the outage is over.
    vi.advanceTimersByTime(8_999);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect(lines[1]).toMatchObject({ fields: { answered503: 1_500, seconds: 29 }, msg: expect.stringContaining('database outage over') });

    // The next outage is told again.
    outage.report(log, error);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info', 'warn']);
  });
});
