-- Issue 11: publishing a newsletter article. A send (newsletter_sends) holds the mail rendered once per language and the queuing job's cursor; the outbox gets one row per recipient naming it (unique per send and address, with the recipient's unsubscribe token), two due indexes so transactional mails are claimed before newsletters, and the claiming instance, so a restarted one takes its mails back at once (ADR 20).
CREATE TABLE "newsletter_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer,
	"staff_id" integer,
	"content" jsonb NOT NULL,
	"token_marker" text NOT NULL,
	"expected_recipients" integer NOT NULL,
	"queued_recipients" integer DEFAULT 0 NOT NULL,
	"queue_pass" integer DEFAULT 1 NOT NULL,
	"queue_cursor" text,
	"queue_lease_until" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "newsletter_send_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_article_id_newsletter_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."newsletter_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_sends_article_idx" ON "newsletter_sends" USING btree ("article_id","started_at");--> statement-breakpoint
CREATE INDEX "newsletter_sends_queuing_idx" ON "newsletter_sends" USING btree ("id") WHERE "newsletter_sends"."queued_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_newsletter_send_id_newsletter_sends_id_fk" FOREIGN KEY ("newsletter_send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_newsletter_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'pending' and "mail_outbox"."newsletter_send_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_newsletter_recipient_unique" ON "mail_outbox" USING btree ("newsletter_send_id",lower("to"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_unsubscribe_token_unique" ON "mail_outbox" USING btree ("unsubscribe_token_hash") WHERE "mail_outbox"."unsubscribe_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("status") WHERE "mail_outbox"."status" <> 'sent';--> statement-breakpoint
CREATE INDEX "mail_outbox_claimed_idx" ON "mail_outbox" USING btree ("claimed_by") WHERE "mail_outbox"."claimed_by" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'pending' and "mail_outbox"."newsletter_send_id" is null;