import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';

/**
 * Tells the other running instances of the shop that something they keep in memory changed
 * (ADR 16). A writer applies the change to its own memory, then publishes its topic once the
 * change has committed; every other instance runs what it subscribed for that topic.
 *
 * On PostgreSQL the topics travel by `NOTIFY` on one channel (channels are per database, so
 * two shops on one server never hear each other), and each instance keeps one dedicated
 * connection in `LISTEN`. When that connection drops, it is opened again, and since
 * notifications sent meanwhile are lost, every subscriber then runs as if its topic had
 * changed ('resync'). On PGlite the shop is one process: there is nobody to tell.
 */
export type ChangeFeed = {
  /** 'instances': other processes hear it (PostgreSQL); 'process': there is no other instance (PGlite). */
  readonly reach: 'instances' | 'process';
  /**
   * Tells the other instances that `topic` changed, `keys` saying what of it when the topic's
   * subscribers can use that (the products whose stock moved); call it after the change
   * committed. Never throws: a failure is logged.
   */
  publish(topic: string, keys?: readonly number[]): void;
  /**
   * Runs `apply` when another instance publishes `topic` (with the keys it named, if any), or
   * after a lost connection came back ('resync', no keys: anything may have changed). Returns
   * what stops it.
   */
  subscribe(topic: string, apply: (reason: ChangeReason, keys?: number[]) => void): () => void;
  close(): Promise<void>;
};

export type ChangeReason = 'remote' | 'resync';

/** What the feed logs with (pino's, so errors go through the shop's serializers). */
export type ChangeFeedLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** One channel for the whole shop: the topic is in the payload. */
export const CHANGES_CHANNEL = 'atelier_changes';
/** How the listening connections show in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'atelier change feed';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;
/** A LISTEN connection receives nothing for hours in a quiet shop; asking it something now and then finds one a network dropped silently. */
const HEARTBEAT_MS = 30_000;
const HEARTBEAT_TIMEOUT_MS = 10_000;

/** PGlite: a single process, whose writers apply their changes themselves. */
export function inProcessChangeFeed(): ChangeFeed {
  return {
    reach: 'process',
    publish() {},
    subscribe: () => () => {},
    close: async () => {},
  };
}

type Message = { from: string; topic: string; keys?: number[] };

function parse(payload: string | undefined): Message | null {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (typeof message.from !== 'string' || typeof message.topic !== 'string') return null;
    // Keys that are not a list of whole numbers say nothing: the subscriber then takes the whole topic as changed.
    const keys = Array.isArray(message.keys) && message.keys.every((key) => Number.isSafeInteger(key)) ? message.keys : undefined;
    return { from: message.from, topic: message.topic, ...(keys ? { keys } : {}) };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL: publishes through the shop's pool (any connection will do, and the pool already
 * replaces broken ones) and listens on a connection of its own. Resolves once it listens, so
 * an instance that loads its catalogue afterwards cannot miss a change made in between.
 */
export async function postgresChangeFeed({ url, db, log }: { url: string; db: Database; log: ChangeFeedLog }): Promise<ChangeFeed> {
  // Notifications come back to the instance that sent them: this id tells them apart.
  const self = randomUUID();
  const subscribers = new Map<string, Set<(reason: ChangeReason, keys?: number[]) => void>>();
  let listening: pg.Client | null = null;
  let closed = false;
  let retryDelay = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const run = (topic: string, reason: ChangeReason, keys?: number[]) => {
    for (const apply of subscribers.get(topic) ?? []) apply(reason, keys);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: CHANGE_FEED_APPLICATION });
    client.on('notification', ({ channel, payload }) => {
      const message = channel === CHANGES_CHANNEL ? parse(payload) : null;
      if (message && message.from !== self) run(message.topic, 'remote', message.keys);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      throw error;
    }
    listening = client;
    heartbeatTimer = setInterval(() => void heartbeat(client), HEARTBEAT_MS).unref();
  };

  const heartbeat = async (client: pg.Client) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the listening connection did not answer')), HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch (error) {
      lost(client, error);
    } finally {
      clearTimeout(timer);
    }
  };

  /** The listening connection is gone (or useless): drop it and open another. Runs once per connection. */
  const lost = (client: pg.Client, error?: unknown) => {
    if (listening !== client) return;
    listening = null;
    clearInterval(heartbeatTimer);
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, 'change feed: the listening connection was lost; opening it again');
    retry();
  };

  const retry = () => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          retryDelay = FIRST_RETRY_MS;
          log.info({}, 'change feed: listening again; refreshing everything kept in memory');
          // Whatever was published while we were away was not heard.
          for (const topic of subscribers.keys()) run(topic, 'resync');
        },
        (error: unknown) => {
          if (closed) return;
          retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
          log.warn({ err: error }, 'change feed: cannot listen yet; trying again');
          retry();
        },
      );
    }, retryDelay).unref();
  };

  await connect();

  return {
    reach: 'instances',
    publish(topic, keys) {
      const payload = JSON.stringify({ from: self, topic, ...(keys ? { keys: [...keys] } : {}) } satisfies Message);
      db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${payload})`).catch((error: unknown) => {
        log.warn({ err: error, topic }, 'change feed: the other instances could not be told of a change');
      });
    },
    subscribe(topic, apply) {
      let set = subscribers.get(topic);
      if (!set) subscribers.set(topic, (set = new Set()));
      set.add(apply);
      return () => set.delete(apply);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      const client = listening;
      listening = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}
