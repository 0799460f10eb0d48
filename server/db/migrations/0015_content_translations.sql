CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"words" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term"),
	CONSTRAINT "search_synonyms_term" CHECK ("search_synonyms"."term" = lower("search_synonyms"."term") and "search_synonyms"."term" !~ '\s' and length("search_synonyms"."term") between 2 and 40),
	CONSTRAINT "search_synonyms_words" CHECK (cardinality("search_synonyms"."words") between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	CONSTRAINT "blog_post_translations_post_id_lang_pk" PRIMARY KEY("post_id","lang"),
	CONSTRAINT "blog_post_translations_lang" CHECK ("blog_post_translations"."lang" ~ '^[a-z]{2,3}$' and "blog_post_translations"."lang" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang"),
	CONSTRAINT "category_translations_lang" CHECK ("category_translations"."lang" ~ '^[a-z]{2,3}$' and "category_translations"."lang" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "pack_translations" (
	"product_price_id" integer NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "pack_translations_product_price_id_lang_pk" PRIMARY KEY("product_price_id","lang"),
	CONSTRAINT "pack_translations_lang" CHECK ("pack_translations"."lang" ~ '^[a-z]{2,3}$' and "pack_translations"."lang" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang"),
	CONSTRAINT "product_translations_lang" CHECK ("product_translations"."lang" ~ '^[a-z]{2,3}$' and "product_translations"."lang" <> 'en')
);
--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_translations" ADD CONSTRAINT "pack_translations_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);