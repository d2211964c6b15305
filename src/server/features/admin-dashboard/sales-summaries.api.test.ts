import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertCatalogueBase } from '../../../../tests/helpers/factories';
import { insertOrder } from '../../../../tests/helpers/orders';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { poolOf, type DbOrTx } from '../../../db/client';
import { bulkOrdersSql } from '../../../db/seed/bulk-orders';
import { bulkProductsSql } from '../../../db/seed/bulk-products';
import { summarizeSales, BEST_SELLERS_COUNT, type BestSeller, type SalesDashboard } from '../../../domain/sales/sales-dashboard';
import { salesCalendar, type BucketSales, type TimeWindow } from '../../../domain/sales/sales-periods';
import { foldSalesChanges } from './sales-folding';

/**
 * The dashboard read from its summaries (ADR 50) says exactly what it said when it summed the
 * orders themselves (ADR 23): the queries it ran then are kept here as the reference, and both
 * read the same orders, seeded over two years, with orders placed a millisecond either side of
 * every Paris midnight and cut of the dashboard, at clocks on and off the hour and on both
 * clock-change days; then again after payments, cancellations, refunds, staff hiding and
 * showing orders, deletions and lines added, emptied of their product or removed. It does with
 * the triggers' changes still unfolded (ADR 53), and once they are folded, when the summaries
 * must also equal the same sums made again from scratch.
 */

const CLOCKS = [
  new Date(),
  new Date('2026-03-29T10:17:23.456Z'), // the spring clock change (a 23-hour Paris day)
  new Date('2025-10-26T23:30:00.001Z'), // the autumn clock change's evening (a 25-hour day before)
  new Date('2026-06-01T10:00:00.000Z'), // on a whole hour: no cut inside an hour
  new Date('2026-06-01T22:00:00.000Z'), // a Paris midnight
];

let clock = CLOCKS[0]!;
let t: TestApp;
let staffCookie: string;
let productIds: number[];

const rows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const soldWhere = (o: string) => sql.raw(`${o}.paid_at is not null and ${o}.status <> 'cancelled' and ${o}.hidden_by_staff_at is null`);

/** The dashboard's sums per piece as it read them from the orders before the summaries. */
async function referencePieces(db: DbOrTx, boundaries: readonly Date[]): Promise<BucketSales[]> {
  const cuts = `{${boundaries.map((instant) => instant.toISOString()).join(',')}}`;
  const found = await rows<{ bucket: number; revenue: string; n: number }>(
    db,
    sql`select width_bucket(o.created_at, ${cuts}::timestamptz[]) as bucket, sum(o.total_cents)::bigint as revenue, count(*)::int as n
      from orders o where ${soldWhere('o')} and o.created_at >= ${boundaries[0]!.toISOString()}::timestamptz
        and o.created_at < ${boundaries.at(-1)!.toISOString()}::timestamptz
      group by 1`,
  );
  return found.map((row) => ({ bucket: row.bucket, revenueCents: Number(row.revenue), orders: row.n }));
}

/** The best sellers as they were read from the orders before the summaries. */
async function referenceBestSellers(db: DbOrTx, { from, to }: TimeWindow): Promise<BestSeller[]> {
  // Named as the API names them; the test's sums fit an int.
  return rows<BestSeller>(
    db,
    sql`select p.id as "productId", p.reference, p.name_fr as "nameFr", p.name_en as "nameEn", sold.units, sold.revenue_cents::int as "revenueCents"
      from (
        select l.product_id, sum(l.quantity)::int as units, sum(l.quantity * l.unit_price_cents)::bigint as revenue_cents
        from orders o join order_lines l on l.order_id = o.id
        where ${soldWhere('o')} and o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz
          and l.product_id is not null
        group by l.product_id
      ) sold join products p on p.id = sold.product_id
      order by sold.units desc, sold.revenue_cents desc, p.id
      limit ${BEST_SELLERS_COUNT}`,
  );
}

async function dashboardAt(at: Date): Promise<SalesDashboard> {
  clock = at;
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: staffCookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function expectEveryClockToAgree() {
  for (const at of CLOCKS) {
    const calendar = salesCalendar(at);
    const month = calendar.periods.find((period) => period.key === 'month')!.current;
    const expected = summarizeSales(calendar, await referencePieces(t.db, calendar.boundaries));
    const answer = await dashboardAt(at);
    expect(answer.periods, at.toISOString()).toEqual(expected.periods);
    expect(answer.daily, at.toISOString()).toEqual(expected.daily);
    expect(answer.bestSellers, at.toISOString()).toEqual(await referenceBestSellers(t.db, month));
    // Not an agreement on nothing: each clock's days and month sold.
    expect(answer.bestSellers, at.toISOString()).toHaveLength(BEST_SELLERS_COUNT);
    expect(answer.daily.filter((day) => day.orders > 0).length, at.toISOString()).toBeGreaterThan(30);
  }
}

/**
 * The dashboard agrees with the orders before and after the changes are folded; folded, the
 * summaries equal the same sums made again from every order and line (rows at zero aside).
 */
async function expectSummariesToBeExact() {
  await expectEveryClockToAgree();
  const [pending] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from sales_hour_changes`);
  expect(pending!.n).toBeGreaterThan(0);
  await foldSalesChanges(t.db);
  await expectEveryClockToAgree();
  const [left] = await rows<{ n: number }>(
    t.db,
    sql`select (select count(*) from sales_hour_changes)::int + (select count(*) from product_sales_day_changes)::int as n`,
  );
  expect(left!.n).toBe(0);
  const hours = await rows<{ hour: string; orders: number; revenue: string }>(
    t.db,
    sql`select hour::text, orders, revenue_cents::text as revenue from sales_hours where orders <> 0 or revenue_cents <> 0 order by hour`,
  );
  const hoursAgain = await rows<{ hour: string; orders: number; revenue: string }>(
    t.db,
    sql`select sales_hour(o.created_at)::text as hour, count(*)::int as orders, sum(o.total_cents)::text as revenue
      from orders o where ${soldWhere('o')} group by 1 order by 1`,
  );
  expect(hours).toEqual(hoursAgain);
  const days = await rows<{ day: string; product_id: number; units: number; revenue: string }>(
    t.db,
    sql`select day::text, product_id, units, revenue_cents::text as revenue from product_sales_days
      where units <> 0 or revenue_cents <> 0 order by day, product_id`,
  );
  const daysAgain = await rows<{ day: string; product_id: number; units: number; revenue: string }>(
    t.db,
    sql`select sales_day(o.created_at)::text as day, l.product_id, sum(l.quantity)::int as units, sum(l.quantity * l.unit_price_cents)::text as revenue
      from orders o join order_lines l on l.order_id = o.id where ${soldWhere('o')} and l.product_id is not null group by 1, 2 order by 1, 2`,
  );
  expect(days).toEqual(daysAgain);
}

/** A sold order of a product line or two, placed at `at`. */
const soldOrderAt = (at: Date, n: number) =>
  insertOrder(t.db, {
    createdAt: at,
    shippingCents: 0,
    lines: [
      { productId: productIds[n % productIds.length]!, quantity: 1 + (n % 3), unitPriceCents: 1990 + 100 * (n % 7) },
      ...(n % 2 === 0 ? [{ productId: productIds[(n * 7) % productIds.length]!, quantity: 2, unitPriceCents: 4990 }] : []),
    ],
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staffCookie = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
  await insertCatalogueBase(t.db);
  // Several statements: sent one by one (a prepared statement holds one).
  for (const statement of bulkProductsSql(12, { variedColours: true })
    .split(/;\s*\n/)
    .filter((text) => text.trim() !== ''))
    await t.db.execute(sql.raw(statement));
  await t.db.execute(sql.raw(bulkOrdersSql(3000, 'Somme', { bulkProductLines: true })));
  productIds = (await rows<{ id: number }>(t.db, sql`select id from products order by id`)).map((row) => row.id);
  // A millisecond either side of every cut that is not a Paris midnight, and of the first and last midnights.
  let n = 0;
  for (const at of CLOCKS) {
    const { boundaries } = salesCalendar(at);
    const edges = boundaries.filter((cut, i) => i < 2 || i >= boundaries.length - 6 || cut.getTime() % 3_600_000 !== 0);
    for (const cut of edges) for (const shift of [-1, 0, 1]) await soldOrderAt(new Date(cut.getTime() + shift), n++);
  }
});
afterAll(() => t?.close());

describe('the sales dashboard from its summaries (ADR 50)', () => {
  it('says what the orders themselves say, to the cent, at every clock', async () => {
    await expectSummariesToBeExact();
  });

  it('still does after payments, cancellations, refunds, hidden and shown orders, deletions and changed lines', async () => {
    await t.db.execute(
      sql`update orders set status = 'pending', paid_at = created_at + interval '3 minutes' where status = 'awaiting_payment' and id % 2 = 0`,
    );
    await t.db.execute(sql`update orders set status = 'cancelled', cancelled_at = now() where paid_at is not null and id % 7 = 0`);
    await t.db.execute(sql`update orders set refunded_cents = total_cents where id % 13 = 0`);
    await t.db.execute(sql`update orders set hidden_by_staff_at = now() where id % 11 = 0`);
    await t.db.execute(sql`update orders set hidden_by_staff_at = null where id % 22 = 0`);
    await t.db.execute(sql`update orders set created_at = created_at - interval '1 day 3 hours' where id % 17 = 0`);
    await t.db.execute(sql`delete from orders where id % 19 = 0`);
    await t.db.execute(sql`
      insert into order_lines (order_id, product_id, reference, name, name_en, color_name, color_name_en, size_name, unit_price_cents, quantity, weight_grams, vat_rate_bp)
      select id, ${productIds[0]!}, 'X', 'X', 'X', 'X', 'X', 'M', 100, 4, 100, 2000 from orders where id % 23 = 0`);
    await t.db.execute(sql`update order_lines set product_id = null where id % 29 = 0`);
    await t.db.execute(sql`update order_lines set product_id = ${productIds[1]!} where id % 31 = 0`);
    await t.db.execute(sql`delete from order_lines where id % 37 = 0`);
    await expectSummariesToBeExact();
  });
});

describe.runIf(inject('databaseEngine') === 'postgres')('payments in the same hour (ADR 53)', () => {
  it('never wait for each other: the second commits while the first is still open', async () => {
    const pool = poolOf(t.db)!;
    const [a, b] = await rows<{ id: number }>(
      t.db,
      sql`select id from orders where paid_at is null and status = 'awaiting_payment' and hidden_by_staff_at is null order by id limit 2`,
    );
    await t.db.execute(sql`update orders set created_at = now() where id in (${a!.id}, ${b!.id})`);
    const pay = `update orders set status = 'pending', paid_at = now() where id = $1`;
    const first = await pool.connect();
    const second = await pool.connect();
    try {
      await first.query('begin');
      await first.query(pay, [a!.id]);
      await second.query('begin');
      // Waiting for the first's commit would end in this error instead of the commit.
      await second.query(`set local lock_timeout = '2s'`);
      await second.query(pay, [b!.id]);
      await second.query('commit');
      await first.query('commit');
    } finally {
      await first.query('rollback').catch(() => undefined);
      first.release();
      second.release();
    }
    await expectSummariesToBeExact();
  });
});
