CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "unit_net_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "line_net_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" "invoice_kind" DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_for_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shipping_vat_rate_bp" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sold_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_means" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_for_invoice_id_invoices_id_fk" FOREIGN KEY ("credit_for_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note" ON "invoices" USING btree ("credit_for_invoice_id") WHERE "invoices"."credit_for_invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_live_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_consistent" CHECK (("invoices"."kind" = 'invoice' and "invoices"."credit_for_invoice_id" is null and "invoices"."total_gross_cents" >= 0 and "invoices"."total_net_cents" >= 0 and "invoices"."total_vat_cents" >= 0)
        or ("invoices"."kind" = 'credit_note' and "invoices"."credit_for_invoice_id" is not null and "invoices"."total_gross_cents" <= 0 and "invoices"."total_net_cents" <= 0 and "invoices"."total_vat_cents" <= 0 and "invoices"."cancelled_at" is null));--> statement-breakpoint
-- GUIDE 3.8: an issued invoice is never modified nor deleted; a credit note corrects it. Only
-- its sending, cancelling (once) and hiding marks change, and the links the foreign keys set
-- to null when an order, a customer or a staff member goes.
CREATE FUNCTION "invoices_refuse_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % is issued: it is never deleted', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW."number", NEW."year", NEW."sequence", NEW."kind", NEW."credit_for_invoice_id", NEW."order_number", NEW."billing_address",
      NEW."delivery_address", NEW."locale", NEW."shipping_cents", NEW."shipping_vat_rate_bp", NEW."discount_cents", NEW."total_net_cents",
      NEW."total_vat_cents", NEW."total_gross_cents", NEW."vat_breakdown", NEW."seller", NEW."sold_on", NEW."payment_means", NEW."paid_on",
      NEW."file_name", NEW."issued_at")
    IS DISTINCT FROM
     (OLD."number", OLD."year", OLD."sequence", OLD."kind", OLD."credit_for_invoice_id", OLD."order_number", OLD."billing_address",
      OLD."delivery_address", OLD."locale", OLD."shipping_cents", OLD."shipping_vat_rate_bp", OLD."discount_cents", OLD."total_net_cents",
      OLD."total_vat_cents", OLD."total_gross_cents", OLD."vat_breakdown", OLD."seller", OLD."sold_on", OLD."payment_means", OLD."paid_on",
      OLD."file_name", OLD."issued_at")
    OR (OLD."cancelled_at" IS NOT NULL AND NEW."cancelled_at" IS DISTINCT FROM OLD."cancelled_at") THEN
    RAISE EXCEPTION 'invoice % is issued: its contents never change', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_rewrite"();--> statement-breakpoint
CREATE FUNCTION "invoice_lines_refuse_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the lines of an issued invoice never change' USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_lines_immutable" BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoice_lines_refuse_rewrite"();
