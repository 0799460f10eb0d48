CREATE TABLE "crop_problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crop_problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crop_id" integer NOT NULL,
	"problem_key" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"symptoms" text DEFAULT '' NOT NULL,
	"symptoms_hi" text DEFAULT '' NOT NULL,
	"picture_url" text,
	"picture_hash" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crop_problems_key" UNIQUE("crop_id","problem_key"),
	CONSTRAINT "crop_problems_of_crop" UNIQUE("id","crop_id"),
	CONSTRAINT "crop_problems_key_shape" CHECK ("crop_problems"."problem_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "crop_problems_kind" CHECK ("crop_problems"."kind" in ('pest','disease','deficiency','weed')),
	CONSTRAINT "crop_problems_name" CHECK (length(trim("crop_problems"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "crop_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crop_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crop_id" integer NOT NULL,
	"stage_key" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crop_stages_key" UNIQUE("crop_id","stage_key"),
	CONSTRAINT "crop_stages_of_crop" UNIQUE("id","crop_id"),
	CONSTRAINT "crop_stages_key_shape" CHECK ("crop_stages"."stage_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "crop_stages_name" CHECK (length(trim("crop_stages"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "crops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crop_key" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"seasons" text[] NOT NULL,
	"picture_url" text,
	"picture_hash" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crops_crop_key_unique" UNIQUE("crop_key"),
	CONSTRAINT "crops_key" CHECK ("crops"."crop_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "crops_name" CHECK (length(trim("crops"."name")) > 0),
	CONSTRAINT "crops_seasons" CHECK (cardinality("crops"."seasons") between 1 and 3 and "crops"."seasons" <@ array['kharif','rabi','zaid']::text[])
);
--> statement-breakpoint
CREATE TABLE "product_crop_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_crop_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"crop_id" integer NOT NULL,
	"stage_id" integer,
	"problem_id" integer,
	"basis" text NOT NULL,
	"amount_min" numeric(12, 3) NOT NULL,
	"amount_max" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"per_area" text DEFAULT 'acre' NOT NULL,
	"water_litres" numeric(12, 3),
	"sprays" integer DEFAULT 1 NOT NULL,
	"interval_days" integer,
	"pre_harvest_days" integer,
	"safety" text DEFAULT '' NOT NULL,
	"safety_hi" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_crop_uses_target" CHECK (("product_crop_uses"."stage_id" is null) <> ("product_crop_uses"."problem_id" is null)),
	CONSTRAINT "product_crop_uses_basis" CHECK ("product_crop_uses"."basis" in ('area','water','plant')),
	CONSTRAINT "product_crop_uses_unit" CHECK ("product_crop_uses"."unit" in ('g','kg','ml','L','seeds','plants','pcs')),
	CONSTRAINT "product_crop_uses_per_area" CHECK ("product_crop_uses"."per_area" in ('acre','hectare')),
	CONSTRAINT "product_crop_uses_amount" CHECK ("product_crop_uses"."amount_min" > 0 and "product_crop_uses"."amount_max" >= "product_crop_uses"."amount_min"),
	CONSTRAINT "product_crop_uses_water" CHECK (("product_crop_uses"."water_litres" is null or "product_crop_uses"."water_litres" > 0) and ("product_crop_uses"."basis" <> 'water' or "product_crop_uses"."water_litres" is not null)),
	CONSTRAINT "product_crop_uses_sprays" CHECK ("product_crop_uses"."sprays" >= 1),
	CONSTRAINT "product_crop_uses_interval" CHECK ("product_crop_uses"."interval_days" is null or "product_crop_uses"."interval_days" >= 1),
	CONSTRAINT "product_crop_uses_phi" CHECK ("product_crop_uses"."pre_harvest_days" is null or "product_crop_uses"."pre_harvest_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "crop_problems" ADD CONSTRAINT "crop_problems_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_problems" ADD CONSTRAINT "crop_problems_picture_hash_uploaded_images_hash_fk" FOREIGN KEY ("picture_hash") REFERENCES "public"."uploaded_images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_stages" ADD CONSTRAINT "crop_stages_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_picture_hash_uploaded_images_hash_fk" FOREIGN KEY ("picture_hash") REFERENCES "public"."uploaded_images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_crop_uses" ADD CONSTRAINT "product_crop_uses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_crop_uses" ADD CONSTRAINT "product_crop_uses_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_crop_uses" ADD CONSTRAINT "product_crop_uses_stage" FOREIGN KEY ("stage_id","crop_id") REFERENCES "public"."crop_stages"("id","crop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_crop_uses" ADD CONSTRAINT "product_crop_uses_problem" FOREIGN KEY ("problem_id","crop_id") REFERENCES "public"."crop_problems"("id","crop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_crop_uses_stage_once" ON "product_crop_uses" USING btree ("product_id","stage_id") WHERE "product_crop_uses"."stage_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_crop_uses_problem_once" ON "product_crop_uses" USING btree ("product_id","problem_id") WHERE "product_crop_uses"."problem_id" is not null;--> statement-breakpoint
CREATE INDEX "product_crop_uses_crop_idx" ON "product_crop_uses" USING btree ("crop_id");