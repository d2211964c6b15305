import { date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { colors, products, sizes } from './catalogue';
import { orders } from './commerce';
import { staff } from './identity';
import { STOCK_MOVEMENT_REASONS } from '../../domain/stock/stock-movements';

/** Why a variant's stock changed; writers name it, and a change nobody named is recorded as `unknown`. */
export const stockMovementReasonEnum = pgEnum('stock_movement_reason', STOCK_MOVEMENT_REASONS);

/**
 * Every change of a variant's stock, before → after (a missing stock row counts as 0), written
 * by triggers on `stock` (ADR 41), so no writer can leave one out. It goes with its product: an
 * erased product (no order names it) has no history left to show.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A colour or size can only be deleted once no stock row uses it; its past movements go with it.
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: stockMovementReasonEnum('reason').notNull(),
    /** The staff member who made it; null when the shop or a customer did (and once that member is deleted). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The order it was made for, when one order was. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The transaction's start: every movement of one change shares it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.productId, t.colorId, t.sizeId, t.id),
    index('stock_movements_product_idx').on(t.productId, t.id),
  ],
);

/**
 * Work done once a day for the whole shop, whatever the number of instances: the instance that
 * moves `day` forward (one conditional statement) does it, in that transaction.
 */
export const dailyJobs = pgTable('daily_jobs', {
  job: text('job').primaryKey(),
  /** The Paris day it was last done. */
  day: date('day', { mode: 'string' }).notNull(),
});
