import { types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { DatabaseError, serialize } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser.js';
import { concatBytes } from './concat-bytes';
import type { EmbeddedEngine } from './embedded-engine';
import { SharedOrAlone } from './shared-or-alone';

type Field = { name: string; dataTypeID: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };
type BackendMessage = { name: string } & Record<string, unknown>;
type Parse = (value: string, typeId: number) => unknown;
type Serialize = (value: unknown) => string;

/** Enough for every query shape the shop issues; a shape beyond it closes the least recently used. */
const MAX_STATEMENTS = 500;
/** Errors a kept statement can meet after the schema changed under it (or was closed meanwhile): prepare it again once. */
const STALE_STATEMENT = new Set(['0A000', '26000']);
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The backend's messages in `bytes`; its first error is thrown (with its SQLSTATE in `code`) once
 * all are read. Read and written with node-postgres's protocol package rather than PGlite's copy
 * of it: PGlite's copies every field into a buffer of its own before decoding it and keeps its
 * state in private fields compiled to WeakMaps, about ten times the CPU for a cart's three lines
 * (100 against 11 us), on the thread that also serves HTTP.
 */
function backendMessages(bytes: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  let failure: unknown;
  new Parser().parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), (message) => {
    if (message instanceof DatabaseError) failure ??= message;
    else messages.push(message as unknown as BackendMessage);
  });
  if (failure) throw failure;
  return messages;
}

/** PGlite's type parsers and serializers, array types of every element type included, as PGlite sets them up at start. */
type Codecs = { parsers: Record<number, Parse>; serializers: Record<number, Serialize> };

/**
 * PGlite's `query()` parses and plans every statement again and crosses into its WebAssembly
 * engine six times per query (parse, describe, bind, describe, execute, sync); planning was
 * half the time of the shop's hot reads. This keeps one named server-side statement per SQL
 * text (drizzle writes the same text for the same query shape) and runs it with one exchange:
 * bind, execute, sync. Results have `query()`'s shape, so drizzle cannot tell the difference.
 * Without `keep` (migrations: each statement runs once) a statement is prepared unnamed and
 * run at once.
 */
class StatementCache {
  /** A statement being prepared is shared too: two callers of a new shape prepare it once. */
  private readonly statements = new Map<string, Promise<Statement>>();
  private counter = 0;

  constructor(
    private readonly exchange: (message: Uint8Array, sync: boolean) => Promise<BackendMessage[]>,
    private readonly codecs: Codecs,
    private readonly keep: boolean,
  ) {}

  /** `sync`: what the statement wrote is on disk before it answers (outside a transaction). */
  async run<T>(sql: string, params: unknown[] = [], options: QueryOptions | undefined, sync: boolean): Promise<Results<T>> {
    if (!this.keep) return this.execute<T>(await this.prepare(sql, '', options), params, options, sync);
    let statement = this.statements.get(sql);
    try {
      statement ??= this.kept(sql, options);
      return await this.execute<T>(await statement, params, options, sync, sql);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !STALE_STATEMENT.has(code)) throw error;
      await this.forget(sql);
      return this.execute<T>(await this.kept(sql, options), params, options, sync, sql);
    }
  }

  private kept(sql: string, options?: QueryOptions): Promise<Statement> {
    if (this.statements.size >= MAX_STATEMENTS) void this.forget(this.statements.keys().next().value!);
    const statement = this.prepare(sql, `s${++this.counter}`, options);
    this.statements.set(sql, statement);
    // A failed preparation (a syntax error) is not kept: the same text fails again, not from memory.
    statement.catch(() => {
      if (this.statements.get(sql) === statement) this.statements.delete(sql);
    });
    return statement;
  }

  private async prepare(sql: string, name: string, options?: QueryOptions): Promise<Statement> {
    const messages = await this.exchange(
      concatBytes([serialize.parse({ name, text: sql, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      false,
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const rows = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
    return { name, paramTypes: params?.dataTypeIDs ?? [], fields: rows?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [] };
  }

  private async forget(sql: string): Promise<void> {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    const { name } = await statement.catch(() => ({ name: null }));
    if (name) await this.exchange(concatBytes([serialize.close({ type: 'S', name }), serialize.sync()]), false);
  }

  private async execute<T>(
    statement: Statement,
    params: unknown[],
    options: QueryOptions | undefined,
    sync: boolean,
    sql?: string,
  ): Promise<Results<T>> {
    // Least recently used first: a statement run again moves to the end of the map.
    const kept = sql === undefined ? undefined : this.statements.get(sql);
    if (kept) {
      this.statements.delete(sql!);
      this.statements.set(sql!, kept);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = (options?.serializers?.[type] as Serialize | undefined) ?? this.codecs.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.exchange(
      concatBytes([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      sync,
    );
    const own = options?.parsers as Record<number, Parse> | undefined;
    const fields = statement.fields.map(({ name, dataTypeID }) => ({
      name,
      dataTypeID,
      parse: own?.[dataTypeID] ?? this.codecs.parsers[dataTypeID],
    }));
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

/** PGlite's own answer to a COMMIT that the backend turned into a rollback (an error inside the transaction was caught). */
class TransactionRolledBack extends Error {
  readonly code = '25P02';
  constructor() {
    super('Transaction was rolled back instead of committed');
  }
}

/**
 * The client drizzle's PGlite driver is given: what of PGlite's interface drizzle and the shop
 * call (`query`, `transaction`, `close`), over an engine that answers wire-protocol bytes.
 *
 * PGlite is one connection. A transaction therefore runs alone: it waits for the queries
 * already under way, and queries asked for meanwhile wait for its end, so none slips into it.
 * Queries outside transactions do not wait for one another: their exchanges queue in the
 * engine, which, on its own thread, runs the next while this thread reads the last answer.
 * A write outside a transaction, or a transaction's COMMIT, is answered once the engine has
 * written it (`sync`): a caller told "done" never loses it to a crash.
 */
export class EmbeddedClient {
  private readonly lock = new SharedOrAlone();
  private readonly cache: StatementCache;

  constructor(
    private readonly engine: EmbeddedEngine,
    codecs: Codecs,
    { keepStatements = true }: { keepStatements?: boolean } = {},
  ) {
    this.cache = new StatementCache((message, sync) => this.send(message, sync), codecs, keepStatements);
  }

  private async send(message: Uint8Array, sync: boolean): Promise<BackendMessage[]> {
    return backendMessages(await this.engine.exchange(message, sync));
  }

  /** A statement of the simple protocol (BEGIN, COMMIT, ROLLBACK), the same text for every transaction. */
  private simple(text: string, sync = false): Promise<BackendMessage[]> {
    return this.send(serialize.query(text), sync);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.lock.shared(() => this.cache.run<T>(sql, params, options, true));
  }

  transaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.lock.alone(async () => {
      await this.simple('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.cache.run<R>(sql, params, options, false);
        },
        rollback: async () => {
          open();
          await this.simple('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await body(tx);
        if (!closed) {
          closed = true;
          const [done] = (await this.simple('COMMIT', true)).filter((m) => m.name === 'commandComplete');
          if (done?.text === 'ROLLBACK') throw new TransactionRolledBack();
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.simple('ROLLBACK');
        }
        throw error;
      }
    });
  }

  /** Waits for the queries under way, then closes the engine. */
  close(): Promise<void> {
    return this.lock.alone(() => this.engine.close());
  }
}

/** The client's type where drizzle's PGlite driver asks for a PGlite. */
export const asPGlite = (client: EmbeddedClient) => client as unknown as PGlite;

const ARRAY_TYPES = `
  SELECT b.oid, b.typarray
  FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A'
  GROUP BY b.oid, b.typarray
  ORDER BY b.oid`;

/**
 * PGlite's parsers and serializers, with those of the array types the database knows (enums'
 * arrays included), read as PGlite reads them when it starts: ask again after migrations.
 */
export async function codecsOf(engine: EmbeddedEngine): Promise<Codecs> {
  const codecs: Codecs = { parsers: { ...types.parsers } as Codecs['parsers'], serializers: { ...types.serializers } as Codecs['serializers'] };
  const client = new EmbeddedClient(engine, codecs, { keepStatements: false });
  const { rows } = await client.query<{ oid: number; typarray: number }>(ARRAY_TYPES);
  for (const { oid, typarray } of rows) {
    // As PGlite does: an element type without a parser of its own stays text.
    codecs.parsers[typarray] = (value) => types.arrayParser(value, codecs.parsers[oid] as Parameters<typeof types.arrayParser>[1], typarray);
    codecs.serializers[typarray] = (value) => types.arraySerializer(value, codecs.serializers[oid] as Serialize, typarray);
  }
  return codecs;
}
