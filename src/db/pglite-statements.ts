import { protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type Field = { name: string; dataTypeID: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };
type BackendMessage = { name: string } & Record<string, unknown>;

const { serialize } = protocol;
/** Enough for every query shape the shop issues; a shape beyond it closes the least recently used. */
const MAX_STATEMENTS = 500;
/** Errors a kept statement can meet after the schema changed under it: prepare it again once. */
const STALE_STATEMENT = new Set(['0A000', '26000']);
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite's `query()` parses and plans every statement again and crosses into its WebAssembly
 * engine six times per query (parse, describe, bind, describe, execute, sync); planning was
 * half the time of the shop's hot reads. This keeps one named server-side statement per SQL
 * text (drizzle writes the same text for the same query shape) and runs it with one crossing:
 * bind, execute, sync. Results have `query()`'s shape, so drizzle cannot tell the difference.
 */
class StatementCache {
  private readonly statements = new Map<string, Statement>();
  private counter = 0;

  constructor(private readonly pg: PGlite) {}

  async run<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let statement = this.statements.get(sql);
    try {
      statement ??= await this.prepare(sql, options);
      return await this.execute<T>(sql, statement, params, options);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!statement || !code || !STALE_STATEMENT.has(code)) throw error;
      await this.forget(sql);
      return this.execute<T>(sql, await this.prepare(sql, options), params, options);
    }
  }

  private async prepare(sql: string, options?: QueryOptions): Promise<Statement> {
    if (this.statements.size >= MAX_STATEMENTS) await this.forget(this.statements.keys().next().value!);
    const name = `s${++this.counter}`;
    const messages = (await this.pg.execProtocolStream(
      concat([serialize.parse({ name, text: sql, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    )) as unknown as BackendMessage[];
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const rows = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
    const statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: rows?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
    };
    this.statements.set(sql, statement);
    return statement;
  }

  private async forget(sql: string): Promise<void> {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    await this.pg.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }

  private async execute<T>(sql: string, statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Least recently used first: a statement run again moves to the end of the map.
    this.statements.delete(sql);
    this.statements.set(sql, statement);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = (await this.pg.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    )) as unknown as BackendMessage[];
    const own = options?.parsers;
    const fields = statement.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID, parse: own?.[dataTypeID] ?? this.pg.parsers[dataTypeID] }));
    const arrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount = Number.NaN;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const raw = message.fields as (string | null)[];
        // PGlite's parsers (array types included) with the caller's on top, as `query()` does.
        const values = raw.map((value, i) => {
          const { parse, dataTypeID } = fields[i]!;
          return value === null || !parse ? value : parse(value, dataTypeID);
        });
        if (arrays) rows.push(values);
        else rows.push(Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
      } else if (message.name === 'commandComplete') {
        // As PGlite counts: rowCount for every command, affectedRows for the writes.
        const words = (message.text as string).split(' ');
        command = words[0]!;
        rowCount = Number.parseInt(words.at(-1)!, 10);
        if (WRITES.has(command) && !Number.isNaN(rowCount)) affectedRows += rowCount;
      }
    }
    return {
      rows: rows as T[],
      fields: statement.fields,
      ...(command === undefined ? {} : { command }),
      affectedRows,
      ...(Number.isNaN(rowCount) ? {} : { rowCount }),
    } as Results<T>;
  }
}

type Exclusive = { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };

/**
 * The PGlite instance drizzle is given: `query()` and the queries of `transaction()` go
 * through the statement cache, under the same two locks PGlite takes itself (no query slips
 * into another caller's open transaction, one protocol exchange at a time); everything else
 * is PGlite's own.
 */
export function withStatementCache(pg: PGlite): PGlite {
  const cache = new StatementCache(pg);
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
          if (target.closed) throw new Error('Transaction is closed');
          return pg.runExclusive(() => cache.run<T>(sql, params, options));
        };
      },
    });
  // What is assigned on the wrapper stays on it (tests wrap `query` to count queries).
  const assigned = new Map<PropertyKey, unknown>();
  return new Proxy(pg, {
    set(_target, property, value) {
      assigned.set(property, value);
      return true;
    },
    deleteProperty(_target, property) {
      return assigned.delete(property);
    },
    getOwnPropertyDescriptor(target, property) {
      if (assigned.has(property)) return { value: assigned.get(property), writable: true, enumerable: true, configurable: true };
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
    get(target, property) {
      if (assigned.has(property)) return assigned.get(property);
      if (property === 'query')
        return async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
          await target.waitReady;
          const result = await (target as unknown as Exclusive)._runExclusiveTransaction(() =>
            target.runExclusive(() => cache.run<T>(sql, params, options)),
          );
          await target.syncToFs();
          return result;
        };
      if (property === 'transaction') return <T>(fn: (tx: Transaction) => Promise<T>) => target.transaction((tx) => fn(inTransaction(tx)));
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite keeps its state in private fields, which only the instance itself may read.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
