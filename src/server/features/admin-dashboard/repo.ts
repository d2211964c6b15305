import { and, asc, count, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { readLowStockThreshold } from '../stock/low-stock-threshold';
import type { DbOrTx } from '../../../db/client';
import { colors, orders, products, sizes, stock } from '../../../db/schema';
import {
  AWAITING_LISTED,
  BEST_SELLERS_COUNT,
  LOW_STOCK_LISTED,
  summarizeSales,
  type BestSeller,
  type SalesDashboard,
} from '../../../domain/sales/sales-dashboard';
import { binsCutInside, PRODUCT_SALES_DAY_MS, SALES_HOUR_MS, splitWindow } from '../../../domain/sales/sales-bins';
import { salesCalendar, type BucketSales, type TimeWindow } from '../../../domain/sales/sales-periods';
import { customerName } from '../admin-orders/repo';
import { productSalesDaysRead, salesHoursRead } from './sales-folding';
import { countUnconsultedOrders } from '../staff/repo';
import { productNameEn } from '../catalogue/english-name';

/**
 * What the dashboard reads, in a fixed number of queries whatever the number of orders (ADR
 * 23). The orders it counts as sold are those the orders list shows as paid and not
 * cancelled: this condition is the partial index `orders_sales_idx`'s, written out (no
 * parameter) so that any plan may use that index.
 */
const soldOrder = (table: string) =>
  sql.raw(`${table}.paid_at is not null and ${table}.status <> 'cancelled' and ${table}.hidden_by_staff_at is null`);

/** Instants as one parameter, a PostgreSQL array literal. */
const instants = (dates: readonly Date[]) => `{${dates.map((instant) => instant.toISOString()).join(',')}}`;

/**
 * Whether `o.created_at` lies in one of `windows`: each window written out with its own two
 * parameters, so that the plan made for their values (a range of orders_sales_idx per window)
 * knows how few orders they hold.
 */
function placedWithin(windows: readonly TimeWindow[]): SQL {
  if (windows.length === 0) return sql`false`;
  const each = windows.map(
    ({ from, to }) => sql`(o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz)`,
  );
  return sql`(${sql.join(each, sql` or `)})`;
}

/**
 * The sums of the sold orders placed in each piece of the last 90 days (ADR 50): the summary's
 * hours wholly inside a piece, and the orders of the few hours a cut falls inside (now, the
 * previous periods' ends), read through orders_sales_idx. PostgreSQL's width_bucket finds each
 * hour's or order's piece.
 */
async function salesPerPiece(db: DbOrTx, boundaries: readonly Date[]): Promise<BucketSales[]> {
  const cuts = instants(boundaries);
  const cutHours = binsCutInside(boundaries, SALES_HOUR_MS);
  const result = (await db.execute(sql`
    select bucket, sum(revenue_cents)::bigint as revenue_cents, sum(orders)::int as orders
    from (
      select width_bucket(h.hour, ${cuts}::timestamptz[]) as bucket, h.revenue_cents, h.orders
      from ${salesHoursRead} h
      where h.hour >= ${boundaries[0]!.toISOString()}::timestamptz and h.hour < ${boundaries.at(-1)!.toISOString()}::timestamptz
        and h.hour <> all(${instants(cutHours.map((hour) => hour.start))}::timestamptz[])
      union all
      select width_bucket(o.created_at, ${cuts}::timestamptz[]), o.total_cents, 1
      from orders o
      where ${soldOrder('o')} and ${placedWithin(cutHours)}
    ) pieces
    group by bucket`)) as unknown as { rows: { bucket: number; revenue_cents: string | number; orders: number }[] };
  return result.rows.map((row) => ({ bucket: row.bucket, revenueCents: Number(row.revenue_cents), orders: row.orders }));
}

type BestSellerRow = { product_id: number; reference: string; name_fr: string; name_en: string; units: number; revenue_cents: string | number };

/**
 * The products sold in most units among the sold orders of `window` (ADR 50): the summary's
 * whole days, and the lines of the orders at the window's ends no whole day covers, found
 * through orders_sales_idx and read one order at a time (`offset 0` keeps the planner from
 * joining them to a scan of every line ever sold).
 */
async function bestSellers(db: DbOrTx, window: TimeWindow): Promise<BestSeller[]> {
  const { whole, edges } = splitWindow(window, PRODUCT_SALES_DAY_MS);
  const result = (await db.execute(sql`
    select p.id as product_id, p.reference, p.name_fr, p.name_en, sold.units, sold.revenue_cents
    from (
      select product_id, sum(units)::int as units, sum(revenue_cents)::bigint as revenue_cents
      from (
        select d.product_id, d.units, d.revenue_cents
        from ${productSalesDaysRead} d
        where d.day >= ${whole.from.toISOString()}::timestamptz and d.day < ${whole.to.toISOString()}::timestamptz
        union all
        select l.product_id, l.quantity, l.quantity::bigint * l.unit_price_cents
        from orders o
        cross join lateral (select product_id, quantity, unit_price_cents from order_lines where order_id = o.id offset 0) l
        where ${soldOrder('o')} and ${placedWithin(edges)} and l.product_id is not null
      ) lines
      group by product_id
      -- A product whose sales were all cancelled keeps its summary rows at zero: it sold nothing.
      having sum(units) > 0
      -- Ranked before the products are joined for their names: each product sold exists, since
      -- deleting a product empties its order lines' product_id, which takes its units away.
      order by units desc, revenue_cents desc, product_id
      limit ${BEST_SELLERS_COUNT}
    ) sold
    join products p on p.id = sold.product_id
    order by sold.units desc, sold.revenue_cents desc, p.id`)) as unknown as { rows: BestSellerRow[] };
  return result.rows.map((row) => ({
    productId: row.product_id,
    reference: row.reference,
    nameFr: row.name_fr,
    nameEn: row.name_en,
    units: row.units,
    revenueCents: Number(row.revenue_cents),
  }));
}

/**
 * The variants of products not archived with `threshold` units or fewer, fewest first, the
 * first `limit` named in both languages, and how many there are in all: the dashboard's card
 * and the administrators' low-stock mail (ADR 41). One statement.
 */
export async function lowStockVariants(db: DbOrTx, threshold: number, limit: number): Promise<Omit<SalesDashboard['lowStock'], 'threshold'>> {
  const lowVariant = and(lte(stock.quantity, sql`${threshold}::int`), isNull(products.archivedAt));
  const rows = await db
    .select({
      productId: products.id,
      reference: products.reference,
      nameFr: products.nameFr,
      nameEn: productNameEn,
      colorFr: colors.nameFr,
      colorEn: colors.nameEn,
      size: sizes.name,
      quantity: stock.quantity,
      // Counted over every low variant before the limit: the one read that sorts them also counts them.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(colors, eq(colors.id, stock.colorId))
    .innerJoin(sizes, eq(sizes.id, stock.sizeId))
    .where(lowVariant)
    .orderBy(asc(stock.quantity), asc(products.reference), asc(colors.nameFr), asc(sizes.sortOrder))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...item }) => item) };
}

async function lowStock(db: DbOrTx): Promise<SalesDashboard['lowStock']> {
  const threshold = await readLowStockThreshold(db);
  return { threshold, ...(await lowStockVariants(db, threshold, LOW_STOCK_LISTED)) };
}

// 'pending' written out, not a parameter: like the orders desk's, any plan may then count it from orders_staff_status_idx alone.
const pendingOnDesk = sql`${orders.status} = 'pending' and ${orders.hiddenByStaffAt} is null`;

async function awaitingOrders(db: DbOrTx): Promise<SalesDashboard['awaiting']> {
  const [oldest, [counted], unconsulted] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        customerName,
        consulted: orders.isConsulted,
      })
      .from(orders)
      .where(pendingOnDesk)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(AWAITING_LISTED),
    db.select({ n: count() }).from(orders).where(pendingOnDesk),
    countUnconsultedOrders(db),
  ]);
  return {
    pending: counted?.n ?? 0,
    unconsulted,
    oldest: oldest.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
  };
}

/** The dashboard as it stands at `now`. */
export async function readSalesDashboard(db: DbOrTx, now: Date): Promise<SalesDashboard> {
  const calendar = salesCalendar(now);
  const month = calendar.periods.find((period) => period.key === 'month')!.current;
  const [pieces, sellers, low, awaiting] = await Promise.all([
    salesPerPiece(db, calendar.boundaries),
    bestSellers(db, month),
    lowStock(db),
    awaitingOrders(db),
  ]);
  return { at: now.toISOString(), ...summarizeSales(calendar, pieces), bestSellers: sellers, lowStock: low, awaiting };
}
