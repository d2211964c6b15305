ALTER TABLE "orders" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce("billing_address" ->> 'phone', ''), '[^0-9]', '', 'g') || '/' || regexp_replace(coalesce("delivery_address" ->> 'phone', ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace("phone", '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("first_name" || ' ' || "last_name" || chr(10) || "email")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_guest_search_idx" ON "orders" USING gin (search_fold("search_text") gin_trgm_ops) WHERE "orders"."customer_id" is null and "orders"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "orders_guest_phone_idx" ON "orders" USING gin ("phone_digits" gin_trgm_ops) WHERE "orders"."customer_id" is null and "orders"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("email"),"created_at") WHERE "orders"."customer_id" is null and "orders"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "customer_addresses_phone_idx" ON "customer_addresses" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops) WHERE "customers"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "customers_desk_idx" ON "customers" USING btree ("created_at","id") WHERE "customers"."erased_at" is null;