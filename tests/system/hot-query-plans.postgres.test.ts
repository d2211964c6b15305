import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/processes';
import { largeSeedPostgres, type LargeSeedSize } from '../../scripts/bench/large-seed';
import { openDatabase } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { captureQueries, type SentStatement } from '../helpers/database';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../helpers/postgres';
import { castHotPaths, walkHotPaths } from './hot-paths';

/**
 * No hot query reads a large table from end to end (issue 25, ADR 46). The shop runs in this
 * process on PostgreSQL over the large seed, the hot paths are walked through its HTTP API
 * while every SQL statement it sends is captured, and each is EXPLAINed with its own
 * parameters: a plan holding a sequential scan of a table of more than 10,000 rows fails the
 * test, with the statement and its plan.
 *
 * The seed is the large one's shape at a tenth of its orders and a fifth of its customers
 * (10,000 products, 20,000 customers, 100,000 orders): the planner already prefers an index to
 * reading any of those tables for the lookups of a page, and the whole seed written here would
 * take minutes more than the test's budget.
 */
const LARGE_TABLE_ROWS = 10_000;
const SEED: LargeSeedSize = { products: 10_000, customers: 20_000, orders: 100_000 };

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
type Offence = { statement: SentStatement; tables: string[]; plan: string };

/**
 * The dashboard's low stock: every variant at or under the threshold, counted and the fewest
 * listed, read from end to end on purpose. An index on the quantity would cost every stock
 * change of every purchase its HOT update.
 */
const WHOLE_TABLE_READS = [/^select [^;]+, count\(\*\) over \(\) from "stock" inner join "products" [^;]+$/];

type SeqScan = { table: string; underLimit: boolean; rowsRead?: number };

/** The sequential scans of a plan: the table, whether a LIMIT may stop it, and the rows it read when the plan was run (EXPLAIN ANALYZE). */
function seqScans(node: PlanNode, underLimit = false): SeqScan[] {
  const limited = underLimit || node['Node Type'] === 'Limit';
  const own =
    node['Node Type'].endsWith('Seq Scan') && node['Relation Name']
      ? [
          {
            table: node['Relation Name'],
            underLimit: limited,
            rowsRead:
              node['Actual Loops'] === undefined
                ? undefined
                : ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'],
          },
        ]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScans(child, limited))];
}

/** What can be planned: reads and writes, not the transactions' and sessions' own commands. */
const planned = (text: string) => /^\s*(select|with|insert|update|delete)\b/i.test(text);
/** Reads, which can be run again to see what their scans really read. */
const readOnly = (text: string) => /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text);

/**
 * The statements whose plan reads a large table sequentially. A read is run too (EXPLAIN
 * ANALYZE, in a transaction rolled back): a scan under a LIMIT that stopped before half the
 * table (a count capped at 1,001 that a common search fills early) reads as many rows as the
 * LIMIT needs whatever the table's size, and passes; a rare search read to the end does not.
 */
async function offences(url: string, statements: SentStatement[]): Promise<Offence[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const explain = async (options: string, { text, values }: SentStatement) => {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({ text: `explain (${options}, format json) ${text}`, values });
    return rows[0]!['QUERY PLAN'][0].Plan;
  };
  try {
    const { rows } = await client.query<{ relname: string; reltuples: number }>(
      `select relname, reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`,
      [LARGE_TABLE_ROWS],
    );
    const large = new Map(rows.map((row) => [row.relname, row.reltuples]));
    const readsTable = ({ table, underLimit, rowsRead }: SeqScan) =>
      large.has(table) && !(underLimit && rowsRead !== undefined && rowsRead < large.get(table)! / 2);
    const seen = new Set<string>();
    const found: Offence[] = [];
    for (const statement of statements) {
      const key = JSON.stringify(statement);
      if (!planned(statement.text) || seen.has(key) || WHOLE_TABLE_READS.some((read) => read.test(statement.text.trim()))) continue;
      seen.add(key);
      let scans = seqScans(await explain('costs', statement));
      if (!scans.some((scan) => large.has(scan.table))) continue;
      if (readOnly(statement.text)) {
        await client.query('begin');
        try {
          scans = seqScans(await explain('analyze', statement));
        } finally {
          await client.query('rollback');
        }
      }
      const tables = scans.filter(readsTable).map((scan) => scan.table);
      if (tables.length === 0) continue;
      const text = await client.query<{ 'QUERY PLAN': string }>({ text: `explain ${statement.text}`, values: statement.values });
      found.push({ statement, tables, plan: text.rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    return found;
  } finally {
    await client.end();
  }
}

describe('the hot paths on a large shop (PostgreSQL)', () => {
  const server = process.env.TEST_DATABASE_URL!;
  const name = scratchDatabaseName();
  const url = databaseUrl(server, name);
  let t: TestApp;
  let shopUrl: string;

  beforeAll(async () => {
    await createDatabase(server, name);
    await largeSeedPostgres(url, null, SEED, () => {});
    // The shop's origin is the address the requests come to (the Origin check of writes).
    const port = await freePort();
    shopUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ database: await openDatabase({ url }), publicUrl: shopUrl });
    await t.app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    await dropDatabase(server, name);
  });

  it(`plans no sequential scan of a table of more than ${LARGE_TABLE_ROWS.toLocaleString('en')} rows`, async () => {
    const cast = await castHotPaths(t.db);
    // The in-memory catalogue is loaded first, as the shop's start does (start.ts): that load reads
    // the published products, their pictures and the stock from end to end on purpose, once per
    // start or catalogue edit. After an order it reads again only the stock rows of the products
    // the order moved, which the walk's product read after the purchase checks.
    await t.app.catalogue.snapshot();
    const sent = await captureQueries(t.db, () => walkHotPaths(shopUrl, cast));
    expect(sent.length).toBeGreaterThan(50);
    const found = await offences(url, sent);
    expect(
      found.map(
        ({ statement, tables, plan }) => `${tables.join(', ')} read whole by:\n${statement.text}\n${JSON.stringify(statement.values)}\n${plan}`,
      ),
    ).toEqual([]);
  });
});
