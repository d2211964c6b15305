-- The order lifecycle after the sale: shipping with its carrier, delivery (which starts the withdrawal period), the customer's withdrawal, refunds as a ledger of their own, returns and their lines, and links that open one order's after-sale pages.
CREATE TYPE "public"."refund_reason" AS ENUM('cancellation', 'return', 'shortfall');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."return_reason" AS ENUM('withdrawal', 'changed_mind', 'wrong_size', 'defective', 'not_as_described', 'other');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'received', 'refunded', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'corrected';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'shown';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'refund_failed';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'return_requested';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'return_received';--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'return_cancelled';--> statement-breakpoint
CREATE TABLE "order_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"return_id" integer,
	"reason" "refund_reason" NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"failure_code" text,
	"credit_note_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restocked_quantity" integer,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_restock_within" CHECK ("return_lines"."restocked_quantity" is null or ("return_lines"."restocked_quantity" >= 0 and "return_lines"."restocked_quantity" <= "return_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"reason" "return_reason" NOT NULL,
	"comment" text,
	"created_by_staff_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"items_cents" integer,
	"shipping_cents" integer,
	"fee_cents" integer,
	CONSTRAINT "returns_comment_length" CHECK (char_length("returns"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_links_order_idx" ON "order_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_open_idx" ON "returns" USING btree ("status","requested_at") WHERE "returns"."status" in ('requested', 'received');--> statement-breakpoint
CREATE INDEX "orders_withdrawn_idx" ON "orders" USING btree ("withdrawn_at") WHERE "orders"."withdrawn_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_hidden_idx" ON "orders" USING btree ("hidden_by_staff_at") WHERE "orders"."hidden_by_staff_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_total" CHECK ("orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."total_cents");--> statement-breakpoint
-- Orders moved before this migration: their dates from their last change, their refunds as ledger rows.
UPDATE "orders" SET "shipped_at" = "updated_at" WHERE "status" IN ('shipped', 'delivered');--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" = 'delivered';--> statement-breakpoint
UPDATE "orders" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';--> statement-breakpoint
INSERT INTO "refunds" ("order_id", "payment_id", "reason", "amount_cents", "status", "idempotency_key", "created_at", "settled_at")
  SELECT p."order_id", p."id", CASE WHEN o."stock_state" = 'shortfall' THEN 'shortfall'::refund_reason ELSE 'cancellation'::refund_reason END, p."amount_cents", 'succeeded', 'refund-' || p."provider_ref", p."updated_at", p."updated_at"
  FROM "payments" p JOIN "orders" o ON o."id" = p."order_id" WHERE p."status" = 'refunded' AND p."amount_cents" > 0;--> statement-breakpoint
UPDATE "orders" o SET "refunded_cents" = LEAST(o."total_cents", r."refunded") FROM (SELECT "order_id", sum("amount_cents")::integer AS "refunded" FROM "refunds" GROUP BY "order_id") r WHERE r."order_id" = o."id";
