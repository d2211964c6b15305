-- "Rétablir" could be pressed twice on a cancelled invoice that has no order, billing its content twice (issue 9).
-- The new invoice now names the one it restores, and a unique index lets each be restored at most once.
ALTER TABLE "invoices" ADD COLUMN "restored_from_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_restored_from_invoice_id_invoices_id_fk" FOREIGN KEY ("restored_from_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_restore" ON "invoices" USING btree ("restored_from_invoice_id") WHERE "invoices"."restored_from_invoice_id" is not null;--> statement-breakpoint
-- The link is part of what was issued (migration 0004's rule): set at issue, never changed afterwards.
CREATE OR REPLACE FUNCTION "invoices_refuse_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % is issued: it is never deleted', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW."number", NEW."year", NEW."sequence", NEW."kind", NEW."credit_for_invoice_id", NEW."restored_from_invoice_id", NEW."order_number",
      NEW."billing_address", NEW."delivery_address", NEW."locale", NEW."shipping_cents", NEW."shipping_vat_rate_bp", NEW."discount_cents",
      NEW."total_net_cents", NEW."total_vat_cents", NEW."total_gross_cents", NEW."vat_breakdown", NEW."seller", NEW."sold_on", NEW."payment_means",
      NEW."paid_on", NEW."file_name", NEW."issued_at")
    IS DISTINCT FROM
     (OLD."number", OLD."year", OLD."sequence", OLD."kind", OLD."credit_for_invoice_id", OLD."restored_from_invoice_id", OLD."order_number",
      OLD."billing_address", OLD."delivery_address", OLD."locale", OLD."shipping_cents", OLD."shipping_vat_rate_bp", OLD."discount_cents",
      OLD."total_net_cents", OLD."total_vat_cents", OLD."total_gross_cents", OLD."vat_breakdown", OLD."seller", OLD."sold_on", OLD."payment_means",
      OLD."paid_on", OLD."file_name", OLD."issued_at")
    OR (OLD."cancelled_at" IS NOT NULL AND NEW."cancelled_at" IS DISTINCT FROM OLD."cancelled_at") THEN
    RAISE EXCEPTION 'invoice % is issued: its contents never change', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
