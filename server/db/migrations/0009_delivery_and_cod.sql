ALTER TABLE "product_prices" ADD COLUMN "shipping_weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_weight" CHECK ("product_prices"."shipping_weight_grams" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charges" CHECK ("orders"."delivery_charge_paise" >= 0 and "orders"."cod_fee_paise" >= 0);
--> statement-breakpoint
-- Existing packs get an estimated shipping weight (server/modules/delivery/pack-weight.ts).
UPDATE "product_prices" SET "shipping_weight_grams" = CASE "unit"
	WHEN 'kg' THEN ceil("qty" * 1030)
	WHEN 'g' THEN ceil("qty" * 1.1) + 20
	WHEN 'L' THEN ceil("qty" * 1100) + 50
	WHEN 'ml' THEN ceil("qty" * 1.1) + 30
	WHEN 'seeds' THEN 20
	WHEN 'plants' THEN ceil("qty" * 1200)
	ELSE ceil("qty" * 500) END
WHERE "shipping_weight_grams" = 0;
