import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sold orders summed ahead for the sales dashboard (ADR 50), kept by triggers on `orders`
 * and `order_lines` in the transaction of every change, so no writer can leave one out. An
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
