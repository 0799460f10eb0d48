CREATE TABLE "shop_licences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"authority" text NOT NULL,
	"valid_until" date NOT NULL,
	"states" text[] NOT NULL,
	"scan_image" text,
	"scan_pdf" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_licences_kind" CHECK ("shop_licences"."kind" in ('insecticides', 'fertilisers', 'seeds')),
	CONSTRAINT "shop_licences_number" CHECK (length(trim("shop_licences"."number")) > 0),
	CONSTRAINT "shop_licences_scan_pdf" CHECK ("shop_licences"."scan_pdf" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "shop_licences_one_scan" CHECK ("shop_licences"."scan_image" is null or "shop_licences"."scan_pdf" is null)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regulated_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_licences" ADD CONSTRAINT "shop_licences_scan_image_uploaded_images_hash_fk" FOREIGN KEY ("scan_image") REFERENCES "public"."uploaded_images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_licences_kind_idx" ON "shop_licences" USING btree ("kind","valid_until");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_regulated_kind" CHECK ("products"."regulated_kind" in ('insecticide', 'fertiliser', 'seed', 'bio-stimulant', 'none'));