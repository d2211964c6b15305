import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sold orders summed ahead for the sales dashboard (ADR 50), from the changes triggers on
 * `orders` and `order_lines` append in the transaction of every change, so no writer can leave
 * one out; the changes are folded into the sums every few seconds, and a read adds those not
 * folded yet (ADR 53). An
 * order counts as the dashboard counts it (paid, not cancelled, on the staff list) in the bin
 * of its `created_at`. Bins are whole UTC hours and UTC days: a Paris day is a run of whole
 * hours, and no time zone arithmetic runs in SQL; what a bin cannot tell (a window that ends
 * inside it) the dashboard reads from the orders themselves.
 */

/** Per UTC hour: how many sold orders were placed in it, and their totals. */
export const salesHours = pgTable('sales_hours', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  orders: integer('orders').notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
});

/**
 * Per UTC day and product: the units and the line amounts (quantity × price paid) of the sold
 * orders placed that day, for the best sellers. Without a foreign key: a deleted product's rows
 * stay behind and are never read, since the best sellers join the products.
 */
export const productSalesDays = pgTable(
  'product_sales_days',
  {
    day: timestamp('day', { withTimezone: true }).notNull(),
    productId: integer('product_id').notNull(),
    units: integer('units').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * What changed the sums and is not folded into them yet (ADR 53): rows appended by the triggers,
 * never updated, so that payments made in the same hour, or of the same product on the same
 * day, never wait for each other's commit. Without a key: one change per statement and bin.
 */
export const salesHourChanges = pgTable('sales_hour_changes', {
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  orders: integer('orders').notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
});

export const productSalesDayChanges = pgTable('product_sales_day_changes', {
  day: timestamp('day', { withTimezone: true }).notNull(),
  productId: integer('product_id').notNull(),
  units: integer('units').notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
});
