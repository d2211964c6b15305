import type { FastifyBaseLogger } from 'fastify';

/**
 * The database away for a moment (PostgreSQL restarting, a failover, the network between): the
 * requests that need it answer 503 with Retry-After and the translated "try again" message
 * (errors.ts for the API, http/react-router.ts and render/ for pages), and the owner is told once,
 * not once per request. The pool opens new connections by itself when the server is back.
 */

/** Seconds a client is asked to wait before trying again: the pool is back within 3 to 6 s of the server. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors: the server refuses, drops or never answers the connection, or its name does not resolve. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);
/** PostgreSQL's SQLSTATEs of a server going away (admin_shutdown, crash_shutdown) or not taking connections yet (cannot_connect_now). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** Class 08, connection exception (08000, 08001 cannot establish, 08006 connection failure…). */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
/** What pg and pg-pool throw without a code when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

/**
 * Whether `error` says the database cannot be reached, rather than that a query is wrong. Drizzle
 * wraps a failed query's error in its own (`cause`), and Node gives a connection tried on several
 * addresses as an AggregateError: both are looked through.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0) {
    const candidate = queue.shift();
    if (!(candidate instanceof Error) || seen.has(candidate)) continue;
    seen.add(candidate);
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || CONNECTION_EXCEPTION.test(code))) return true;
    if (DRIVER_MESSAGES.has(candidate.message)) return true;
    queue.push(candidate.cause);
    if (candidate instanceof AggregateError) queue.push(...(candidate.errors as unknown[]));
  }
  return false;
}

/** After this long without a request finding the database unreachable, the outage counts as over. */
const QUIET_MS = 10_000;

/**
 * One warning when requests start finding the database unreachable, one info line once none has
 * for QUIET_MS, with how many were answered 503 meanwhile: an outage is two log lines, whatever
 * the traffic.
 */
export class DatabaseOutageLog {
  private outage: { since: number; last: number; answered: number; log: FastifyBaseLogger; timer: NodeJS.Timeout } | null = null;

  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request answered 503 because of `error`. */
  report(log: FastifyBaseLogger, error: unknown): void {
    const now = this.now();
    if (!this.outage) {
      log.warn(
        { err: error },
        `database unreachable: requests that need it answer 503 (Retry-After ${DATABASE_RETRY_AFTER_SECONDS} s) until it is back`,
      );
      this.outage = { since: now, last: now, answered: 0, log, timer: this.ended() };
    } else {
      clearTimeout(this.outage.timer);
      this.outage.timer = this.ended();
    }
    this.outage.answered += 1;
    this.outage.last = now;
  }

  private ended(): NodeJS.Timeout {
    const timer = setTimeout(() => {
      const outage = this.outage;
      if (!outage) return;
      this.outage = null;
      const seconds = Math.round((outage.last - outage.since) / 1000);
      outage.log.info(
        { answered503: outage.answered, seconds },
        `database outage over: no request has found it unreachable for ${Math.round(this.quietMs / 1000)} s (${outage.answered} answered 503 over ${seconds} s)`,
      );
    }, this.quietMs);
    timer.unref();
    return timer;
  }
}

/** The process's one outage log: one process is one shop. */
const outageLog = new DatabaseOutageLog();

/**
 * True, and counted in the outage log, when `error` is the database being unreachable: the caller
 * answers 503. False for any other error, which the caller handles as before.
 */
export function noteDatabaseUnreachable(log: FastifyBaseLogger, error: unknown): boolean {
  if (!isDatabaseUnreachable(error)) return false;
  outageLog.report(log, error);
  return true;
}
