import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/** Expired counters are deleted at most this often per instance; until then they are merely reset when hit. */
const PURGE_EVERY_MS = 60_000;

/**
 * The rate-limit plugin's store in the shop's PostgreSQL database (ADR 24), so that every
 * instance counts the same calls. A call is one statement: an upsert that starts a new window
 * when the row's has ended and counts one more otherwise, atomically whatever the number of
 * instances hitting the same key. The database's clock decides when windows end, so instances
 * whose clocks differ still agree. Fixed windows, as the plugin's own stores count.
 */
export function postgresRateLimitStore(db: Database, log: Pick<FastifyBaseLogger, 'warn'>): FastifyRateLimitStoreCtor {
  let purgedAt = Date.now();
  const purgeNowAndThen = () => {
    if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = Date.now();
    db.execute(sql`delete from rate_limit_counters where resets_at < now()`).catch((error: unknown) => {
      log.warn({ err: error }, 'rate limits: expired counters could not be deleted');
    });
  };

  async function hit(key: string, timeWindow: number): Promise<Count> {
    const result = await db.execute(sql`
      insert into rate_limit_counters as c (key, hits, resets_at)
      values (${key}, 1, now() + ${timeWindow}::int * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
        resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
      returning hits, ceil(extract(epoch from c.resets_at - now()) * 1000)::int as ttl`);
    purgeNowAndThen();
    const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
    return { current: row!.hits, ttl: Math.max(0, row!.ttl) };
  }

  async function read(key: string): Promise<Count> {
    const result = await db.execute(sql`
      select hits, ceil(extract(epoch from resets_at - now()) * 1000)::int as ttl
      from rate_limit_counters where key = ${key} and resets_at > now()`);
    const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
    return row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 };
  }

  const answer = (promise: Promise<Count>, callback: Callback) =>
    promise.then(
      (count) => callback(null, count),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );

  /** `scope` keeps each limit's counters apart: the route's method and URL, as the plugin's Redis store does. */
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin makes the root store with its own options; `child` makes one per limit with its scope. */
    constructor(scope: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      void answer(hit(`${this.scope}|${key}`, timeWindow), callback);
    }

    read(key: string, callback: Callback): void {
      void answer(read(`${this.scope}|${key}`), callback);
    }

    child(options: object): FastifyRateLimitStore {
      const { routeInfo, max, timeWindow } = options as {
        routeInfo?: { method?: string | string[]; url?: string };
        max?: unknown;
        timeWindow?: unknown;
      };
      // A limit made with createRateLimit has no route: its numbers name it.
      const scope = routeInfo?.url ? `${[routeInfo.method].flat().join(',')} ${routeInfo.url}` : `limit ${String(max)}/${String(timeWindow)}`;
      return new PostgresRateLimitStore(scope);
    }
  }
  return PostgresRateLimitStore;
}
