import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { poolOf, type Database } from '../../db/client';
import { postgresRateLimitStore } from './postgres-store';

export type RateLimitStore = {
  /** Where the counters live, for the start-up log line and the tests. */
  kind: 'redis' | 'postgres' | 'memory';
  /** The store's part of the rate-limit plugin's options. */
  options: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'store' | 'skipOnError'>;
  close(): Promise<void>;
};

/** A failed Redis connection is retried every few seconds: its errors are logged once a minute. */
const REDIS_LOG_EVERY_MS = 60_000;

/**
 * Where the rate limits count calls (ADR 24): every instance must see the same counts, or N
 * instances would allow N times the limit. Redis when REDIS_URL is set (the plugin's own store;
 * fastest); otherwise the PostgreSQL database the instances share; the process's memory on
 * PGlite, where the shop is one process.
 */
export function sharedRateLimitStore({ redisUrl, db, log }: { redisUrl: string | undefined; db: Database; log: FastifyBaseLogger }): RateLimitStore {
  if (redisUrl) {
    // Few retries per command: a call waits at most a few seconds for a Redis that is down.
    const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
    let loggedAt = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - loggedAt < REDIS_LOG_EVERY_MS) return;
      loggedAt = Date.now();
      log.error({ err: error }, 'rate limits: Redis cannot be reached; calls are not limited meanwhile');
    });
    return {
      kind: 'redis',
      // Redis down: the limits lapse rather than every limited call (sign-in, registration) failing.
      // Sign-in throttling per account lives in the database and still holds (ADR 8).
      options: { redis, nameSpace: 'atelier-rate-limit:', skipOnError: true },
      close: async () => {
        redis.disconnect();
      },
    };
  }
  if (poolOf(db)) return { kind: 'postgres', options: { store: postgresRateLimitStore(db, log) }, close: async () => {} };
  return { kind: 'memory', options: {}, close: async () => {} };
}
