-- Issue 10: staff edit products. The model's English name (English pages show it); a version every back-office save raises (a save from an older version is refused); archived_at for a deleted product that orders still name (never on sale again: archived implies unpublished); order lines indexed by product, for that question and for the foreign key's set null when a product is erased.
ALTER TABLE "products" ADD COLUMN "model_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_archived_unpublished" CHECK ("products"."archived_at" is null or not "products"."is_published");