import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { colors, products, sizes } from './catalogue';
import { customers, localeEnum } from './identity';

/**
 * "Notify me when it's back": an address waiting for one sold-out colour x size of a product.
 * Double opt-in like the newsletter: a request counts only once `confirmedAt` is set (at once for
 * a signed-in customer whose address is confirmed). When the variant's stock goes from none to
 * some, a database trigger (migration 0022, ADR 36) sets `notifiedAt` and writes its one mail to
 * the outbox in the same transaction as the stock change: a request mails once, whatever wrote
 * the stock, and never again.
 */
export const backInStockAlerts = pgTable(
  'back_in_stock_alerts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The language the mail is written in: the one the shopper used when asking. */
    locale: localeEnum('locale').notNull().default('fr'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A colour or size staff delete takes its requests with it: nothing can be restocked in it any more.
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the address was proved; null while the confirmation link waits. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the code of the latest confirmation link, and when that link stops working. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    /** When its mail was written to the outbox: the request is done. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per address and variant: asking again refreshes it.
    uniqueIndex('back_in_stock_alerts_open_unique')
      .on(t.productId, t.colorId, t.sizeId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    // What the trigger and the back office's counts look for.
    index('back_in_stock_alerts_waiting_idx')
      .on(t.productId, t.colorId, t.sizeId)
      .where(sql`${t.notifiedAt} is null and ${t.confirmedAt} is not null`),
    index('back_in_stock_alerts_customer_idx')
      .on(t.customerId)
      .where(sql`${t.customerId} is not null`),
  ],
);
