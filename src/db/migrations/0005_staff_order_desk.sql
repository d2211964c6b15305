-- The staff orders desk (issue 9): staff "delete" hides an order from their list (the record stays), and the list sorted by date or amount has an index for each.
ALTER TABLE "orders" ADD COLUMN "hidden_by_staff_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_staff_date_idx" ON "orders" USING btree ("created_at") WHERE "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "orders_staff_amount_idx" ON "orders" USING btree ("total_cents") WHERE "orders"."hidden_by_staff_at" is null;