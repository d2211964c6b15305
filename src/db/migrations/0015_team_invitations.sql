-- Issue 11: a new team member is invited by mail and chooses their own password (ADR 21): no password until then (password_hash null), and staff codes say what they open (a reset or an invitation); the codes already mailed were resets.
CREATE TYPE "public"."staff_token_purpose" AS ENUM('reset_password', 'invitation');--> statement-breakpoint
DROP INDEX "staff_tokens_staff_idx";--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD COLUMN "purpose" "staff_token_purpose" DEFAULT 'reset_password' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_tokens" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_idx" ON "staff_tokens" USING btree ("staff_id","purpose");
