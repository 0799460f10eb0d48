ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_staff_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("channel","created_at") WHERE "orders"."channel" <> 'web';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('web','phone','whatsapp','counter'));