DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "orders_staff_status_idx" ON "orders" USING btree ("status","created_at","id") WHERE "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "orders_staff_mailbox_idx" ON "orders" USING btree (reverse(split_part("search_text", '@', 1)) text_pattern_ops) WHERE "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "orders_staff_two_ats_idx" ON "orders" USING btree ("id") WHERE "orders"."hidden_by_staff_at" is null and "orders"."search_text" like '%@%@%';