import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inThreadEngine, type EmbeddedEngine } from './embedded-engine';
import { asPGlite, codecsOf, EmbeddedClient } from './pglite-statements';
import { pgliteThreadEngine } from './pglite-thread-engine';

const engines: [string, () => Promise<{ engine: EmbeddedEngine; raw?: PGlite }>][] = [
  [
    'on this thread',
    async () => {
      const raw = new PGlite();
      return { engine: inThreadEngine(raw), raw };
    },
  ],
  ['on a thread of its own', async () => ({ engine: await pgliteThreadEngine(undefined) })],
];

describe.each(engines)('PGlite %s, with its statements kept', (_where, open) => {
  let raw: PGlite | undefined;
  let cached: PGlite;
  let client: EmbeddedClient;

  beforeAll(async () => {
    const opened = await open();
    raw = opened.raw;
    client = new EmbeddedClient(opened.engine, await codecsOf(opened.engine));
    cached = asPGlite(client);
    await cached.query(
      'create table items (id serial primary key, name text not null unique, price numeric(10, 2), tags int[], meta jsonb, seen_at timestamptz, active boolean)',
    );
    await cached.query(`insert into items (name, price, tags, meta, seen_at, active) values
      ('one', 12.50, '{1,2}', '{"a": 1}', '2026-11-24T10:00:00Z', true),
      ('two', null, null, null, null, false)`);
  });

  afterAll(() => client.close());

  const preparedStatements = async () =>
    (await cached.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map((row) => row.statement);

  it('answers exactly as PGlite does, rows as objects or arrays, parsers of the caller on top', async () => {
    const sql = 'select id, name, price, tags, meta, seen_at, active from items where id >= $1 order by id';
    // drizzle keeps timestamps as text and converts them itself.
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    if (raw) {
      expect(await cached.query(sql, [1])).toEqual(await raw.query(sql, [1]));
      expect(await cached.query(sql, [1], options)).toEqual(await raw.query(sql, [1], options));
    }
    expect((await cached.query(sql, [1])).rows[1]).toEqual({ id: 2, name: 'two', price: null, tags: null, meta: null, seen_at: null, active: false });
    expect((await cached.query(sql, [1], options)).rows[0]).toEqual([1, 'one', '12.50', [1, 2], { a: 1 }, '2026-11-24 10:00:00+00', true]);
  });

  it('prepares a statement once and runs it again with other values', async () => {
    const sql = 'select name from items where id = $1';
    for (const id of [1, 2, 1, 2]) await cached.query(sql, [id]);
    expect((await cached.query<{ name: string }>(sql, [2])).rows).toEqual([{ name: 'two' }]);
    expect((await preparedStatements()).filter((statement) => statement === sql)).toHaveLength(1);
  });

  it('counts the rows a write changed', async () => {
    expect((await cached.query('update items set active = $1 where active = $2', [true, true])).affectedRows).toBe(1);
  });

  it('keeps the SQLSTATE of a failure, and the next query works', async () => {
    await expect(cached.query('insert into items (name) values ($1)', ['one'])).rejects.toMatchObject({ code: '23505' });
    expect((await cached.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again a statement whose table changed under it', async () => {
    const sql = 'select * from items where id = $1';
    expect(Object.keys((await cached.query<object>(sql, [1])).rows[0]!)).not.toContain('colour');
    await cached.query('alter table items add column colour text');
    expect(Object.keys((await cached.query<object>(sql, [1])).rows[0]!)).toContain('colour');
  });

  it('never runs a query inside another caller’s open transaction', async () => {
    let outside: Promise<unknown> | undefined;
    await cached
      .transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['inside']);
        outside = cached.query('insert into items (name) values ($1)', ['outside']);
        // Gives the outside query every chance to slip in before the rollback: the database
        // answers it within this wait (a fraction of a millisecond) unless the lock holds it.
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await outside;
    const names = (await cached.query<{ name: string }>('select name from items where name in ($1, $2)', ['inside', 'outside'])).rows;
    expect(names).toEqual([{ name: 'outside' }]);
  });
});
