ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status";--> statement-breakpoint
DROP INDEX "email_outbox_status_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status" CHECK ("email_outbox"."status" in ('PENDING','SENDING','SENT','FAILED','LOGGED'));