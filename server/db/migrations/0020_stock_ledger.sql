-- The stock ledger (decision 0030): every change of a pack's stock is a movement, and a pack's
-- stock is the sum of its movements. A shop that already has stock gets one opening movement per
-- pack (reason recount, "opening balance"), so that this holds from the first day.
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_price_id" integer NOT NULL,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"order_id" integer,
	"reference" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('sale','hold','release','cancel','return','staff adjustment','import','recount')),
	CONSTRAINT "stock_movements_actor" CHECK ("stock_movements"."actor_kind" in ('staff','customer','system')),
	CONSTRAINT "stock_movements_after" CHECK ("stock_movements"."stock_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_pack_idx" ON "stock_movements" USING btree ("product_price_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
INSERT INTO "stock_movements" ("product_price_id", "change", "stock_after", "reason", "actor_kind", "reference")
SELECT "id", "stock", "stock", 'recount', 'system', 'opening balance' FROM "product_prices" ORDER BY "id";