import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shop settings as key-value pairs; keys are spelled as in the back-office spec. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
