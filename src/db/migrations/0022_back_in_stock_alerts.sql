CREATE TABLE "back_in_stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" "locale" DEFAULT 'fr' NOT NULL,
	"customer_id" integer,
	"product_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"confirmation_expires_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_alerts_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "back_in_stock_alert_id" integer;--> statement-breakpoint
ALTER TABLE "back_in_stock_alerts" ADD CONSTRAINT "back_in_stock_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_alerts" ADD CONSTRAINT "back_in_stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_alerts" ADD CONSTRAINT "back_in_stock_alerts_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_alerts" ADD CONSTRAINT "back_in_stock_alerts_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_alerts_open_unique" ON "back_in_stock_alerts" USING btree ("product_id","color_id","size_id",lower("email")) WHERE "back_in_stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_alerts_waiting_idx" ON "back_in_stock_alerts" USING btree ("product_id","color_id","size_id") WHERE "back_in_stock_alerts"."notified_at" is null and "back_in_stock_alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "back_in_stock_alerts_customer_idx" ON "back_in_stock_alerts" USING btree ("customer_id") WHERE "back_in_stock_alerts"."customer_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_back_in_stock_alert_id_back_in_stock_alerts_id_fk" FOREIGN KEY ("back_in_stock_alert_id") REFERENCES "public"."back_in_stock_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_back_in_stock_unique" ON "mail_outbox" USING btree ("back_in_stock_alert_id") WHERE "mail_outbox"."back_in_stock_alert_id" is not null;--> statement-breakpoint
-- Back-in-stock mails (ADR 36): whatever statement raises a variant's stock from none to some
-- (a back-office save, a cancelled order's or a return's units put back, a script), its
-- confirmed open requests are marked done and get one outbox mail each, in that statement's
-- transaction. The worker renders the mail from the request when it sends it.
CREATE FUNCTION back_in_stock_release(risen jsonb) RETURNS void LANGUAGE sql AS $$
  WITH variants AS (
    SELECT DISTINCT (v->>'product_id')::int AS product_id, (v->>'color_id')::int AS color_id, (v->>'size_id')::int AS size_id
    FROM jsonb_array_elements(risen) v
  ), done AS (
    UPDATE back_in_stock_alerts a SET notified_at = now()
    FROM variants v
    WHERE a.product_id = v.product_id AND a.color_id = v.color_id AND a.size_id = v.size_id
      AND a.notified_at IS NULL AND a.confirmed_at IS NOT NULL
    RETURNING a.id, a.email, a.locale
  )
  INSERT INTO mail_outbox ("to", locale, template, subject, html, text, back_in_stock_alert_id)
  SELECT email, locale, 'back-in-stock', '', '', '', id FROM done;
$$;--> statement-breakpoint
CREATE FUNCTION back_in_stock_on_stock_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM back_in_stock_release(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'color_id', color_id, 'size_id', size_id)), '[]')
     FROM arrived WHERE quantity > 0));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION back_in_stock_on_stock_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM back_in_stock_release(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('product_id', n.product_id, 'color_id', n.color_id, 'size_id', n.size_id)), '[]')
     FROM after_change n
     LEFT JOIN before_change o ON o.product_id = n.product_id AND o.color_id = n.color_id AND o.size_id = n.size_id
     WHERE n.quantity > 0 AND coalesce(o.quantity, 0) = 0));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER back_in_stock_stock_inserted AFTER INSERT ON stock REFERENCING NEW TABLE AS arrived
  FOR EACH STATEMENT EXECUTE FUNCTION back_in_stock_on_stock_inserted();--> statement-breakpoint
CREATE TRIGGER back_in_stock_stock_updated AFTER UPDATE ON stock REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
  FOR EACH STATEMENT EXECUTE FUNCTION back_in_stock_on_stock_updated();
