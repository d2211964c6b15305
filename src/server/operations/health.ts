import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { probeStorage, type StorageFailure } from './storage';

/** Why an instance is not ready, as /readyz says it (a load balancer or an operator reads it). */
export type NotReadyReason = 'starting' | 'shutting_down' | 'database_unreachable' | 'migrations_pending' | `${string}_worker_stopped`;

/** A database that does not answer within this is as good as unreachable for a visitor. */
const DATABASE_TIMEOUT_MS = 2_000;

/**
 * What /readyz checks besides the database: the background workers start.ts registers (the mail
 * worker), and whether the instance is shutting down, so a load balancer stops sending it
 * visitors before it stops accepting them.
 */
export class Readiness {
  private readonly workers: { name: string; running: () => boolean }[] = [];
  private readonly startup = new Map<string, Promise<unknown>>();
  private stopping = false;

  /**
   * Work the instance finishes before it serves visitors (the render threads loading the web
   * build, the demo data): until all of it is done the instance answers /healthz but not ready,
   * and visitors are asked to come back in a moment (startingGate).
   */
  startsWith(name: string, work: Promise<unknown>): void {
    this.startup.set(name, work);
    // Whoever awaits started() hears of a failure; it is never an unhandled rejection here.
    work.then(
      () => this.startup.delete(name),
      () => undefined,
    );
  }

  /** What the start is still waiting for, named for an operator. */
  pendingStartup(): string[] {
    return [...this.startup.keys()];
  }

  get starting(): boolean {
    return this.startup.size > 0;
  }

  /** Resolves when every piece of start-up work is done; rejects with the first that failed. */
  async started(): Promise<void> {
    await Promise.all(this.startup.values());
  }

  requireWorker(name: string, running: () => boolean): void {
    this.workers.push({ name, running });
  }

  shuttingDown(): void {
    this.stopping = true;
  }

  /** `newestMigration`: the `created_at` drizzle records for the newest migration this code has. */
  async check(db: Database, newestMigration: number): Promise<NotReadyReason | null> {
    if (this.stopping) return 'shutting_down';
    if (this.starting) return 'starting';
    const applied = await newestAppliedMigration(db);
    if (applied === null) return 'database_unreachable';
    if (applied < newestMigration) return 'migrations_pending';
    const stopped = this.workers.find((worker) => !worker.running());
    return stopped ? `${stopped.name}_worker_stopped` : null;
  }
}

/** One cheap query answers both "is the database there" and "is it migrated"; null: no answer in time. */
async function newestAppliedMigration(db: Database): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DATABASE_TIMEOUT_MS);
  });
  const query = db
    .execute(sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`)
    .then((result) => Number((result as unknown as { rows: { newest: string }[] }).rows[0]?.newest ?? 0));
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process answers (no database, nothing else): a liveness probe restarts
 * an instance that stops answering this. `GET /readyz`: this instance can serve visitors
 * (database reachable and migrated, workers running, not shutting down, and a small file can be
 * written in each of `storageFolders`); 503 with the reason otherwise (`storage_full`,
 * `storage_unwritable` for the storage), so a load balancer sends visitors elsewhere and the
 * operator sees why. Neither looks at cookies or caches.
 */
export function healthRoutes(
  app: FastifyInstance,
  {
    db,
    readiness,
    newestMigration,
    storageFolders,
  }: { db: Database; readiness: Readiness; newestMigration: number; storageFolders: readonly string[] },
) {
  const probe = { schema: { hide: true } };
  let storageWas: StorageFailure | null = null;
  app.get('/healthz', probe, (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const [checked, storage] = await Promise.all([
      readiness.check(db, newestMigration).catch((error: unknown) => {
        request.log.warn({ err: error }, 'readiness: the database check failed');
        return 'database_unreachable' as const;
      }),
      probeStorage(storageFolders),
    ]);
    // Said when it changes, not at every probe.
    if (storage !== storageWas)
      request.log[storage ? 'error' : 'info'](
        { storage },
        storage ? 'readiness: the storage refuses writes' : 'readiness: the storage takes writes again',
      );
    storageWas = storage;
    const reason = checked ?? (storage && (`storage_${storage}` as const));
    if (reason === null) return reply.send({ status: 'ready' });
    return reply.status(503).send({ status: 'unavailable', reason });
  });
}
