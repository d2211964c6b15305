import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statements';

let raw: PGlite;
let cached: PGlite;

beforeAll(async () => {
  raw = new PGlite();
  cached = withStatementCache(raw);
  await raw.exec(`
    create table items (id serial primary key, name text not null unique, price numeric(10, 2), tags int[], meta jsonb, seen_at timestamptz, active boolean);
    insert into items (name, price, tags, meta, seen_at, active) values
      ('one', 12.50, '{1,2}', '{"a": 1}', '2026-11-24T10:00:00Z', true),
      ('two', null, null, null, null, false);
  `);
});

afterAll(() => raw.close());

const preparedStatements = async () =>
  (await raw.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map((row) => row.statement);

describe('PGlite with its statements kept', () => {
  it('answers exactly as PGlite does, rows as objects or arrays, parsers of the caller on top', async () => {
    const sql = 'select id, name, price, tags, meta, seen_at, active from items where id >= $1 order by id';
    // drizzle keeps timestamps as text and converts them itself.
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    expect(await cached.query(sql, [1])).toEqual(await raw.query(sql, [1]));
    expect(await cached.query(sql, [1], options)).toEqual(await raw.query(sql, [1], options));
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
    await raw.exec('alter table items add column colour text');
    expect(Object.keys((await cached.query<object>(sql, [1])).rows[0]!)).toContain('colour');
  });

  it('never runs a query inside another caller’s open transaction', async () => {
    let outside: Promise<unknown> | undefined;
    await cached
      .transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['inside']);
        outside = cached.query('insert into items (name) values ($1)', ['outside']);
        // Gives the outside query every chance to slip in before the rollback: PGlite in memory
        // runs a query without I/O, its steps all promise callbacks, which run before any timer
        // fires however busy the machine; only the lock it waits for can hold it.
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await outside;
    const names = (await cached.query<{ name: string }>('select name from items where name in ($1, $2)', ['inside', 'outside'])).rows;
    expect(names).toEqual([{ name: 'outside' }]);
  });
});
