CREATE TABLE "uploaded_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_hash" CHECK ("uploaded_images"."hash" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "uploaded_images_size" CHECK ("uploaded_images"."width" > 0 and "uploaded_images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "banner_hash" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "upload_hash" text;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_banner_hash_uploaded_images_hash_fk" FOREIGN KEY ("banner_hash") REFERENCES "public"."uploaded_images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_upload_hash_uploaded_images_hash_fk" FOREIGN KEY ("upload_hash") REFERENCES "public"."uploaded_images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_low_stock" CHECK ("product_prices"."low_stock_threshold" >= 0);