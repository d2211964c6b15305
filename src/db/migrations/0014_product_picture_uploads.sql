-- Issue 10: a picture staff upload is a product_media row attached to no product until the product is saved with it (product_id null), with when and by whom it was uploaded, so uploads abandoned for a day can be found and removed with their files (ADR 18).
ALTER TABLE "product_media" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_media_unattached_idx" ON "product_media" USING btree ("uploaded_at") WHERE "product_media"."product_id" is null;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_card_is_attached" CHECK ("product_media"."product_id" is not null or not "product_media"."is_card_image");