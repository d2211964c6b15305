-- The orders desk at 100,000 orders (issue 9, ADR 14): its search reads one generated, lower-cased column through a trigram (pg_trgm) index, the badge counts through a small partial index, and the sort indexes carry the id that breaks ties, so that a page is an index walk.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_staff_date_idx";--> statement-breakpoint
DROP INDEX "orders_staff_amount_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("number" || chr(10) || coalesce("promo_code", '') || chr(10) || "email" || chr(10) || coalesce("billing_address" ->> 'firstName', '') || ' ' || coalesce("billing_address" ->> 'lastName', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_staff_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops) WHERE "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "orders_unconsulted_idx" ON "orders" USING btree ("status") WHERE "orders"."is_consulted" = false and "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_staff_date_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."hidden_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "orders_staff_amount_idx" ON "orders" USING btree ("total_cents","id") WHERE "orders"."hidden_by_staff_at" is null;