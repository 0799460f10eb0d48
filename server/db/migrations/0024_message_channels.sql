ALTER TABLE "users" ADD COLUMN "message_channels" text[];--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_fallback_idx" ON "email_outbox" USING btree ("fallback_of") WHERE "email_outbox"."fallback_of" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_message_channels" CHECK ("users"."message_channels" <@ array['whatsapp','sms','email']::text[]);