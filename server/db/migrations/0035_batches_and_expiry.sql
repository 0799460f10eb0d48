CREATE TABLE "pack_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pack_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_price_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"made_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"received" integer NOT NULL,
	"units_left" integer NOT NULL,
	"written_off_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_batches_counts" CHECK ("pack_batches"."received" >= 0 and "pack_batches"."units_left" >= 0),
	CONSTRAINT "pack_batches_dates" CHECK ("pack_batches"."expires_on" > "pack_batches"."made_on")
);
--> statement-breakpoint
CREATE TABLE "order_line_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_line_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_line_batches_qty" CHECK ("order_line_batches"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason";--> statement-breakpoint
ALTER TABLE "pack_batches" ADD CONSTRAINT "pack_batches_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_batch_id_pack_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."pack_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pack_batches_pack_no_idx" ON "pack_batches" USING btree ("product_price_id",upper("batch_no"));--> statement-breakpoint
CREATE INDEX "pack_batches_no_idx" ON "pack_batches" USING btree (upper("batch_no"));--> statement-breakpoint
CREATE INDEX "pack_batches_expiry_idx" ON "pack_batches" USING btree ("expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_batches_line_batch_idx" ON "order_line_batches" USING btree ("order_line_id","batch_id");--> statement-breakpoint
CREATE INDEX "order_line_batches_batch_idx" ON "order_line_batches" USING btree ("batch_id","id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('sale','hold','release','cancel','return','staff adjustment','import','recount','received','expired'));