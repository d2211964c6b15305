DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "orders_staff_status_idx" ON "orders" USING btree ("status","created_at","id") WHERE "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "orders_staff_mailbox_idx" ON "orders" USING btree (reverse(split_part("search_text", '@', 1)) text_pattern_ops) WHERE "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "orders_staff_two_ats_idx" ON "orders" USING btree ("id") WHERE "orders"."hidden_by_staff_at" is null and "orders"."search_text" like '%@%@%';--> statement-breakpoint
-- The desk's count of a common word's matches (up to 1,001) reads the date index alone, its
-- status and search text included (drizzle's index builder cannot say INCLUDE): a few hundred
-- index pages instead of tens of thousands of rows or trigram entries (ADR 50).
DROP INDEX "orders_staff_date_idx";--> statement-breakpoint
CREATE INDEX "orders_staff_date_idx" ON "orders" USING btree ("created_at","id") INCLUDE ("status","search_text") WHERE "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
-- A finer sample of the search texts, so that the planner knows a common word (a name, a promo
-- code, one order in forty) from a rare one, and counts the first through that index.
ALTER TABLE "orders" ALTER COLUMN "search_text" SET STATISTICS 1000;
