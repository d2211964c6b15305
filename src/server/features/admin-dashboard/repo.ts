import { and, asc, count, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
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
import { salesCalendar, type BucketSales, type TimeWindow } from '../../../domain/sales/sales-periods';
import { customerName } from '../admin-orders/repo';
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

/** The sums of the sold orders placed in each piece of the last 90 days, in one scan of orders_sales_idx. */
async function salesPerPiece(db: DbOrTx, boundaries: readonly Date[]): Promise<BucketSales[]> {
  // One parameter, a PostgreSQL array literal; PostgreSQL's width_bucket finds each order's piece.
  const cuts = `{${boundaries.map((instant) => instant.toISOString()).join(',')}}`;
  return db
    .select({
      bucket: sql<number>`width_bucket(${orders.createdAt}, ${cuts}::timestamptz[])`,
      revenueCents: sql<number>`sum(${orders.totalCents})::bigint`.mapWith(Number),
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(soldOrder('"orders"'), gte(orders.createdAt, boundaries[0]!), lt(orders.createdAt, boundaries.at(-1)!)))
    .groupBy(sql`1`);
}

type BestSellerRow = { product_id: number; reference: string; name_fr: string; name_en: string; units: number; revenue_cents: string | number };

/**
 * The products sold in most units among the sold orders of `window`. The orders are found
 * through orders_sales_idx, then their lines one order at a time: `offset 0` keeps the
 * planner from joining them to a scan of every line ever sold, so the cost follows the
 * month's orders, not the shop's history.
 */
async function bestSellers(db: DbOrTx, { from, to }: TimeWindow): Promise<BestSeller[]> {
  const result = (await db.execute(sql`
    select p.id as product_id, p.reference, p.name_fr, p.name_en, sold.units, sold.revenue_cents
    from (
      select l.product_id, sum(l.quantity)::int as units, sum(l.quantity * l.unit_price_cents)::bigint as revenue_cents
      from (select o.id from orders o where ${soldOrder('o')} and o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz) recent
      cross join lateral (select product_id, quantity, unit_price_cents from order_lines where order_id = recent.id offset 0) l
      where l.product_id is not null
      group by l.product_id
    ) sold
    join products p on p.id = sold.product_id
    order by sold.units desc, sold.revenue_cents desc, p.id
    limit ${BEST_SELLERS_COUNT}`)) as unknown as { rows: BestSellerRow[] };
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
 * and the administrators' low-stock mail (ADR 41). Two statements.
 */
export async function lowStockVariants(db: DbOrTx, threshold: number, limit: number): Promise<Omit<SalesDashboard['lowStock'], 'threshold'>> {
  const lowVariant = and(lte(stock.quantity, sql`${threshold}::int`), isNull(products.archivedAt));
  const [items, [counted]] = await Promise.all([
    db
      .select({
        productId: products.id,
        reference: products.reference,
        nameFr: products.nameFr,
        nameEn: productNameEn,
        colorFr: colors.nameFr,
        colorEn: colors.nameEn,
        size: sizes.name,
        quantity: stock.quantity,
      })
      .from(stock)
      .innerJoin(products, eq(products.id, stock.productId))
      .innerJoin(colors, eq(colors.id, stock.colorId))
      .innerJoin(sizes, eq(sizes.id, stock.sizeId))
      .where(lowVariant)
      .orderBy(asc(stock.quantity), asc(products.reference), asc(colors.nameFr), asc(sizes.sortOrder))
      .limit(limit),
    db.select({ n: count() }).from(stock).innerJoin(products, eq(products.id, stock.productId)).where(lowVariant),
  ]);
  return { total: counted?.n ?? 0, items };
}

async function lowStock(db: DbOrTx): Promise<SalesDashboard['lowStock']> {
  const threshold = await readLowStockThreshold(db);
  return { threshold, ...(await lowStockVariants(db, threshold, LOW_STOCK_LISTED)) };
}

// 'pending' written out, not a parameter: like the orders desk's, any plan may then use orders_status_idx.
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
