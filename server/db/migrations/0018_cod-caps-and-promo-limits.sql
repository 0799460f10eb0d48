ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "customers" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_cod_phone_idx" ON "orders" USING btree ("ship_mobile") WHERE "orders"."payment_method" = 'COD';--> statement-breakpoint
CREATE INDEX "orders_cod_from_idx" ON "orders" USING btree ("placed_from") WHERE "orders"."placed_from" is not null;--> statement-breakpoint
CREATE INDEX "orders_promo_idx" ON "orders" USING btree ("promo_code","user_id") WHERE "orders"."promo_code" is not null;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_limits" CHECK (coalesce("promos"."max_uses_per_customer", 1) >= 1 and coalesce("promos"."max_uses", 1) >= 1 and "promos"."customers" in ('all','new'));