-- Issue 9: an invoice issued by the shop at payment (automatic invoicing) says so; an order's mails are linked to it, with who sent them and when delivery was given up, so its timeline shows what was sent and whether it arrived.
ALTER TABLE "invoices" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id") WHERE "mail_outbox"."order_id" is not null;