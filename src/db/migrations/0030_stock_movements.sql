CREATE TYPE "public"."stock_movement_reason" AS ENUM('reservation', 'late_payment', 'payment_failed', 'hold_expired', 'cart_released', 'cancellation', 'return_restocked', 'product_form', 'import', 'demo', 'unknown');--> statement-breakpoint
CREATE TABLE "daily_jobs" (
	"job" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" "stock_movement_reason" NOT NULL,
	"staff_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "locale" "locale" DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("product_id","color_id","size_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
-- Stock movements (ADR 41): whatever statement changes a variant's stock (a checkout, an expired
-- hold, a cancellation, a return, the product form, an import, a script), one row per variant
-- whose quantity changed, in that statement's transaction. Writers name the reason, the staff
-- member and the order with set_config('atelier.stock_…', …, true) (transaction-local); a change
-- nobody named is recorded as 'unknown', never lost.
CREATE FUNCTION stock_change_cause(OUT reason stock_movement_reason, OUT staff_id integer, OUT order_id integer) LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('atelier.stock_reason', true), ''), 'unknown')::stock_movement_reason,
         nullif(current_setting('atelier.stock_staff', true), '')::integer,
         nullif(current_setting('atelier.stock_order', true), '')::integer
$$;--> statement-breakpoint
CREATE FUNCTION stock_movements_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements (product_id, color_id, size_id, quantity_before, quantity_after, reason, staff_id, order_id)
  SELECT n.product_id, n.color_id, n.size_id, 0, n.quantity, c.reason, c.staff_id, c.order_id
  FROM arrived n CROSS JOIN stock_change_cause() c
  WHERE n.quantity <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_movements_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements (product_id, color_id, size_id, quantity_before, quantity_after, reason, staff_id, order_id)
  SELECT coalesce(n.product_id, o.product_id), coalesce(n.color_id, o.color_id), coalesce(n.size_id, o.size_id),
         coalesce(o.quantity, 0), coalesce(n.quantity, 0), c.reason, c.staff_id, c.order_id
  FROM after_change n
  FULL JOIN before_change o ON o.product_id = n.product_id AND o.color_id = n.color_id AND o.size_id = n.size_id
  CROSS JOIN stock_change_cause() c
  WHERE coalesce(o.quantity, 0) <> coalesce(n.quantity, 0);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A product being erased takes its stock rows and its history with it: nothing to record then.
CREATE FUNCTION stock_movements_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements (product_id, color_id, size_id, quantity_before, quantity_after, reason, staff_id, order_id)
  SELECT o.product_id, o.color_id, o.size_id, o.quantity, 0, c.reason, c.staff_id, c.order_id
  FROM gone o CROSS JOIN stock_change_cause() c
  WHERE o.quantity <> 0 AND EXISTS (SELECT 1 FROM products p WHERE p.id = o.product_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_movements_inserted AFTER INSERT ON stock REFERENCING NEW TABLE AS arrived
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_on_insert();--> statement-breakpoint
CREATE TRIGGER stock_movements_updated AFTER UPDATE ON stock REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_on_update();--> statement-breakpoint
CREATE TRIGGER stock_movements_deleted AFTER DELETE ON stock REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_on_delete();
