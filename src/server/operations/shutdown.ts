import type { FastifyInstance } from 'fastify';
import type { MailWorker } from '../mail';

/** Requests in flight get this long to finish once a stop is asked; the connections still open are then closed. */
const REQUESTS_GRACE_MS = 10_000;
/** A mail being sent gets this long before it is handed back to the outbox. */
const MAIL_GRACE_MS = 5_000;
/** Whatever hangs (a database that does not answer), the process is gone by then: under the usual 30 s an orchestrator waits. */
const HARD_LIMIT_MS = 25_000;

export type ShutdownParts = {
  app: FastifyInstance;
  mailWorker: MailWorker;
  /** Workers stopped after their run in flight (periodic jobs). */
  workers: { stop(): Promise<void> }[];
  database: { close(): Promise<void> };
};

/**
 * A stop asked by SIGTERM or SIGINT (ADR 24): /readyz answers 503 at once and the server stops
 * accepting connections; requests in flight finish (up to REQUESTS_GRACE_MS, then their
 * connections are closed); meanwhile the workers stop, the mail worker handing back a mail it
 * could not finish sending; then the database is closed and the process exits. A second
 * signal exits at once.
 */
export function stopOnSignals(parts: ShutdownParts, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    const { app } = parts;
    if (stopping) {
      app.log.warn({ signal }, 'second stop signal: exiting now');
      return exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      exit(1);
    }, HARD_LIMIT_MS).unref();
    try {
      await shutDown(parts);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

async function shutDown({ app, mailWorker, workers, database }: ShutdownParts): Promise<void> {
  app.readiness.shuttingDown();
  const late = setTimeout(() => {
    app.log.warn('requests still running after the grace period: their connections are closed');
    app.server.closeAllConnections();
  }, REQUESTS_GRACE_MS);
  await Promise.all([
    // Fastify stops accepting, closes idle keep-alive connections, waits for the requests in flight, then runs its onClose hooks.
    app.close().finally(() => clearTimeout(late)),
    mailWorker.stop({ handBackAfterMs: MAIL_GRACE_MS }),
    ...workers.map((worker) => worker.stop()),
  ]);
  await database.close();
}
