import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/database';
import { eventually } from '../../tests/helpers/wait';
import { CHANGE_FEED_APPLICATION, inProcessChangeFeed, postgresChangeFeed, type ChangeFeed, type ChangeReason } from './change-feed';
import type { DatabaseHandle } from './client';

/**
 * The change feed (ADR 16) on the engine of the project running it. On PostgreSQL: two feeds
 * on one database stand for two instances of the shop, each with its own listening connection.
 */
const engine = inject('databaseEngine');
const silent = { info() {}, warn() {} };

/** The reasons a subscriber was called with; `waitFor` resolves with them once `count` calls came. */
function calls(feed: ChangeFeed, topic: string) {
  const seen: ChangeReason[] = [];
  feed.subscribe(topic, (reason) => seen.push(reason));
  return {
    seen,
    async waitFor(count: number): Promise<ChangeReason[]> {
      await eventually(() => expect(seen.length).toBeGreaterThanOrEqual(count));
      return seen;
    },
  };
}

describe.runIf(engine === 'pglite')('the change feed on PGlite', () => {
  it('reaches this process only: there is no other instance to tell', () => {
    const feed = inProcessChangeFeed();
    const own = calls(feed, 'catalogue');
    feed.publish('catalogue');
    expect(feed.reach).toBe('process');
    expect(own.seen).toEqual([]);
  });
});

describe.runIf(engine === 'postgres')('the change feed on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let one: ChangeFeed;
  let two: ChangeFeed;

  const listeners = async () => {
    const [row] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() AND application_name = ${CHANGE_FEED_APPLICATION}`);
    return row!.count;
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    one = await postgresChangeFeed({ url: handle.url!, db: handle.db, log: silent });
    two = await postgresChangeFeed({ url: handle.url!, db: handle.db, log: silent });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await handle?.close();
  });

  it('tells the other instance, on that topic only, and not the one that published', async () => {
    const mine = calls(one, 'catalogue');
    const theirs = calls(two, 'catalogue');
    const theirStock = calls(two, 'stock');
    const started = Date.now();
    one.publish('catalogue');
    expect(await theirs.waitFor(1)).toEqual(['remote']);
    // The bound a customer would notice: the other instance serves the change within a second (ADR 16).
    expect(Date.now() - started).toBeLessThan(1_000);
    // A listening connection receives notifications in the order they were committed: once the
    // publisher hears the other instance's next change, its own notification has arrived before
    // it, and was not applied; nor was the other topic's subscriber run.
    two.publish('catalogue');
    expect(await mine.waitFor(1)).toEqual(['remote']);
    expect(theirStock.seen).toEqual([]);
    expect(one.reach).toBe('instances');
  });

  it('hands the other instance the keys a change names, and none when it names none', async () => {
    const keys: (number[] | undefined)[] = [];
    two.subscribe('stock', (_reason, named) => keys.push(named));
    one.publish('stock', [7, 42]);
    one.publish('stock');
    await eventually(() => expect(keys).toEqual([[7, 42], undefined]));
  });

  it('listens again after its connection was cut, refreshes everything it may have missed, and hears the next change', async () => {
    const oneCatalogue = calls(one, 'catalogue');
    const twoCatalogue = calls(two, 'catalogue');
    const twoStock = calls(two, 'stock');
    expect(await listeners()).toBe(2);

    // What a server restart or a network failure does to the listening connections.
    await handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${CHANGE_FEED_APPLICATION}`,
    );
    expect(await twoCatalogue.waitFor(1)).toEqual(['resync']);
    expect(await twoStock.waitFor(1)).toEqual(['resync']);
    expect(await oneCatalogue.waitFor(1)).toEqual(['resync']);

    two.publish('catalogue');
    expect(await oneCatalogue.waitFor(2)).toEqual(['resync', 'remote']);
    expect(await listeners()).toBe(2);
  });

  it('stops listening when closed', async () => {
    const extra = await postgresChangeFeed({ url: handle.url!, db: handle.db, log: silent });
    const heard = calls(extra, 'catalogue');
    const stillOpen = calls(two, 'catalogue');
    expect(await listeners()).toBe(3);
    await extra.close();
    expect(await listeners()).toBe(2);
    // The instance still listening hears the change; the closed one, without a connection, did not.
    one.publish('catalogue');
    expect(await stillOpen.waitFor(1)).toEqual(['remote']);
    expect(heard.seen).toEqual([]);
    expect(await listeners()).toBe(2);
  });
});
