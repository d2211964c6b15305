ALTER TABLE "invoices" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_vat_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
-- The business buyer and the due date are part of what was issued: set at issue, never changed afterwards.
CREATE OR REPLACE FUNCTION "invoices_refuse_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % is issued: it is never deleted', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW."number", NEW."year", NEW."sequence", NEW."kind", NEW."credit_for_invoice_id", NEW."restored_from_invoice_id", NEW."order_number",
      NEW."billing_address", NEW."delivery_address", NEW."locale", NEW."shipping_cents", NEW."shipping_vat_rate_bp", NEW."discount_cents",
      NEW."total_net_cents", NEW."total_vat_cents", NEW."total_gross_cents", NEW."vat_breakdown", NEW."seller", NEW."sold_on", NEW."payment_means",
      NEW."paid_on", NEW."file_name", NEW."issued_at", NEW."buyer_company", NEW."buyer_vat_number", NEW."due_on")
    IS DISTINCT FROM
     (OLD."number", OLD."year", OLD."sequence", OLD."kind", OLD."credit_for_invoice_id", OLD."restored_from_invoice_id", OLD."order_number",
      OLD."billing_address", OLD."delivery_address", OLD."locale", OLD."shipping_cents", OLD."shipping_vat_rate_bp", OLD."discount_cents",
      OLD."total_net_cents", OLD."total_vat_cents", OLD."total_gross_cents", OLD."vat_breakdown", OLD."seller", OLD."sold_on", OLD."payment_means",
      OLD."paid_on", OLD."file_name", OLD."issued_at", OLD."buyer_company", OLD."buyer_vat_number", OLD."due_on")
    OR (OLD."cancelled_at" IS NOT NULL AND NEW."cancelled_at" IS DISTINCT FROM OLD."cancelled_at") THEN
    RAISE EXCEPTION 'invoice % is issued: its contents never change', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
